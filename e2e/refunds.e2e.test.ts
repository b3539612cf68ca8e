import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../apps/api/test/test-app.js';
import { placeOrder, toastWith } from './support/accounts.js';
import { apiCall } from './support/api.js';
import { bishkekCode, payByCard } from './support/checkout.js';
import { staffPage } from './support/staff.js';
import { setUpStore } from './support/store.js';
import { expectAccessibleAtBothWidths } from './support/widths.js';

const store = setUpStore();

/** A shopper's order paid by card on the payment sandbox, not yet assembled. */
async function paidOrder() {
  const tokens = await store.registerShopper();
  const order = await placeOrder(store, tokens);
  await apiCall(store, tokens, 'POST', 'orders/set_delivery', {
    order_id: order.order_id,
    delivery: { method: 'courier', city_code: await bishkekCode(store) },
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

const refundRows = (orderId: number) =>
  queryRows<{ amount: number; state: string }>(
    store.database,
    sql`select amount, state from refunds where order_id = ${orderId} order by id`,
  );

describe('refunds in the staff app', () => {
  // Once, on a phone, where the dialogs are tightest; each screen is checked at a desktop's width
  // too (expectAccessibleAtBothWidths), where the same components lay out differently.
  it('a manager records a return, refunds a goodwill amount with a double click and cancels a paid order with its refund, and sees each refund go through', async () => {
    const delivered = await deliveredOrder();
    const paid = await paidOrder();
    const page = await staffPage(store, 'manager', 'phone');
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/staff/orders/${delivered}/refunds`))
        keys.push(request.headers()['idempotency-key'] ?? '');
    });
    const refunds = page.locator('[data-refund]');

    // A returned item, on the order's refunds page.
    await page.goto(store.url(`/staff/orders/${delivered}/refunds`));
    await page.getByRole('heading', { level: 1, name: `Order #${delivered}: refunds and returns` }).waitFor();
    await page.getByText('No refunds yet.').waitFor();
    await expectAccessibleAtBothWidths(page, 'refunds page');

    await page.getByRole('button', { name: 'Record a return' }).click();
    const returnForm = page.locator('[data-staff-form=return]');
    await returnForm.getByRole('spinbutton').first().fill('1');
    const quote = returnForm.locator('[data-return-quote]');
    await quote.getByText('Within 30 days of receipt: 50% back (payment rules)').waitFor();
    await expectAccessibleAtBothWidths(page, 'return dialog');
    const amount = ((await quote.textContent()) ?? '').match(/To refund: (.+)$/)?.[1];
    await returnForm.getByRole('button', { name: 'Record the return' }).click();
    await toastWith(page, 'Return recorded; the refund is on its way').waitFor();

    await refunds.locator('[data-refund-state=pending]').waitFor();
    await store.app.jobs.runDueJobs();
    // The page asks again while a refund is on its way.
    await refunds.locator('[data-refund-state=succeeded]').waitFor();
    expect(await refunds.textContent()).toContain(amount);
    await page.locator('[data-return]').getByText('back on the shelf', { exact: false }).waitFor();

    // A goodwill refund of part of what is left, on the order page; its checks of the amount
    // are refunds-panel.test.tsx's.
    await page.goto(store.url(`/staff/orders/${delivered}`));
    await page.getByRole('heading', { level: 1, name: `Order #${delivered}` }).waitFor();
    await refunds.locator('[data-refund-state=succeeded]').waitFor();
    // Delivered: the state machine offers no cancellation, so no "Cancel and refund" either.
    expect(await page.getByRole('button', { name: 'Cancel and refund' }).count()).toBe(0);
    await expectAccessibleAtBothWidths(page, 'order page');

    await page.getByRole('button', { name: 'Refund an amount' }).click();
    const refundForm = page.locator('[data-staff-form=refund]');
    await refundForm.getByLabel('Amount, som').fill('10');
    await refundForm.getByLabel('Why it is refunded (staff see this)').fill('The parcel came late');
    await expectAccessibleAtBothWidths(page, 'refund dialog');
    await refundForm.getByRole('button', { name: 'Refund', exact: true }).dblclick();
    await toastWith(page, 'The refund is on its way').waitFor();
    // However many requests the double click made, they carried one key and made one refund.
    expect(new Set(keys).size).toBe(1);
    const [returned, ...goodwill] = await refundRows(delivered);
    expect(returned?.state).toBe('succeeded');
    expect(goodwill).toEqual([{ amount: 1000, state: 'pending' }]);

    await refunds.locator('[data-refund-state=pending]').waitFor();
    await store.app.jobs.runDueJobs();
    await expect.poll(() => refunds.locator('[data-refund-state=succeeded]').count()).toBe(2);
    expect(await refunds.count()).toBe(2);

    // A paid order, not yet sent: cancelled with its refund.
    await page.goto(store.url(`/staff/orders/${paid}`));
    await page.getByRole('heading', { level: 1, name: `Order #${paid}` }).waitFor();
    // A paid order is never cancelled without its refund.
    expect(await page.getByRole('button', { name: 'Cancel order', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel and refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel and refund' });
    await dialog.getByText('goes back to the buyer', { exact: false }).waitFor();
    await expectAccessibleAtBothWidths(page, 'cancel dialog');
    await dialog.getByLabel('Reason for cancelling').fill('The buyer changed their mind');
    await dialog.getByRole('button', { name: 'Cancel it' }).click();

    await page.getByText('Nothing can be done with this order now.').waitFor();
    await refunds.locator('[data-refund-state=pending]').waitFor();
    expect(await refunds.textContent()).toContain('Order cancelled');
    await store.app.jobs.runDueJobs();
    await refunds.locator('[data-refund-state=succeeded]').waitFor();
    const [row, ...more] = await refundRows(paid);
    expect(more).toEqual([]);
    expect(row?.state).toBe('succeeded');
    expect(await page.getByRole('button', { name: 'Cancel and refund' }).count()).toBe(0);
  });
});
