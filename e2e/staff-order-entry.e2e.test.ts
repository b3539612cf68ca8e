import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../apps/api/test/test-app.js';
import { mailsTo, uniqueEmail } from './support/accounts.js';
import { seriousAxeViolations } from './support/browser.js';
import { cards, payOnHostedPage } from './support/checkout.js';
import { moveOrder, staffPage } from './support/staff.js';
import { setUpStore } from './support/store.js';

const store = setUpStore();

/** No part of the page sticks out past a phone's width. */
async function expectNoOverflow(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('an order taken on the phone', () => {
  it('is placed by a manager for a new customer, paid by the customer from the mailed link, and handed over', async () => {
    const [variation] = await queryRows<{ id: number; sku: string; stock: number }>(
      store.database,
      sql`select id, sku, stock from variations where stock >= 5 and price between 50000 and 300000 order by id limit 1`,
    );
    const customerEmail = uniqueEmail('phone-buyer');

    // The manager, at a desk.
    const staff = await staffPage(store, 'manager', 'desktop', {
      name: { first_name: 'Нургуль', last_name: 'Менеджерова' },
    });
    await staff.goto(store.url('/staff/orders'));
    await staff.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await staff.getByRole('link', { name: 'New order' }).click();
    await staff.getByRole('heading', { level: 1, name: 'New order' }).waitFor();
    await staff.getByLabel('Channel').selectOption('phone');

    await staff.getByRole('button', { name: 'New customer' }).click();
    await staff.getByRole('textbox', { name: 'Name' }).fill('Бермет Токтогулова');
    await staff.getByRole('textbox', { name: 'Phone' }).fill('0555 987 654');
    await staff.getByRole('textbox', { name: 'Email' }).fill(customerEmail);
    await staff.getByLabel('Language of messages').selectOption('ky');
    await staff
      .getByRole('checkbox', {
        name: 'The customer agreed on the phone to the offer and to the processing of their personal data',
      })
      .check();

    await staff.getByRole('searchbox', { name: 'Name or SKU' }).fill(variation!.sku);
    await staff.getByRole('button', { name: `Add: ${variation!.sku}` }).click();
    // The line with the real free stock (the stepper and the sum: new-order-page.test.tsx).
    await staff.locator(`[data-entry-line="${variation!.id}"]`).getByText(`free: ${variation!.stock}`).waitFor();

    await staff.getByLabel('Pickup').check();
    await staff.getByLabel('Shop').selectOption('tsum');
    await staff.getByLabel('Payment method').selectOption('card');
    expect(await seriousAxeViolations(staff)).toEqual([]);

    await staff.getByRole('button', { name: 'Place the order' }).dblclick();
    await staff.getByRole('heading', { level: 1, name: /^Order #\d+$/ }).waitFor();
    const orderId = Number(/\/orders\/(\d+)/.exec(staff.url())?.[1]);
    await staff
      .locator('[data-order-channel="phone"]')
      .getByText(/taken by Нургуль/)
      .waitFor();
    const shownLink = await staff.getByRole('textbox', { name: 'Link for the customer' }).inputValue();
    expect(shownLink).toMatch(new RegExp(`^${store.origin}/order-access/[\\w-]+$`));
    // The double click made one order.
    const [made] = await queryRows<{ count: number }>(
      store.database,
      sql`select count(*)::int as count from orders o join users u on u.id = o.user_id where u.email = ${customerEmail}`,
    );
    expect(made!.count).toBe(1);

    // The customer, on a phone, opens the link from the mail: the same link the staff page shows.
    let link: string | undefined;
    await expect
      .poll(async () => {
        const mails = await mailsTo(store, customerEmail);
        link = mails
          .map((mail) => new RegExp(`${store.origin}/order-access/[\\w-]+`).exec(mail.text)?.[0])
          .find(Boolean);
        return link;
      })
      .toBeDefined();
    expect(link).toBe(shownLink);
    const customer = await store.newPage({ viewport: 'phone', locale: 'ky-KG' });
    await customer.goto(link!);
    await customer.getByText(`№${orderId}`).first().waitFor();
    await expectNoOverflow(customer, 375);
    await customer.getByRole('button', { name: 'Карта менен төлөө' }).click();
    await payOnHostedPage(customer, cards.success);
    await expect
      .poll(async () => {
        const [order] = await queryRows<{ status: string }>(
          store.database,
          sql`select status from orders where id = ${orderId}`,
        );
        return order?.status;
      })
      .toBe('pay');

    // The manager sees it paid and hands it over at the shop.
    await staff.reload();
    await moveOrder(staff, 'Start assembly', 'Start assembling the order?');
    await moveOrder(staff, 'Ready for pickup', 'Is the order ready for pickup?');
    await moveOrder(staff, 'Delivered', 'Has the order been delivered?');
    await staff.getByText('Nothing can be done with this order now.').waitFor();
    await staff.getByRole('link', { name: 'All orders' }).click();
    await staff.locator(`[data-order-row="${orderId}"] [data-row-channel="phone"]`).waitFor();
  });
});
