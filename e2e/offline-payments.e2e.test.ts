import { buffer } from 'node:stream/consumers';
import type { LegalEntityAnswer } from '@aruu/contract/offline-payments';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/api.js';
import { seriousAxeViolations } from './support/browser.js';
import { orderIdInUrl, shopperWithCart } from './support/checkout.js';
import { staffPage } from './support/staff.js';
import { setUpStore } from './support/store.js';

const store = setUpStore();
const SLOW = 120_000;
const shop = 'Bishkek, 27/1 Gorky Street, Vefa Center, 1st floor';

/** Checkout up to the payment choice: pickup in a shop, the address, the terms. */
async function fillCheckoutForPickup(page: Page) {
  await page.goto(store.url('/complete-purchase'));
  await page.getByLabel('Full name').waitFor();
  await page.getByRole('radio', { name: /^Pickup/ }).check();
  await page.getByRole('radio', { name: new RegExp(`^${shop}`) }).check();
  await page.getByLabel('Street, house, apartment').fill('Kievskaya 77');
  await page.getByLabel(/I accept the public offer/).check();
}

/** The downloaded PDF's text (the browser runs apart from the test: the file comes as a stream). */
async function pdfText(download: Download): Promise<string> {
  const data = new Uint8Array(await buffer(await download.createReadStream()));
  const document = await getDocument({ data, useSystemFonts: false }).promise;
  const page = await document.getPage(1);
  const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
  await document.destroy();
  return text.replace(/\s+/g, ' ');
}

describe('paying without a card', () => {
  it(
    'a shopper picks cash at checkout and sees the order waiting for the shop; a manager marks it paid and the timeline names them, both on a phone',
    async () => {
      const { tokens, api } = await shopperWithCart(store);
      const page = await store.newPage({ signedInAs: tokens, viewport: 'phone' });
      await fillCheckoutForPickup(page);
      // Bank transfer is for companies: without company details it cannot be chosen.
      await expect.poll(() => page.getByRole('radio', { name: /^By bank transfer/ }).isDisabled()).toBe(true);
      await page.getByRole('radio', { name: /^In cash on receipt/ }).check();
      await page.getByRole('button', { name: 'Confirm the order' }).last().click();

      await page.waitForURL(/\/order-tracking\/\d+$/);
      const orderId = orderIdInUrl(page);
      const payment = page.locator('[data-payment-method="cash"]');
      await payment.waitFor();
      expect(await payment.textContent()).toContain('In cash at pickup in the shop');
      // Packing comes after the shop confirms it (issue 29): the timeline no longer says it has begun.
      await page.getByText('Pay in cash on receipt', { exact: true }).waitFor();
      await page.getByText('The shop confirms the order, then packs it').waitFor();
      // No card step is offered for it.
      expect(await page.getByRole('button', { name: 'Pay for the order' }).count()).toBe(0);
      const order = await api.order(orderId);
      expect(order).toMatchObject({ status: 'processed', payment_method: 'cash', paid: false, expires_at: null });
      expect(await seriousAxeViolations(page)).toEqual([]);
      // The shopper is done; the order page would go on asking for the order while the shop works.
      await page.close();

      // The shop: the money comes in at pickup.
      const staff = await staffPage(store, 'manager', 'phone', {
        name: { first_name: 'Нургуль', last_name: 'Менеджерова' },
      });
      await staff.goto(store.url(`/staff/orders/${orderId}`));
      const received = staff.locator('[data-offline-payment="cash"]');
      await received.getByText('Paid in cash on receipt — not received yet.').waitFor();
      expect(await seriousAxeViolations(staff)).toEqual([]);
      const markPaid = received.getByRole('button', { name: 'Mark paid' });
      await markPaid.click();
      // The button goes, and "Paid <date>" replaces "Paid in cash on receipt — not received yet".
      await markPaid.waitFor({ state: 'detached' });
      await received.getByText(/^Paid (?!in cash)/).waitFor();
      await staff.getByText('cash received (recorded by Нургуль Менеджерова)').waitFor();
      expect(await api.order(orderId)).toMatchObject({ status: 'pay', paid: true, payment_method: 'cash' });
    },
    SLOW,
  );

  it(
    'a company records its details in the profile, pays by bank transfer and downloads the invoice',
    async () => {
      const { tokens, api } = await shopperWithCart(store);
      const page = await store.newPage({ signedInAs: tokens });
      await page.goto(store.url('/profile'));
      // What the form says of details it refuses is legal-entity-form.test.tsx's.
      const form = page.locator('[data-legal-entity-form]');
      await form.waitFor();
      await form.getByLabel('Organisation name').fill('ОсОО «Өнүгүү Саңат»');
      await form.getByLabel('INN (14 digits)').fill('01234567891234');
      await form.getByLabel('Legal address').fill('Бишкек ш., Чүй проспекти, 120');
      await form.getByLabel('Bank', { exact: true }).fill('Bakai Bank');
      await form.getByLabel('Bank BIC (6 digits)').fill('109018');
      await form.getByLabel('Settlement account (16 digits)').fill('1090180000123456');
      await form.getByRole('button', { name: 'Save company details' }).click();
      await expect
        .poll(
          async () => (await apiCall<LegalEntityAnswer>(store, tokens, 'GET', 'users/legal_entity')).legal_entity?.inn,
        )
        .toBe('01234567891234');

      await fillCheckoutForPickup(page);
      await page.getByRole('radio', { name: /^By bank transfer/ }).check();
      await page.getByRole('button', { name: 'Confirm the order' }).first().click();
      await page.waitForURL(/\/order-tracking\/\d+$/);
      const orderId = orderIdInUrl(page);
      await page.locator('[data-payment-method="bank_transfer"]').waitFor();
      await page.getByText(/The invoice is valid until/).waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download the invoice (PDF)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`aruu-invoice-${orderId}.pdf`);
      const text = await pdfText(download);
      // The whole invoice is in the order's language, English here (issue 29, item 6).
      expect(text).toContain(`Invoice No. ${orderId}`);
      expect(text).toContain('ОсОО «Өнүгүү Саңат»');
      expect(text).toContain('TIN 01234567891234');
      const order = await api.order(orderId);
      expect(order).toMatchObject({ status: 'processed', payment_method: 'bank_transfer' });
      expect(text).toContain(order.items[0]!.title);
    },
    SLOW,
  );
});
