import { ErrorResponse } from '@aruu/contract/errors';
import { LocationList, StaffLocation } from '@aruu/contract/locations';
import { StaffLocationList } from '@aruu/contract/staff-locations';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { placeOrder } from '../../../test/orders.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const ctx = useTestApp();

let manager: SignedInStaff;
let warehouse: SignedInStaff;
beforeAll(async () => {
  manager = await signInStaff(ctx, 'manager');
  warehouse = await signInStaff(ctx, 'warehouse');
});

function call(who: { access_token: string }, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(who), ...(payload ? { payload } : {}) });
}

const publicList = async (lang = 'ru') => {
  const response = await ctx.app.inject({ url: `/api/v1/locations?lang=${lang}` });
  expect(response.statusCode, response.body).toBe(200);
  return LocationList.parse(response.json());
};

async function staffList() {
  return StaffLocationList.parse((await call(manager, 'GET', '/staff/locations')).json()).items;
}
const byCode = async (code: string) => (await staffList()).find((location) => location.code === code)!;

const newShop = (code: string, fields: object = {}) => ({
  code,
  name: { ru: 'Дордой Плаза', en: '', ky: '' },
  address: { ru: 'ул. Ибраимова, 115', en: 'Ibraimov St 115', ky: '' },
  phone: '+996 555 000 111',
  opens: '10:00',
  closes: '20:00',
  is_pickup_point: true,
  ships_courier: false,
  transfer_days: 2,
  position: 50,
  ...fields,
});

async function createShop(code: string, fields: object = {}) {
  const response = await call(manager, 'POST', '/staff/locations', newShop(code, fields));
  expect(response.statusCode, response.body).toBe(201);
  return StaffLocation.parse(response.json());
}

const errorOf = (response: { json(): unknown }) => ErrorResponse.parse(response.json()).error;

async function auditActions(id: number) {
  const rows = await queryRows<{ action: string }>(
    ctx.database,
    sql`select action from audit_entries where object_type = 'location' and object_id = ${String(id)} order by id`,
  );
  return rows.map((row) => row.action);
}

/** Free units of a variation at a location, put there as a delivery would (the trigger updates `variations.stock`). */
async function placeStock(variationId: number, locationId: number, units: number) {
  await queryRows(
    ctx.database,
    sql`insert into location_stock (variation_id, location_id, stock) values (${variationId}, ${locationId}, ${units})
      on conflict (variation_id, location_id) do update set stock = excluded.stock`,
  );
}
const catalogueStock = async (variationId: number) =>
  (await queryRows<{ stock: number }>(ctx.database, sql`select stock from variations where id = ${variationId}`))[0]!
    .stock;

