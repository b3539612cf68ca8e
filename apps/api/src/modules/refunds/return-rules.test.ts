import { describe, expect, it } from 'vitest';
import { goodsPaid, returnRule, udsShare } from './return-rules.js';

const delivered = new Date('2026-11-01T12:00:00Z');
const after = (days: number, hours = 0) => new Date(delivered.getTime() + (days * 24 + hours) * 3_600_000);

describe('return rules (spec §9)', () => {
  it('gives everything back before the goods are supplied, whatever the reason', () => {
    expect(returnRule('proper_quality', null, after(90))).toEqual({
      rule: 'not_supplied',
      percent: 100,
      withinWindow: true,
    });
  });

  it('takes a proper-quality item back within 7 days of receipt, at the 50% of the payment rules', () => {
    expect(returnRule('proper_quality', delivered, after(7))).toEqual({
      rule: 'within_30_days',
      percent: 50,
      withinWindow: true,
    });
    expect(returnRule('proper_quality', delivered, after(7, 1))).toEqual({
      rule: 'within_30_days',
      percent: 50,
      withinWindow: false,
    });
    expect(returnRule('proper_quality', delivered, after(30, 1))).toEqual({
      rule: 'after_30_days',
      percent: 0,
      withinWindow: false,
    });
  });

  it('takes a defective item back in full at any time', () => {
    expect(returnRule('defect', delivered, after(45))).toEqual({ rule: 'defect', percent: 100, withinWindow: true });
  });

  it('values returned goods at their share of the money paid, promo and points spread, rounded down', () => {
    // 3,000 som of goods, 300 off by promo, 500 points, 200 delivery: 2,200 som paid for goods.
    const order = { subtotal: 300_000, deliveryFee: 20_000, total: 300_000 + 20_000 - 30_000 - 50_000 };
    expect(goodsPaid(order, 100_000)).toBe(73_333);
    expect(goodsPaid(order, 300_000)).toBe(220_000);
    expect(goodsPaid({ subtotal: 0, deliveryFee: 0, total: 0 }, 0)).toBe(0);
  });

  it('gives back the returned share of the UDS purchase, scaled by the share of the price refunded', () => {
    const base = { udsGoodsTyiyn: 270_000, subtotal: 300_000, goodsTyiyn: 100_000, goodsPaid: 73_333 };
    expect(udsShare({ ...base, refund: 73_333 })).toBe(90_000);
    expect(udsShare({ ...base, refund: 36_666 })).toBe(44_999);
    expect(udsShare({ ...base, refund: 0 })).toBe(0);
  });
});
