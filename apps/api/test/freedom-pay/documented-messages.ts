/**
 * Freedom Pay's own example messages, as its documentation prints them (whitespace and all), to
 * be signed by the test-only port of its helper (`pg-signature.ts`). Only the placeholder
 * signatures are replaced; every other value is the document's.
 */

/**
 * init_payment.php's answer. Source: "Инициализация платежа", https://freedompay.kg/docs/merchant-api/pay
 * (the same text at https://freedompay.kz/docs/merchant-api/pay).
 */
export const initAnswer = `<?xml version="1.0" encoding="utf-8"?>
<response>
    <pg_status>ok</pg_status>
    <pg_payment_id>4567788</pg_payment_id>
    <pg_redirect_url>https://api.freedompay.kg/pay.html?customer=498333170d6a895148c57c53ffb18287</pg_redirect_url>
    <pg_redirect_url_type>need data</pg_redirect_url_type>
    <pg_salt>bdwLavL9lg6It91b</pg_salt>
    <pg_sig>709633e91387c56ac6fb7cb33d1e07d8</pg_sig>
</response>`;

/**
 * get_status3.php's answer for a payment with a refund: `pg_payment_status` stays `success`, the
 * refund is listed in the nested `pg_refund_payments` and summed (negative) in `pg_refund_amount`.
 * Source: "Получение статуса платежа", https://freedompay.kg/docs/merchant-api/payafter
 * (English: https://freedompay.kg/docs-en/merchant-api/after-pay).
 */
export const statusAnswerWithRefund = `<?xml version="1.0" encoding="utf-8"?>
<response>
    <pg_status>ok</pg_status>
    <pg_payment_id>123456789</pg_payment_id>
    <pg_can_reject>1</pg_can_reject>
    <pg_payment_method>bankcard</pg_payment_method>
    <pg_amount>10</pg_amount>
    <pg_currency>KZT</pg_currency>
    <pg_payment_status>success</pg_payment_status>
    <pg_clearing_amount>10</pg_clearing_amount>
    <pg_reference>123456789</pg_reference>
    <pg_card_name>Card Holder</pg_card_name>
    <pg_card_pan>5483-18XX-XXXX-0293</pg_card_pan>
    <pg_card_token>ef741cfc-f85e-41a0-84e6-2ba964912182</pg_card_token>
    <pg_refund_payments>
        <pg_refund_payment>
            <pg_payment_id>123456789</pg_payment_id>
            <pg_payment_status>success</pg_payment_status>
            <pg_amount>-10</pg_amount>
            <pg_payment_date>2023-05-31 16:26:36</pg_payment_date>
            <pg_reference>123456789</pg_reference>
        </pg_refund_payment>
    </pg_refund_payments>
    <pg_refund_amount>-10</pg_refund_amount>
    <pg_captured>1</pg_captured>
    <pg_create_date>2023-05-31 16:24:20</pg_create_date>
    <pg_salt>some random string</pg_salt>
    <pg_sig>your_signature</pg_sig>
</response>`;

/**
 * The same answer after a second, partial refund: two `pg_refund_payment` tags of the same name,
 * which the signature takes "in the order in which they appear" (https://freedompay.kz/docs-en/merchant-api/intro).
 * Built from the documented answer above with the documented amounts changed (a 25 payment, 10 + 5 refunded).
 */
export const statusAnswerWithTwoRefunds = statusAnswerWithRefund
  .replace('<pg_amount>10</pg_amount>', '<pg_amount>25</pg_amount>')
  .replace('<pg_clearing_amount>10</pg_clearing_amount>', '<pg_clearing_amount>25</pg_clearing_amount>')
  .replace(
    '        </pg_refund_payment>\n    </pg_refund_payments>',
    `        </pg_refund_payment>
        <pg_refund_payment>
            <pg_payment_id>123456790</pg_payment_id>
            <pg_payment_status>success</pg_payment_status>
            <pg_amount>-5</pg_amount>
            <pg_payment_date>2023-06-01 10:02:11</pg_payment_date>
            <pg_reference>123456790</pg_reference>
        </pg_refund_payment>
    </pg_refund_payments>`,
  )
  .replace('<pg_refund_amount>-10</pg_refund_amount>', '<pg_refund_amount>-15</pg_refund_amount>');

/**
 * An error answer of an identified merchant: signed like any message (https://freedompay.kz/docs-en/merchant-api/intro:
 * only an answer to a merchant Freedom Pay cannot identify goes unsigned). Code and text as a
 * third-party client's fixtures show them (`wrongValidationXML_9403`, find_string id 27389647286).
 */
export const errorAnswer = `<?xml version="1.0" encoding="utf-8"?>
<response>
    <pg_status>error</pg_status>
    <pg_error_code>9403</pg_error_code>
    <pg_error_description>Неверная валидация</pg_error_description>
    <pg_salt>some random string</pg_salt>
    <pg_sig>your_signature</pg_sig>
</response>`;

/**
 * Unsigned error answers. Unknown merchant: "9997 Неверный номер магазина" (the third-party fixtures above);
 * the documentation gives 101 (https://freedompay.kz/docs-en/merchant-api/intro) or 9998
 * (https://docs.freedompay.kz/doc-741636). A request whose signature Freedom Pay refuses: unsigned
 * "9998 Некорректная подпись запроса", as a live call to api.freedompay.kz was recorded answering (find_string id 54885480730).
 */
export const unknownMerchantAnswer = `<?xml version="1.0" encoding="utf-8"?>
<response>
    <pg_status>error</pg_status>
    <pg_error_code>9997</pg_error_code>
    <pg_error_description>Неверный номер магазина</pg_error_description>
</response>`;

export const badRequestSignatureAnswer =
  '<response><pg_status>error</pg_status><pg_error_code>9998</pg_error_code>\n<pg_error_description>Некорректная подпись запроса</pg_error_description></response>';

/**
 * The result callback (Result URL), its fields and example values from the reference "Result notify",
 * https://docs.freedompay.kz/api-12007677 (the same at https://docs.freedompay.uz/api-13679518),
 * with `pg_order_id` and the amounts set by the test. Sent as multipart/form-data, as the reference says.
 */
export function resultCallbackFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    pg_order_id: '123456789',
    pg_payment_id: '12345',
    pg_amount: '500',
    pg_currency: 'KZT',
    pg_net_amount: '482.5',
    pg_ps_amount: '500',
    pg_ps_full_amount: '500',
    pg_ps_currency: 'KZT',
    pg_description: 'Purchase in the online store Site.kz',
    pg_result: '1',
    pg_payment_date: '2019-01-01 12:00:00',
    pg_can_reject: '1',
    pg_user_phone: '7077777777777',
    pg_user_contact_email: 'mail@customer.kz',
    pg_testing_mode: '1',
    pg_captured: '0',
    pg_card_id: '1234',
    pg_card_token: 'ef741cfc-f85e-41a0-84e6-2ba964912182',
    pg_card_pan: '5483-18XX-XXXX-0293',
    pg_salt: 'some random string',
    pg_discount_percent: '1.0',
    pg_discount_amount: '5',
    pg_payment_method: 'bankcard',
    pg_card_exp: '03/23',
    pg_card_owner: 'Ivan Ivanov',
    pg_card_brand: 'VI',
    ...overrides,
  };
}
