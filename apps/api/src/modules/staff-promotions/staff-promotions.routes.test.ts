import { ErrorResponse } from '@aruu/contract/errors';
import { OrderDetail } from '@aruu/contract/orders';
import { PromoCode, PromoCodeList } from '@aruu/contract/staff-promotions';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { createOrderFromCart } from '../../../test/orders.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import type { AppError } from '../../http/app-error.js';
import { createPromotionsService } from '../promotions/promotions.service.js';

const ctx = useTestApp();

type Tokens = { access_token: string };
type Shopper = Tokens & { user: { id: number } };

function call(tokens: Tokens | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: tokens ? bearer(tokens) : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

let taken = 0;
/** A cart of one item worth at least 500 som, each time a different variation. */
async function fillCart(tokens: Tokens) {
  const [variation] = await queryRows<{ id: number }>(
    ctx.database,
    sql`select id from variations where stock >= 20 and price >= 50000 order by id offset ${taken} limit 1`,
  );
  taken += 1;
  const added = await call(tokens, 'POST', '/carts/add_product', { variation_id: variation!.id, quantity: 1 });
  expect(added.statusCode, added.body).toBe(200);
}

/** Places the cart as an order, with `promoCode` unless it is empty. */
function order(tokens: Tokens, promoCode: string) {
  return createOrderFromCart(ctx.app, tokens, promoCode ? { promo_code: promoCode } : {});
}

const reasonOf = (response: { json(): unknown }) => ErrorResponse.parse(response.json()).error.fields?.promo_code?.code;

async function auditCount(objectId: number) {
  const [row] = await queryRows<{ n: number }>(
    ctx.database,
    sql`select count(*)::int as n from audit_entries where object_type = 'promo_code' and object_id = ${String(objectId)}`,
  );
  return row!.n;
}

let manager: SignedInStaff;
let warehouse: SignedInStaff;
beforeAll(async () => {
  manager = await signInStaff(ctx, 'manager');
  warehouse = await signInStaff(ctx, 'warehouse');
});

const base = { kind: 'percent', value: 10, min_order: 0, usage_limit: null, once_per_user: true } as const;

describe('staff promo codes', () => {
  it('are created, listed, edited, paused and resumed by a manager, each change audited once', async () => {
    const created = await call(manager, 'POST', '/staff/promo-codes', { ...base, code: ' spring-25 ', value: 25 });
    expect(created.statusCode, created.body).toBe(201);
    const code = PromoCode.parse(created.json());
    expect(code).toMatchObject({ code: 'SPRING-25', value: 25, active: true, once_per_user: true });
    expect(code.stats).toEqual({ times_used: 0, revenue: 0, discount_given: 0 });

    const list = PromoCodeList.parse((await call(manager, 'GET', '/staff/promo-codes')).json());
    expect(list.items[0]?.id).toBe(code.id);
    expect(list.items.map((item) => item.code)).toContain('WELCOME10');

    const edited = await call(manager, 'PUT', `/staff/promo-codes/${code.id}`, {
      ...base,
      code: 'SPRING-30',
      value: 30,
      valid_until: '2030-01-01T00:00:00+06:00',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(PromoCode.parse(edited.json())).toMatchObject({
      code: 'SPRING-30',
      valid_until: '2029-12-31T18:00:00.000Z',
    });
    expect(PromoCode.parse((await call(manager, 'POST', `/staff/promo-codes/${code.id}/pause`)).json()).active).toBe(
      false,
    );
    // Pausing a paused code changes nothing and records nothing.
    await call(manager, 'POST', `/staff/promo-codes/${code.id}/pause`);
    expect(await auditCount(code.id)).toBe(3);

    const shopper = await registerShopper(ctx.app);
    await fillCart(shopper);
    expect(reasonOf(await order(shopper, 'spring-30'))).toBe('promo_code_unknown');
    await call(manager, 'POST', `/staff/promo-codes/${code.id}/resume`);
    expect((await order(shopper, 'spring-30')).statusCode).toBe(201);
    expect(await auditCount(code.id)).toBe(4);

    const [entry] = await queryRows<{ action: string; before: { code: string }; after: { code: string } }>(
      ctx.database,
      sql`select action, before, after from audit_entries where object_type = 'promo_code'
          and object_id = ${String(code.id)} and action = 'promo_code.updated'`,
    );
    expect(entry).toMatchObject({ before: { code: 'SPRING-25' }, after: { code: 'SPRING-30' } });
  });

  it('refuse bad rules and a taken code on their fields, writing nothing', async () => {
    const before = PromoCodeList.parse((await call(manager, 'GET', '/staff/promo-codes')).json()).items.length;
    const cases: Array<[object, string, string]> = [
      [{ ...base, code: 'BAD1', value: 150 }, 'value', 'invalid_value'],
      [{ ...base, code: 'BAD2', kind: 'fixed', value: 0 }, 'value', 'invalid_value'],
      [{ ...base, code: 'BAD3', value: 12.5 }, 'value', 'invalid_value'],
      [{ ...base, code: 'has space' }, 'code', 'invalid_value'],
      [{ ...base, code: '' }, 'code', 'required'],
      [
        { ...base, code: 'BAD4', valid_from: '2030-01-02T00:00:00Z', valid_until: '2030-01-01T00:00:00Z' },
        'valid_until',
        'invalid_value',
      ],
      [{ ...base, code: 'BAD5', usage_limit: 0 }, 'usage_limit', 'invalid_value'],
    ];
    for (const [body, field, reason] of cases) {
      const response = await call(manager, 'POST', '/staff/promo-codes', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(ErrorResponse.parse(response.json()).error.fields?.[field]?.code, JSON.stringify(body)).toBe(reason);
    }
    const taken = await call(manager, 'POST', '/staff/promo-codes', { ...base, code: 'welcome10' });
    expect(taken.statusCode).toBe(409);
    expect(ErrorResponse.parse(taken.json()).error.fields?.code?.code).toBe('promo_code_taken');

    const other = PromoCode.parse(
      (await call(manager, 'POST', '/staff/promo-codes', { ...base, code: 'RENAME-ME' })).json(),
    );
    const renamed = await call(manager, 'PUT', `/staff/promo-codes/${other.id}`, { ...base, code: 'ARUU500' });
    expect(renamed.statusCode).toBe(409);
    expect(ErrorResponse.parse(renamed.json()).error.fields?.code?.code).toBe('promo_code_taken');
    expect(await auditCount(other.id)).toBe(1);
    expect(PromoCodeList.parse((await call(manager, 'GET', '/staff/promo-codes')).json()).items).toHaveLength(
      before + 1,
    );
    expect((await call(manager, 'GET', '/staff/promo-codes/999999')).statusCode).toBe(404);
  });

  it('are closed to the warehouse and to shoppers', async () => {
    const shopper = await registerShopper(ctx.app);
    for (const tokens of [warehouse, shopper]) {
      expect((await call(tokens, 'GET', '/staff/promo-codes')).statusCode).toBe(403);
      expect((await call(tokens, 'POST', '/staff/promo-codes', { ...base, code: 'NOPE' })).statusCode).toBe(403);
    }
    expect((await call(undefined, 'GET', '/staff/promo-codes')).statusCode).toBe(401);
  });

  it('once per user: the same shopper cannot use it twice, even with two orders at once; others can', async () => {
    const once = PromoCode.parse(
      (await call(manager, 'POST', '/staff/promo-codes', { ...base, code: 'ONCE-EACH' })).json(),
    );
    const shopper: Shopper = await registerShopper(ctx.app);
    // A shopper has one cart, so two checkouts at once would also race for it; claiming the
    // code for two of their orders in two transactions at once isolates the code's own rule.
    const orderIds: number[] = [];
    for (let i = 0; i < 2; i++) {
      await fillCart(shopper);
      orderIds.push(OrderDetail.parse((await order(shopper, '')).json()).order_id);
    }
    const promotions = createPromotionsService();
    const userId = shopper.user.id;
    const results = await Promise.allSettled(
      orderIds.map((orderId) =>
        ctx.database.db.transaction(async (tx) => {
          const claimed = await promotions.claim(tx, { code: 'once-each', userId, subtotal: 100_000 });
          await promotions.recordRedemption(tx, claimed, userId, orderId);
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const failure = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((failure.reason as AppError).fields?.promo_code?.code).toBe('promo_code_used');
    const [uses] = await queryRows<{ n: number; used_count: number }>(
      ctx.database,
      sql`select count(*)::int as n, (select used_count from promo_codes where id = ${once.id}) as used_count
          from promo_redemptions where promo_code_id = ${once.id}`,
    );
    expect(uses).toEqual({ n: 1, used_count: 1 });

    // Through checkout the shopper is told so, in their language (the web app translates the code).
    await fillCart(shopper);
    expect(reasonOf(await order(shopper, 'ONCE-EACH'))).toBe('promo_code_used');
    const other = await registerShopper(ctx.app);
    await fillCart(other);
    expect((await order(other, 'ONCE-EACH')).statusCode).toBe(201);
  });

  it('without once per user the same shopper may use it again', async () => {
    await call(manager, 'POST', '/staff/promo-codes', { ...base, code: 'EVERY-TIME', once_per_user: false });
    const shopper = await registerShopper(ctx.app);
    for (let i = 0; i < 2; i++) {
      await fillCart(shopper);
      const placed = await order(shopper, 'EVERY-TIME');
      expect(placed.statusCode, placed.body).toBe(201);
    }
  });

  it('count uses, revenue and discount of orders not cancelled', async () => {
    const code = PromoCode.parse(
      (await call(manager, 'POST', '/staff/promo-codes', { ...base, code: 'STATS-15', value: 15 })).json(),
    );
    const placed: OrderDetail[] = [];
    for (let i = 0; i < 3; i++) {
      const shopper = await registerShopper(ctx.app);
      await fillCart(shopper);
      const response = await order(shopper, 'STATS-15');
      expect(response.statusCode, response.body).toBe(201);
      placed.push(OrderDetail.parse(response.json()));
      if (i === 2) {
        const cancelled = await call(shopper, 'DELETE', `/orders/delete/${placed[2]!.order_id}`);
        expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
      }
    }
    const kept = placed.slice(0, 2);
    const tyiyn = (som: number) => Math.round(som * 100);
    const stats = PromoCode.parse((await call(manager, 'GET', `/staff/promo-codes/${code.id}`)).json()).stats;
    expect(stats).toEqual({
      times_used: 2,
      revenue: kept.reduce((sum, o) => sum + tyiyn(o.totals.total), 0),
      discount_given: kept.reduce((sum, o) => sum + tyiyn(o.totals.discount), 0),
    });
    expect(stats.discount_given).toBeGreaterThan(0);
  });
});
