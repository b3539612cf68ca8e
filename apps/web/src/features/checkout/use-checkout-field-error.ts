import { errorCodes } from '@aruu/contract/error-codes';
import { useCallback } from 'react';
import { useFormatNumber } from '@/shared/i18n/format';
import { useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { checkoutFieldCodes } from './checkout-form';

type CheckoutFieldCode = (typeof checkoutFieldCodes)[number];
const isCheckoutCode = (code: string): code is CheckoutFieldCode =>
  (checkoutFieldCodes as readonly string[]).includes(code);
const isErrorCode = (code: string): code is (typeof errorCodes)[number] =>
  (errorCodes as readonly string[]).includes(code);

/**
 * A field error of the order form in the shopper's language: this form's own codes, the API's
 * error codes it puts on fields (`uds_code_invalid`, `not_enough_bonuses`), or contract field codes.
 */
export function useCheckoutFieldError(maxPoints: number | undefined) {
  const { t } = useTranslation(['checkout', 'errors']);
  const fieldText = useFieldErrorText();
  const formatNumber = useFormatNumber();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      if (isCheckoutCode(message)) {
        return t(`checkout:fieldErrors.${message}`, {
          maxPoints: maxPoints === undefined ? '' : formatNumber(maxPoints),
        });
      }
      if (isErrorCode(message)) return t(`errors:codes.${message}`);
      return fieldText(message);
    },
    [t, fieldText, formatNumber, maxPoints],
  );
}
