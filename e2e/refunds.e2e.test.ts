import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer } from '../apps/api/test/accounts.js';
import { signInStaff } from '../apps/api/test/staff.js';
import { queryRows } from '../apps/api/test/test-app.js';
import { placeOrder, toastWith } from './support/accounts.js';
import { seriousAxeViolations } from './support/browser.js';
import { bishkekCode, payByCard } from './support/checkout.js';
import { staffPage } from './support/staff.js';
import { type PageOptions, setUpStore } from './support/store.js';

const store = setUpStore();

/** A shopper's order paid by card on the payment sandbox, not yet assembled. */
async function paidOrder() {
  const tokens = await store.registerShopper();
  const order = await placeOrder(store, tokens);
  await store.app.inject({
    method: 'POST',
    url: '/api/v1/orders/set_delivery',
    headers: bearer(tokens),
    payload: { order_id: order.order_id, delivery: { method: 'courier', city_code: await bishkekCode(store) } },
  });
  await payByCard(store, tokens, order.order_id);
  return order.order_id;
}

/** A paid order the buyer received two days ago. */
async function deliveredOrder() {
  const orderId = await paidOrder();
  await queryRows(
    store.database,
    sql`with moved as (update orders set status = 'delivered' where id = ${orderId} returning id)
        insert into order_events (order_id, status, actor, created_at)
        select id, 'delivered', 'staff', now() - interval '2 days' from moved`,
  );
  return orderId;
}

/** A manager signed in to the staff app in a new page of `viewport`. */
const managerPage = (viewport: PageOptions['viewport']) => staffPage(store, 'manager', viewport);

const refundRows = (orderId: number) =>
  queryRows<{ amount: number; state: string }>(
    store.database,
    sql`select amount, state from refunds where order_id = ${orderId} order by id`,
  );

describe('refunds in the staff app', () => {
  it.each<[PageOptions['viewport']]>([['desktop'], ['phone']])(
    'a manager records a returned item and sees its refund go through (%s)',
    async (viewport) => {
      const orderId = await deliveredOrder();
      const manager = await signInStaff({ app: store.app, database: store.database }, 'manager');
      const page = await store.newPage({ viewport });
      await page.addInitScript(
        (session) => {
          localStorage.setItem('staff_access_token', session.access);
          localStorage.setItem('staff_refresh_token', session.refresh);
        },
        { access: manager.access_token, refresh: manager.refresh_token },
      );
      await page.goto(store.url(`/staff/orders/${orderId}/refunds`));
      await page.getByRole('heading', { level: 1, name: `Order #${orderId}: refunds and returns` }).waitFor();
      await page.getByText('No refunds yet.').waitFor();
      expect(await seriousAxeViolations(page), 'refunds page').toEqual([]);

      await page.getByRole('button', { name: 'Record a return' }).click();
      const form = page.locator('[data-staff-form=return]');
      await form.getByRole('spinbutton').first().fill('1');
      const quote = form.locator('[data-return-quote]');
      await quote.getByText('Within 30 days of receipt: 50% back (payment rules)').waitFor();
      expect(await seriousAxeViolations(page), 'return dialog').toEqual([]);
      const amount = ((await quote.textContent()) ?? '').match(/To refund: (.+)$/)?.[1];
      await form.getByRole('button', { name: 'Record the return' }).click();
      await toastWith(page, 'Return recorded; the refund is on its way').waitFor();

      const refund = page.locator('[data-refund]');
      await refund.locator('[data-refund-state=pending]').waitFor();
      await store.app.jobs.runDueJobs();
      // The page asks again while a refund is on its way.
      await refund.locator('[data-refund-state=succeeded]').waitFor();
      expect(await refund.textContent()).toContain(amount);
      await page.locator('[data-return]').getByText('back on the shelf', { exact: false }).waitFor();
    },
  );
});

describe('money buttons on the staff order page', () => {
  it.each<[PageOptions['viewport']]>([['desktop'], ['phone']])(
    'a double-clicked goodwill refund refunds once, within what is left, and shows its outcome (%s)',
    async (viewport) => {
      const orderId = await deliveredOrder();
      const page = await managerPage(viewport);
      const keys: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith(`/staff/orders/${orderId}/refunds`))
          keys.push(request.headers()['idempotency-key'] ?? '');
      });
      await page.goto(store.url(`/staff/orders/${orderId}`));
      await page.getByRole('heading', { level: 1, name: `Order #${orderId}` }).waitFor();
      await page.getByText('No refunds yet.').waitFor();
      // Delivered: the state machine offers no cancellation, so no "Cancel and refund" either.
      expect(await page.getByRole('button', { name: 'Cancel and refund' }).count()).toBe(0);
      expect(await seriousAxeViolations(page), 'order page').toEqual([]);

      await page.getByRole('button', { name: 'Refund an amount' }).click();
      const form = page.locator('[data-staff-form=refund]');
      await form.getByLabel('Amount, som').fill('999999');
      await form.getByLabel('Why it is refunded (staff see this)').fill('The parcel came late');
      await form.getByRole('button', { name: 'Refund', exact: true }).click();
      await form.getByText('At most', { exact: false }).waitFor();
      expect(keys).toEqual([]);
      expect(await seriousAxeViolations(page), 'refund dialog').toEqual([]);

      await form.getByLabel('Amount, som').fill('10');
      await form.getByRole('button', { name: 'Refund', exact: true }).dblclick();
      await toastWith(page, 'The refund is on its way').waitFor();
      // However many requests the double click made, they carried one key and made one refund.
      expect(new Set(keys).size).toBe(1);
      expect(await refundRows(orderId)).toEqual([{ amount: 1000, state: 'pending' }]);

      const refund = page.locator('[data-refund]');
      await refund.locator('[data-refund-state=pending]').waitFor();
      await store.app.jobs.runDueJobs();
      await refund.locator('[data-refund-state=succeeded]').waitFor();
      expect(await refund.count()).toBe(1);
    },
  );

  it.each<[PageOptions['viewport']]>([['desktop'], ['phone']])(
    'a manager cancels a paid order with its refund, and sees the refund go through (%s)',
    async (viewport) => {
      const orderId = await paidOrder();
      const page = await managerPage(viewport);
      await page.goto(store.url(`/staff/orders/${orderId}`));
      await page.getByRole('heading', { level: 1, name: `Order #${orderId}` }).waitFor();
      // A paid order is never cancelled without its refund.
      expect(await page.getByRole('button', { name: 'Cancel order', exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'Cancel and refund' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel and refund' });
      await dialog.getByText('goes back to the buyer', { exact: false }).waitFor();
      expect(await seriousAxeViolations(page), 'cancel dialog').toEqual([]);
      await dialog.getByLabel('Reason for cancelling').fill('The buyer changed their mind');
      await dialog.getByRole('button', { name: 'Cancel it' }).click();

      await page.getByText('Nothing can be done with this order now.').waitFor();
      const refund = page.locator('[data-refund]');
      await refund.locator('[data-refund-state=pending]').waitFor();
      expect(await refund.textContent()).toContain('Order cancelled');
      await store.app.jobs.runDueJobs();
      await refund.locator('[data-refund-state=succeeded]').waitFor();
      const [row, ...more] = await refundRows(orderId);
      expect(more).toEqual([]);
      expect(row?.state).toBe('succeeded');
      expect(await page.getByRole('button', { name: 'Cancel and refund' }).count()).toBe(0);
    },
  );
});