describe('GET /locations', () => {
  it('lists the active pickup points in their order, in the asked language, not the warehouse', async () => {
    const ru = await publicList('ru');
    expect(ru.map((shop) => shop.code)).toEqual(['tsum', 'asia-mall', 'vefa']);
    expect(ru.every((shop) => shop.is_pickup_point && shop.name !== '' && shop.address !== '')).toBe(true);
    const en = await publicList('en');
    expect(en.map((shop) => shop.code)).toEqual(['tsum', 'asia-mall', 'vefa']);
    expect(en[0]!.address).not.toBe(ru[0]!.address);
  });

  it('answers with an ETag a browser revalidates for free, per language', async () => {
    const first = await ctx.app.inject({ url: '/api/v1/locations?lang=ky' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.vary).toContain('Accept-Language');
    const again = await ctx.app.inject({ url: '/api/v1/locations?lang=ky', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const english = await ctx.app.inject({ url: '/api/v1/locations?lang=en', headers: { 'if-none-match': etag } });
    expect(english.statusCode).toBe(200);
  });

  it('falls back to Russian where a text is empty, and drops a shop that closes', async () => {
    const shop = await createShop('dordoi');
    const ky = (await publicList('ky')).find((location) => location.code === 'dordoi');
    expect(ky).toMatchObject({ name: 'Дордой Плаза', address: 'ул. Ибраимова, 115', opens: '10:00', transfer_days: 2 });
    expect((await publicList('en')).find((location) => location.code === 'dordoi')?.address).toBe('Ibraimov St 115');
    expect((await call(manager, 'PATCH', `/staff/locations/${shop.id}`, { active: false })).statusCode).toBe(200);
    expect((await publicList()).map((location) => location.code)).not.toContain('dordoi');
  });
});

describe('staff locations', () => {
  it('refuses the warehouse role, and shows managers every location with the one default', async () => {
    expect((await call(warehouse, 'GET', '/staff/locations')).statusCode).toBe(403);
    expect((await call(warehouse, 'POST', '/staff/locations', newShop('osh'))).statusCode).toBe(403);
    const all = await staffList();
    expect(all.filter((location) => location.is_default).map((location) => location.code)).toEqual(['online']);
    expect(all.map((location) => location.code)).toEqual(
      expect.arrayContaining(['online', 'tsum', 'asia-mall', 'vefa']),
    );
  });

  it('creates a location, audited, and refuses a malformed or taken code', async () => {
    const created = await createShop('karakol', { name: { ru: 'Каракол', en: 'Karakol', ky: 'Каракол' } });
    expect(created).toMatchObject({ code: 'karakol', active: true, is_default: false, transfer_days: 2 });
    expect(await auditActions(created.id)).toEqual(['location.created']);

    const taken = await call(manager, 'POST', '/staff/locations', newShop('karakol'));
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({ code: 'value_taken', fields: { code: { code: 'value_taken' } } });

    const malformed = await call(manager, 'POST', '/staff/locations', newShop('Кара кол!', { transfer_days: 99 }));
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(errorOf(malformed).fields ?? {})).toEqual(expect.arrayContaining(['code', 'transfer_days']));

    const halfHours = await call(manager, 'POST', '/staff/locations', newShop('naryn', { closes: null }));
    expect(halfHours.statusCode).toBe(400);
    expect(errorOf(halfHours).fields).toHaveProperty('closes');
  });

  it('changes texts and hours, audited, and never the code', async () => {
    const shop = await createShop('talas');
    const changed = await call(manager, 'PATCH', `/staff/locations/${shop.id}`, {
      name: { ru: 'Талас', ky: 'Талас', en: 'Talas' },
      opens: null,
      closes: null,
      position: 7,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(StaffLocation.parse(changed.json())).toMatchObject({ name: { en: 'Talas' }, opens: null, position: 7 });
    expect(await auditActions(shop.id)).toEqual(['location.created', 'location.updated']);

    const recoded = await call(manager, 'PATCH', `/staff/locations/${shop.id}`, { code: 'talas-2' });
    expect(recoded.statusCode).toBe(400);
    expect((await byCode('talas')).id).toBe(shop.id);

    const oneTime = await call(manager, 'PATCH', `/staff/locations/${shop.id}`, { opens: '09:00' });
    expect(oneTime.statusCode).toBe(400);
    expect(errorOf(oneTime).fields).toHaveProperty('closes');
    const missing = await call(manager, 'PATCH', '/staff/locations/2147483000', { position: 1 });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps the weekdays a location is closed, each once and in order, and never all seven', async () => {
    const shop = await createShop('naryn');
    expect(shop.closed_weekdays).toEqual([]);
    const closed = await call(manager, 'PATCH', `/staff/locations/${shop.id}`, { closed_weekdays: [6, 0, 6] });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(StaffLocation.parse(closed.json()).closed_weekdays).toEqual([0, 6]);
    expect(await auditActions(shop.id)).toEqual(['location.created', 'location.updated']);
    for (const days of [[0, 1, 2, 3, 4, 5, 6], [7], [-1], [1.5]]) {
      const refused = await call(manager, 'PATCH', `/staff/locations/${shop.id}`, { closed_weekdays: days });
      expect(refused.statusCode, JSON.stringify(days)).toBe(400);
      expect(Object.keys(errorOf(refused).fields ?? {}).join()).toMatch(/^closed_weekdays/);
    }
    expect((await byCode('naryn')).closed_weekdays).toEqual([0, 6]);
  });

  it('moves the default in one step, and keeps the default open and selling', async () => {
    const tsum = await byCode('tsum');
    const moved = await call(manager, 'PATCH', `/staff/locations/${tsum.id}`, { is_default: true });
    expect(moved.statusCode, moved.body).toBe(200);
    const all = await staffList();
    expect(all.filter((location) => location.is_default).map((location) => location.code)).toEqual(['tsum']);
    expect(await auditActions(tsum.id)).toEqual(['location.made_default']);
    expect(await auditActions((await byCode('online')).id)).toEqual(['location.default_moved']);

    const closing = await call(manager, 'PATCH', `/staff/locations/${tsum.id}`, { active: false });
    expect(closing.statusCode).toBe(409);
    expect(errorOf(closing)).toMatchObject({ code: 'default_location_required', fields: { active: {} } });
    const notSelling = await call(manager, 'PATCH', `/staff/locations/${tsum.id}`, { is_pickup_point: false });
    expect(notSelling.statusCode).toBe(409);
    expect(errorOf(notSelling).code).toBe('default_location_required');

    const storeroom = await createShop('storeroom', { is_pickup_point: false });
    const unsellable = await call(manager, 'PATCH', `/staff/locations/${storeroom.id}`, { is_default: true });
    expect(unsellable.statusCode).toBe(409);
    expect((await byCode('tsum')).is_default).toBe(true);

    // Two managers moving the default at once: each move happens whole, one after the other.
    const [asia, vefa] = [await byCode('asia-mall'), await byCode('vefa')];
    const racing = await Promise.all(
      [asia, vefa].map((shop) => call(manager, 'PATCH', `/staff/locations/${shop.id}`, { is_default: true })),
    );
    expect(racing.map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await staffList()).filter((location) => location.is_default)).toHaveLength(1);

    const back = await call(manager, 'PATCH', `/staff/locations/${(await byCode('online')).id}`, { is_default: true });
    expect(back.statusCode).toBe(200);
    expect((await staffList()).filter((location) => location.is_default).map((location) => location.code)).toEqual([
      'online',
    ]);
  });

  it("takes a shop's units out of the catalogue when it stops selling, and will not close it while it holds any", async () => {
    const shop = await createShop('bazaar');
    const [variation] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from variations order by id limit 1`,
    );
    const variationId = variation!.id;
    const before = await catalogueStock(variationId);
    await placeStock(variationId, shop.id, 4);
    expect(await catalogueStock(variationId)).toBe(before + 4);

    const closing = await call(manager, 'PATCH', `/staff/locations/${shop.id}`, { active: false });
    expect(closing.statusCode).toBe(409);
    const error = errorOf(closing);
    expect(error.code).toBe('location_holds_stock');
    expect(error.message).toContain('4 units');
    expect((await byCode('bazaar')).active).toBe(true);

    // Still holding its units, as a storeroom: they no longer count as what the catalogue sells.
    const storeroom = await call(manager, 'PATCH', `/staff/locations/${shop.id}`, { is_pickup_point: false });
    expect(storeroom.statusCode, storeroom.body).toBe(200);
    expect(await catalogueStock(variationId)).toBe(before);
    await call(manager, 'PATCH', `/staff/locations/${shop.id}`, { is_pickup_point: true });
    expect(await catalogueStock(variationId)).toBe(before + 4);

    await placeStock(variationId, shop.id, 0);
    const closed = await call(manager, 'PATCH', `/staff/locations/${shop.id}`, { active: false });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await catalogueStock(variationId)).toBe(before);
  });

  it('will not close a shop holding units for an open order, and closes it once the order is handed over', async () => {
    const shop = await createShop('kiosk');
    const shopper = await registerShopper(ctx.app);
    const [variation] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from variations where stock >= 3 order by id desc limit 1`,
    );
    const { order_id: orderId } = await placeOrder(ctx.app, shopper, {
      lines: [{ variationId: variation!.id, quantity: 2 }],
    });
    // The order's units held at this shop (as a pickup there would hold them).
    await queryRows(
      ctx.database,
      sql`update stock_allocations set location_id = ${shop.id} where order_id = ${orderId}`,
    );
    const closing = await call(manager, 'PATCH', `/staff/locations/${shop.id}`, { active: false });
    expect(closing.statusCode).toBe(409);
    expect(errorOf(closing)).toMatchObject({ code: 'location_holds_stock' });
    expect(errorOf(closing).message).toContain('2 for open orders');

    await queryRows(ctx.database, sql`update orders set status = 'delivered' where id = ${orderId}`);
    expect((await call(manager, 'PATCH', `/staff/locations/${shop.id}`, { active: false })).statusCode).toBe(200);
  });
});
