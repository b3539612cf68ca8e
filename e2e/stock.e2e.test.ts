import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../apps/api/test/test-app.js';
import { placeOrder, toastWith } from './support/accounts.js';
import { seriousAxeViolations } from './support/browser.js';
import { staffPage } from './support/staff.js';
import { setUpStore } from './support/store.js';

const store = setUpStore();

async function expectNoSeriousAxeViolations(page: Page, where: string) {
  expect(await seriousAxeViolations(page), where).toEqual([]);
}

describe('the stock page on a phone', () => {
  it('finds a variation by a scanned barcode, writes units off and shows it in the history', async () => {
    // A variation one open order holds a unit of, with a barcode on its package.
    const order = await placeOrder(store, await store.registerShopper());
    const [variation] = await queryRows<{ id: number; product_id: number; sku: string; stock: number }>(
      store.database,
      sql`select v.id, v.product_id, v.sku, v.stock from order_items i join variations v on v.id = i.variation_id
          where i.order_id = ${order.order_id} order by v.id limit 1`,
    );
    const barcode = `4870${String(variation!.id).padStart(9, '0')}`;
    await queryRows(store.database, sql`update variations set barcode = ${barcode} where id = ${variation!.id}`);

    const page = await staffPage(store, 'warehouse', 'phone');
    await page.goto(store.url('/staff/stock'));
    await page.getByRole('heading', { level: 1, name: 'Stock' }).waitFor();
    await expectNoSeriousAxeViolations(page, 'stock page');

    // A scanner types the code into the focused field and presses Enter: the adjustment opens.
    const search = page.getByRole('searchbox', { name: 'SKU, barcode or name' });
    await expect.poll(() => search.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type(barcode);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const adjust = dialog.locator('[data-staff-form=adjust-stock]');
    await adjust.getByText('In orders').waitFor();
    expect(await adjust.locator('dd').allTextContents()).toEqual([
      String(variation!.stock),
      '1',
      String(variation!.stock + 1),
    ]);
    await expectNoSeriousAxeViolations(page, 'adjustment dialog');

    // A count below what the order holds is refused before it is sent.
    await adjust.getByText('Count', { exact: true }).click();
    await adjust.getByLabel('Units counted in the shop').fill('0');
    await adjust.getByText('Not possible: open orders have 1 units put aside').waitFor();

    await adjust.getByText('Write-off', { exact: true }).click();
    await adjust.getByLabel('Units to write off').fill('1');
    await adjust.getByLabel('Note').fill('Разбился флакон');
    await adjust.getByRole('button', { name: 'Save' }).click();
    // Made at the default location (no location picked on this phone), where the order holds its unit.
    await toastWith(page, `: ${variation!.stock - 1} free`).waitFor();
    // Ready for the next scan: the dialog closed, the field empty and focused.
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => search.inputValue()).toBe('');
    await expect.poll(() => search.evaluate((input) => input === document.activeElement)).toBe(true);

    const [stored] = await queryRows<{ stock: number }>(
      store.database,
      sql`select stock from variations where id = ${variation!.id}`,
    );
    expect(stored!.stock).toBe(variation!.stock - 1);

    // The product's history: the write-off with its note, after the order that put a unit aside.
    await page.goto(store.url(`/staff/stock/${variation!.product_id}`));
    await page.waitForURL(`**/staff/stock/${variation!.product_id}`);
    await page.getByRole('heading', { name: 'Stock history' }).waitFor();
    const history = page.locator('main ol > li');
    await history.first().getByText('Write-off').waitFor();
    await history.first().getByText('Разбился флакон').waitFor();
    await history.first().getByText('−1').waitFor();
    await page.locator('main ol').getByText(`order #${order.order_id}`).first().waitFor();
    await expectNoSeriousAxeViolations(page, 'product stock page');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
