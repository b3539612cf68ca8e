import { CartUdsPoints, UdsAccount } from '@aruu/contract/payments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../../../test/accounts.js';
import { type CheckoutStore, startCheckoutStore, type Tokens } from '../../../test/checkout-store.js';
import { queryRows } from '../../../test/test-app.js';

/** The UDS account in the store account, over HTTP to the UDS simulator (cache off, so every read asks UDS). */
let store: CheckoutStore;

beforeAll(async () => {
  store = await startCheckoutStore({ env: { UDS_BALANCE_CACHE_MS: '0' } });
});
afterAll(async () => {
  await store?.close();
});

async function setBalance(code: string, points: number) {
  await queryRows(
    store.database,
    sql`update sandbox_uds_customers set points_tyiyn = ${points * 100} where payment_code = ${code}`,
  );
}

async function storedUid(tokens: Tokens) {
  const me = (await store.api(tokens, 'GET', '/users/me')).body as { id: number };
  const [row] = await queryRows<{ uds_uid: string | null }>(
    store.database,
    sql`select uds_uid from users where id = ${me.id}`,
  );
  return row!.uds_uid;
}

describe('linking a UDS account', () => {
  it('links by the app code, keeps the uid, and shows the balance UDS has now', async () => {
    const tokens = await registerShopper(store.app);
    expect(UdsAccount.parse((await store.api(tokens, 'GET', '/users/uds')).body)).toEqual({ uds: null });

    const code = await store.addUdsCustomer(420);
    const linked = await store.api(tokens, 'POST', '/users/uds/link', { uds_code: code });
    expect(linked.status, linked.text).toBe(200);
    expect(UdsAccount.parse(linked.body)).toEqual({ uds: { customer_name: `Test ${code}`, balance: 420 } });
    const [customer] = await queryRows<{ uid: string }>(
      store.database,
      sql`select uid from sandbox_uds_customers where payment_code = ${code}`,
    );
    expect(await storedUid(tokens)).toBe(customer!.uid);

    // Found by the uid from now on, not the code: the app's code expiring changes nothing.
    await queryRows(
      store.database,
      sql`update sandbox_uds_customers set payment_code_expires_at = now() - interval '1 hour', points_tyiyn = 51075
          where uid = ${customer!.uid}`,
    );
    const refreshed = UdsAccount.parse((await store.api(tokens, 'GET', '/users/uds')).body);
    expect(refreshed.uds?.balance).toBe(510);

    const unlinked = await store.api(tokens, 'POST', '/users/uds/unlink');
    expect(UdsAccount.parse(unlinked.body)).toEqual({ uds: null });
    expect(await storedUid(tokens)).toBeNull();
  });

  it('refuses a code UDS does not know, linking nothing', async () => {
    const tokens = await registerShopper(store.app);
    const response = await store.api(tokens, 'POST', '/users/uds/link', { uds_code: '999000' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'uds_code_invalid' } });
    expect(await storedUid(tokens)).toBeNull();
  });

  it('reads a linked customer UDS no longer knows as no account', async () => {
    const tokens = await registerShopper(store.app);
    const code = await store.addUdsCustomer(10);
    await store.api(tokens, 'POST', '/users/uds/link', { uds_code: code });
    await queryRows(store.database, sql`delete from sandbox_uds_customers where payment_code = ${code}`);
    expect(UdsAccount.parse((await store.api(tokens, 'GET', '/users/uds')).body)).toEqual({ uds: null });
    expect(CartUdsPoints.parse((await store.api(tokens, 'GET', '/carts/uds_points')).body)).toEqual({ uds: null });
  });

  it('asks for a signed-in shopper', async () => {
    expect((await store.api(undefined, 'GET', '/users/uds')).status).toBe(401);
  });
});

describe("the cart's points", () => {
  it('says what the cart may spend and would earn, as UDS prices it', async () => {
    const tokens = await registerShopper(store.app);
    expect(CartUdsPoints.parse((await store.api(tokens, 'GET', '/carts/uds_points')).body)).toEqual({ uds: null });

    const code = await store.addUdsCustomer(5000);
    await store.api(tokens, 'POST', '/users/uds/link', { uds_code: code });
    const [variation] = await queryRows<{ id: number; price: number }>(
      store.database,
      sql`select id, price from variations where stock >= 5 and price between 100000 and 300000 order by id limit 1`,
    );
    await store.api(tokens, 'POST', '/carts/add_product', { variation_id: variation!.id, quantity: 2 });
    const total = variation!.price * 2;

    const points = CartUdsPoints.parse((await store.api(tokens, 'GET', '/carts/uds_points')).body);
    // The simulated company: at most 50 % of the bill in points, 5 % cashback on what is paid in money.
    expect(points).toEqual({
      uds: {
        balance: 5000,
        max_points: Math.min(5000, Math.floor(total / 2 / 100)),
        earn_points: Math.floor((total * 5) / 100 / 100),
      },
    });

    await setBalance(code, 3);
    const poorer = CartUdsPoints.parse((await store.api(tokens, 'GET', '/carts/uds_points')).body);
    expect(poorer.uds).toMatchObject({ balance: 3, max_points: 3 });
  });
});
