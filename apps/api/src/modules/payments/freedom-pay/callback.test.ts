import { describe, expect, it } from 'vitest';
import { callbackReply, readResultCallback } from './callback.js';
import { signatureBase, signParams, verifyParams } from './signature.js';
import { parseXmlMessage, textFields } from './xml-message.js';

const secretKey = 'store-secret';
const options = { scriptName: 'result', secretKey };

function signed(params: Record<string, string>, script = 'result', secret = secretKey): Record<string, string> {
  return { ...params, pg_sig: signParams(script, params, secret) };
}

const paid = {
  pg_order_id: '1001',
  pg_payment_id: '555000111',
  pg_amount: '2121.50',
  pg_currency: 'KGS',
  pg_result: '1',
  pg_payment_date: '2026-11-22 14:00:00',
  pg_card_pan: '4111-11XX-XXXX-1111',
  pg_card_brand: 'VI',
  pg_testing_mode: '1',
  pg_salt: 'salty',
};

describe('readResultCallback', () => {
  it('reads a correctly signed successful callback, amount in tyiyn', () => {
    expect(readResultCallback(signed(paid), options)).toEqual({
      ok: true,
      callback: {
        orderId: '1001',
        paymentId: '555000111',
        amountTyiyn: 212_150,
        currency: 'KGS',
        success: true,
        canReject: false,
        cardPan: '4111-11XX-XXXX-1111',
        testingMode: true,
      },
    });
    // Only pg_can_reject=1 lets a `rejected` answer give the money back; absent is read as 0.
    const rejectable = readResultCallback(signed({ ...paid, pg_can_reject: '1' }), options);
    expect(rejectable).toMatchObject({ ok: true, callback: { canReject: true } });
  });

  it('reads a failed payment with its failure reason', () => {
    const failed = { ...paid, pg_result: '0', pg_failure_code: '4001', pg_failure_description: 'Insufficient funds' };
    delete (failed as Partial<typeof failed>).pg_testing_mode;
    const result = readResultCallback(signed(failed), options);
    expect(result).toMatchObject({
      ok: true,
      callback: { success: false, failureCode: '4001', failureDescription: 'Insufficient funds', testingMode: false },
    });
  });

  it('refuses a wrong signature before reading anything', () => {
    expect(readResultCallback({ ...signed(paid), pg_amount: '1.00' }, options)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(readResultCallback(signed(paid, 'status'), options)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(readResultCallback(signed(paid, 'result', 'other'), options)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(readResultCallback(paid, options)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses signed callbacks it cannot read exactly', () => {
    for (const change of [{ pg_amount: '10.005' }, { pg_amount: '-5' }, { pg_result: 'yes' }, { pg_order_id: '' }]) {
      expect(readResultCallback(signed({ ...paid, ...change }), options), JSON.stringify(change)).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
    const { pg_currency: _, ...withoutCurrency } = paid;
    expect(readResultCallback(signed(withoutCurrency), options)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('callbackReply', () => {
  it('is signed XML with the callback script, values in key order description, salt, status', () => {
    const xml = callbackReply('result', secretKey, 'ok', 'Order paid');
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    const reply = textFields(parseXmlMessage(xml)!);
    expect(reply.pg_status).toBe('ok');
    expect(reply.pg_description).toBe('Order paid');
    expect(signatureBase('result', reply, secretKey)).toBe(`result;Order paid;${reply.pg_salt};ok;${secretKey}`);
    expect(verifyParams('result', reply, secretKey)).toBe(true);
  });

  it('uses a fresh salt each time and escapes the description', () => {
    const first = textFields(
      parseXmlMessage(callbackReply('result', secretKey, 'rejected', 'Amount <> order & total'))!,
    );
    const second = textFields(
      parseXmlMessage(callbackReply('result', secretKey, 'rejected', 'Amount <> order & total'))!,
    );
    expect(first.pg_salt).not.toBe(second.pg_salt);
    expect(first.pg_description).toBe('Amount <> order & total');
    expect(verifyParams('result', first, secretKey)).toBe(true);
  });
});
