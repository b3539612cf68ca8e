import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../apps/api/test/staff.js';
import { startSmtpTestServer } from '../apps/api/test/support/smtp-test-server.js';
import { queryRows } from '../apps/api/test/test-app.js';
import { uniqueEmail } from './support/accounts.js';
import { waitUntilLive } from './support/live.js';
import { setUpStore } from './support/store.js';

// The store's mail leaves through SMTP, to a real SMTP server on loopback.
const smtp = await startSmtpTestServer();
const store = setUpStore({ env: { SMTP_URL: smtp.url } });
afterAll(() => smtp.close());

async function mailsTo(email: string) {
  await store.app.jobs.runDueJobs();
  return smtp.received.filter((mail) => JSON.stringify(mail.to).includes(email));
}

describe('notify me when back in stock', () => {
  it('takes a guest’s email on a sold-out product (its form offered by a phone’s buy bar), mails once when staff receive stock, and unsubscribes by the link', async () => {
    const [product] = await queryRows<{ id: number; variation_id: number; title: string }>(
      store.database,
      sql`select p.id, v.id as variation_id, p.title_en as title from products p join variations v on v.product_id = p.id
          where (select count(*) from variations w where w.product_id = p.id) = 1 order by p.id limit 1`,
    );
    await queryRows(store.database, sql`update variations set stock = 0 where id = ${product!.variation_id}`);
    const email = uniqueEmail('waiting');

    const page = await store.newPage({ viewport: 'phone' });
    await page.goto(store.url(`/product/${product!.id}`));
    await waitUntilLive(page);
    const form = page.locator('[data-stock-alert=form]');
    await form.getByRole('heading', { name: 'Notify me when it is back' }).waitFor();
    // On a phone the buy bar offers the form in place of the sold-out button, and brings it into view.
    await page.locator('[data-buy-bar]').getByRole('link', { name: 'Notify me when it is back' }).click();
    await expect
      .poll(() => form.evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(page.viewportSize()!.height / 2);
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Notify me' }).click();
    await page
      .locator('[data-stock-alert=done]')
      .getByText('Done! We will write as soon as it is back in stock.')
      .waitFor();

    const [confirmation] = await mailsTo(email);
    expect(confirmation!.subject).toBe(`Aruu: we will tell you when “${product!.title}” is back`);

    const warehouse = await signInStaff(store, 'warehouse');
    const received = await store.app.inject({
      method: 'POST',
      url: `/api/v1/staff/stock/variations/${product!.variation_id}/adjustments`,
      headers: { authorization: `Bearer ${warehouse.access_token}` },
      payload: { reason: 'delivery', quantity: 6 },
    });
    expect(received.statusCode, received.body).toBe(201);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      confirmation!.subject,
      `Aruu: “${product!.title}” is back in stock`,
    ]);
    const back = mails[1]!;
    expect(back.text).toContain(`${store.origin}/product/${product!.id}?variation=${product!.variation_id}`);
    expect(back.html).toContain(`href="${store.origin}/product/${product!.id}?variation=${product!.variation_id}"`);

    // The product page now sells it; the form is gone.
    await page.reload();
    await waitUntilLive(page);
    await page.getByRole('button', { name: 'Add to cart' }).first().waitFor();
    expect(await page.locator('[data-stock-alert]').count()).toBe(0);

    // The unsubscribe link works in a browser without signing in: it asks, then confirms.
    const link = /https?:\/\/\S+\/stock-alerts\/unsubscribe\?\S+/.exec(back.text ?? '')![0];
    // The same link is the mail app's own Unsubscribe button (List-Unsubscribe, one-click POST).
    expect(back.headers.get('list')).toMatchObject({ unsubscribe: { url: link } });
    // A plain page of the server's own (no app, nothing to hydrate).
    await page.goto(link);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText('Done: we will not write to this address about items coming back.').waitFor();
  });
});
