import { describe, expect, it } from 'vitest';
import { scriptNameOf, signatureBase, signParams, verifyParams } from './signature.js';

describe('pg_sig', () => {
  // Keys sorted: pg_amount, pg_description (empty, still included), pg_merchant_id, pg_order_id, pg_salt.
  // Base "init_payment.php;1500.00;;12345;42;abc;secret"; `printf '%s' … | md5sum` gives the vector.
  const params = {
    pg_salt: 'abc',
    pg_order_id: '42',
    pg_merchant_id: '12345',
    pg_description: '',
    pg_amount: '1500.00',
  };

  it('matches a vector computed by hand', () => {
    expect(signatureBase('init_payment.php', params, 'secret')).toBe('init_payment.php;1500.00;;12345;42;abc;secret');
    expect(signParams('init_payment.php', params, 'secret')).toBe('f1ca17225e907d108d01bdf9042d952e');
  });

  it('ignores pg_sig and the order the keys come in', () => {
    const shuffled = {
      pg_amount: '1500.00',
      pg_sig: 'whatever',
      pg_description: '',
      pg_order_id: '42',
      pg_merchant_id: '12345',
      pg_salt: 'abc',
    };
    expect(signParams('init_payment.php', shuffled, 'secret')).toBe('f1ca17225e907d108d01bdf9042d952e');
  });

  it('flattens nested lists and maps as parent + key + %03d position, then sorts by those names', () => {
    // Names: b001 = "2", a002x002 = "X", a002y001 = "Y" → sorted a002x002, a002y001, b001.
    expect(signatureBase('s', { b: '2', a: { y: 'Y', x: 'X' } }, 'k')).toBe('s;X;Y;2;k');
    // Names: items001 + 0001 / 1002 → items0010001, items0011002; count002 sorts first.
    expect(signatureBase('s', { items: ['one', 'two'], count: 2 }, 'k')).toBe('s;2;one;two;k');
  });

  it('sorts by bytes, so upper case comes before lower case and "_" after digits', () => {
    expect(signatureBase('s', { b: '1', B: '2', a_: '3', a1: '4' }, 'k')).toBe('s;2;4;3;1;k');
  });

  it('verifies a correct signature and refuses any change', () => {
    const signed = { ...params, pg_sig: 'f1ca17225e907d108d01bdf9042d952e' };
    expect(verifyParams('init_payment.php', signed, 'secret')).toBe(true);
    expect(verifyParams('init_payment.php', { ...signed, pg_sig: signed.pg_sig.toUpperCase() }, 'secret')).toBe(true);
    expect(verifyParams('init_payment.php', { ...signed, pg_amount: '1500.01' }, 'secret')).toBe(false);
    expect(verifyParams('init_payment.php', { ...signed, pg_extra: '' }, 'secret')).toBe(false);
    expect(verifyParams('payment.php', signed, 'secret')).toBe(false);
    expect(verifyParams('init_payment.php', signed, 'other')).toBe(false);
    expect(verifyParams('init_payment.php', { ...signed, pg_sig: 'f1ca' }, 'secret')).toBe(false);
    expect(verifyParams('init_payment.php', params, 'secret')).toBe(false);
  });

  it('names the script by the basename of the URL path', () => {
    expect(scriptNameOf('https://api.freedompay.kg/init_payment.php')).toBe('init_payment.php');
    expect(scriptNameOf('https://aruu.kg/api/v1/payments/freedom-pay/result?x=1')).toBe('result');
    expect(scriptNameOf('https://aruu.kg/api/v1/payments/result/')).toBe('');
    expect(scriptNameOf('https://aruu.kg')).toBe('');
    expect(scriptNameOf('/pbpaybox/status')).toBe('status');
  });
});
