import type { AuthTokens } from '@aruu/contract/auth';
import type { OrderDetail } from '@aruu/contract/orders';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../apps/api/test/test-app.js';
import { mailsTo, toastWith, uniqueEmail } from './support/accounts.js';
import { apiCall } from './support/api.js';
import { seriousAxeViolations } from './support/browser.js';
import { bishkekCode, cards, payByCard, payOnHostedPage } from './support/checkout.js';
import { waitUntilLive } from './support/live.js';
import { staffPage } from './support/staff.js';
import { setUpStore } from './support/store.js';

const store = setUpStore();

interface Shade {
  id: number;
  name: string;
}

/** A product with two shades in stock at different prices: the cheaper and the dearer, with their names in English. */
async function twoShades(): Promise<{ title: string; cheaper: Shade; dearer: Shade }> {
  const [row] = await queryRows<{
    title: string;
    a: number;
    a_name: string;
    b: number;
    b_name: string;
  }>(
    store.database,
    sql`select p.title_en as title, a.id as a, a.name_en as a_name,
               b.id as b, b.name_en as b_name
        from variations a
        join variations b on b.product_id = a.product_id and b.price > a.price + 10000
        join products p on p.id = a.product_id
        where a.stock >= 5 and b.stock >= 5 and not a.hidden and not b.hidden and a.price between 50000 and 300000
        order by a.product_id limit 1`,
  );
  if (!row) throw new Error('no product with two shades in stock at different prices');
  return {
    title: row.title,
    cheaper: { id: row.a, name: row.a_name },
    dearer: { id: row.b, name: row.b_name },
  };
}

/** A card order of one unit of `variationId`, paid on the payment sandbox, with its own e-mail address. */
async function paidOrderOf(
  variationId: number,
): Promise<{ orderId: number; email: string; tokens: AuthTokens; total: number }> {
  const tokens = await store.registerShopper({ language: 'en' });
  const email = uniqueEmail('change');
  await apiCall(store, tokens, 'POST', 'carts/add_product', { variation_id: variationId, quantity: 1 });
  const order = await apiCall<OrderDetail>(store, tokens, 'POST', 'orders/create_from_cart', {
    customer_name: 'Aigerim Asanova',
    phone: '+996 555 000 111',
    email,
    address: 'Manasa 40, apt 12',
    accept_terms: true,
  });
  const delivered = await apiCall<OrderDetail>(store, tokens, 'POST', 'orders/set_delivery', {
    order_id: order.order_id,
    delivery: { method: 'courier', city_code: await bishkekCode(store) },
  });
  await payByCard(store, tokens, order.order_id);
  return { orderId: order.order_id, email, tokens, total: delivered.totals.total };
}

/** The proposal's link in the mail the buyer got, from the sandbox mailbox. */
async function proposalLink(email: string): Promise<string> {
  const pattern = new RegExp(`${store.origin}/order-changes/[\\w-]+`);
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailsTo(store, email)).map((mail) => pattern.exec(mail.text)?.[0]).find(Boolean);
      return link;
    })
    .toBeDefined();
  return link!;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** No part of the page sticks out to the right (a phone must never scroll sideways). */
async function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** On the staff order page, a manager replaces the order's line with `to` and sends it to the buyer. */
async function proposeReplacement(staff: Page, orderId: number, title: string, from: Shade, to: Shade) {
  await staff.goto(store.url(`/staff/orders/${orderId}`));
  await staff.getByRole('heading', { level: 1, name: `Order #${orderId}` }).waitFor();
  await staff.getByRole('button', { name: `Replace: ${title}, ${from.name}` }).click();
  const dialog = staff.getByRole('dialog', { name: 'Replace a line' });
  await dialog.getByRole('button', { name: new RegExp(`${escaped(to.name)}.*in stock`) }).click();
  const preview = dialog.getByRole('region', { name: 'What changes' });
  await preview.getByText('The buyer must agree', { exact: false }).waitFor();
  expect(await seriousAxeViolations(staff), 'change dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Send to the buyer' }).click();
  await toastWith(staff, 'The proposal was sent to the buyer').waitFor();
  await staff.locator('[data-change-state=proposed]').getByText('Waiting for the buyer').waitFor();
}

