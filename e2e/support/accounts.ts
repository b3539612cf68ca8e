import type { AuthTokens } from '@aruu/contract/auth';
import type { OrderDetail } from '@aruu/contract/orders';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { uniqueEmail } from '../../apps/api/test/accounts.js';
import { queryRows } from '../../apps/api/test/test-app.js';
import { apiAnswer } from './api.js';
import type { Store } from './store.js';

export { STRONG_PASSWORD, uniqueEmail } from '../../apps/api/test/accounts.js';

/** Logs in through the API; answers the HTTP status (200 or 401). */
export async function loginStatus(store: Store, email: string, password: string) {
  return (await apiAnswer(store, undefined, 'POST', 'auth/login', { email, password })).status;
}

/**
 * Puts two products in the shopper's cart and turns it into an order, as checkout's first step
 * does: two variations no other order holds yet, so what the test then reads of them (units put
 * aside, their history) is its order's alone in a store that other test files share.
 */
export async function placeOrder(store: Store, tokens: AuthTokens): Promise<OrderDetail> {
  const rows = await queryRows<{ id: number }>(
    store.database,
    sql`select v.id from variations v
        where v.stock >= 5 and v.price between 50000 and 300000
          and not exists (select 1 from order_items i where i.variation_id = v.id)
        order by v.id limit 2`,
  );
  for (const row of rows) {
    const added = await apiAnswer(store, tokens, 'POST', 'carts/add_product', { variation_id: row.id, quantity: 1 });
    expect(added.status, added.text).toBe(200);
  }
  const created = await apiAnswer(store, tokens, 'POST', 'orders/create_from_cart', {
    customer_name: 'Айгерим',
    phone: '+996 555 000 111',
    email: uniqueEmail('buyer'),
    address: 'Манаса 40',
    accept_terms: true,
  });
  expect(created.status, created.text).toBe(201);
  return created.body as OrderDetail;
}

interface SandboxMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The emails the store "sent" to this address, from the sandbox mailbox. Mail leaves through the
 * job queue, which the test store does not poll, so due jobs are run first.
 */
export async function mailsTo(store: Store, email: string): Promise<SandboxMail[]> {
  await store.app.jobs.runDueJobs();
  const response = await fetch(store.url(`/_sandbox/mail/messages.json?to=${encodeURIComponent(email)}`));
  expect(response.status).toBe(200);
  return (await response.json()) as SandboxMail[];
}

/** Waits for the password reset email and answers the link in it. */
export async function resetLinkFor(store: Store, email: string, count = 1): Promise<{ subject: string; link: string }> {
  let mails: SandboxMail[] = [];
  await expect
    .poll(async () => {
      mails = await mailsTo(store, email);
      return mails.length;
    })
    .toBe(count);
  const newest = mails[0]!;
  const link = new RegExp(`${store.origin}/auth/[\\w-]+`).exec(newest.text)?.[0];
  expect(link, newest.text).toBeDefined();
  return { subject: newest.subject, link: link! };
}

export const storedTokens = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token')]);

/** A visible toast with this text. */
export const toastWith = (page: Page, text: string) => page.locator('[data-toast]').filter({ hasText: text });