/** The buyer opens the mailed link on the phone, without signing in. */
async function buyerOpens(buyer: Page, link: string, orderId: number) {
  await buyer.goto(link);
  await waitUntilLive(buyer);
  await buyer.getByRole('heading', { level: 1, name: `A change to order #${orderId}` }).waitFor();
  expect(await overflow(buyer)).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(buyer), 'proposal page').toEqual([]);
}

describe('changing a paid order', () => {
  it('a manager proposes a dearer shade on one order and a cheaper one on another; on a phone the buyer accepts both, pays the difference of the first and is told of the refund of the second; the staff orders show both', async () => {
    const { title, cheaper, dearer } = await twoShades();
    const up = await paidOrderOf(cheaper.id);
    const down = await paidOrderOf(dearer.id);
    // The manager at 1440 px, the buyer's mailed links on a phone (375 px).
    const staff = await staffPage(store, 'manager', 'desktop');
    await proposeReplacement(staff, up.orderId, title, cheaper, dearer);
    await proposeReplacement(staff, down.orderId, title, dearer, cheaper);
    const buyer = await store.newPage({ viewport: 'phone' });

    // The dearer shade: accepted, and the difference paid by card.
    await buyerOpens(buyer, await proposalLink(up.email), up.orderId);
    await buyer.getByRole('region', { name: 'Before' }).getByText(cheaper.name).waitFor();
    await buyer.getByRole('region', { name: 'After' }).getByText(dearer.name).waitFor();
    expect((await buyer.locator('[data-change-money]').textContent()) ?? '').toMatch(/^You will pay /);
    await buyer.getByRole('button', { name: 'Accept' }).click();
    await buyer.getByRole('status').getByText('The change is now in your order.').waitFor();
    expect(await overflow(buyer)).toBeLessThanOrEqual(0);

    await buyer.getByRole('button', { name: /^Pay / }).click();
    await payOnHostedPage(buyer, cards.success);
    await store.app.jobs.runDueJobs();
    // Back on the link: the difference is paid, so nothing is left to pay.
    await buyer.goto(await proposalLink(up.email));
    await buyer.getByRole('status').getByText('The change is now in your order.').waitFor();
    expect(await buyer.getByRole('button', { name: /^Pay / }).count()).toBe(0);

    // The cheaper shade: accepted, with the difference refunded.
    await buyerOpens(buyer, await proposalLink(down.email), down.orderId);
    expect((await buyer.locator('[data-change-money]').textContent()) ?? '').toMatch(
      /^You will be refunded .+ to your card\.$/,
    );
    await buyer.getByRole('button', { name: 'Accept' }).click();
    await buyer.getByRole('status').getByText('The change is now in your order.').waitFor();
    expect(await buyer.getByRole('button', { name: /^Pay / }).count()).toBe(0);
    await store.app.jobs.runDueJobs();

    await staff.goto(store.url(`/staff/orders/${up.orderId}`));
    const paidChange = staff.locator('[data-change-state=applied]');
    await paidChange.getByText('Applied', { exact: true }).waitFor();
    await paidChange.getByText(/^Payment of .+ received$/).waitFor();
    // The order's lines are the new shade's now.
    await staff.getByRole('button', { name: `Replace: ${title}, ${dearer.name}` }).waitFor();

    await staff.goto(store.url(`/staff/orders/${down.orderId}`));
    await staff
      .locator('[data-change-state=applied]')
      .getByText('Refund of the difference', { exact: false })
      .waitFor();
    await staff.locator('[data-refund]').first().waitFor();
    // The refund is the old total less the new one (delivery may change with the goods' sum).
    const changed = await apiCall<OrderDetail>(store, down.tokens, 'GET', `orders/${down.orderId}`);
    expect(changed.totals.total).toBeLessThan(down.total);
    const rows = await queryRows<{ amount: number }>(
      store.database,
      sql`select amount from refunds where order_id = ${down.orderId} order by id`,
    );
    expect(rows.map((row) => row.amount)).toEqual([Math.round((down.total - changed.totals.total) * 100)]);
  });
});
