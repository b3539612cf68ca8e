import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../apps/api/test/test-app.js';
import { placeOrder } from './support/accounts.js';
import { moveOrder, staffPage } from './support/staff.js';
import { setUpStore } from './support/store.js';
import { atBothWidths, expectAccessibleAtBothWidths } from './support/widths.js';

const store = setUpStore();

describe('the orders board', () => {
  // Once, at a desk: each screen is checked at a phone's width too (atBothWidths), where the same
  // components lay out differently.
  it('shows a new order as it arrives, moves it to assembly and prints the picking list', async () => {
    const page = await staffPage(store, 'manager', 'desktop');
    await page.goto(store.url('/staff/orders'));
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.locator('[data-order-row], p:has-text("No orders match")').first().waitFor();
    await expectAccessibleAtBothWidths(page, 'orders board');

    // A shopper orders while the board is open: it appears with a cue, without a reload.
    const order = await placeOrder(store, await store.registerShopper());
    const cue = page.locator(`[data-new-order="${order.order_id}"]`);
    await cue.waitFor();
    await page.locator(`[data-order-row="${order.order_id}"]`).waitFor();
    await atBothWidths(page, async (width) => {
      expect(await cue.isVisible(), `the cue at ${width} px`).toBe(true);
      expect(await page.locator(`[data-order-row="${order.order_id}"]`).isVisible(), `the row at ${width} px`).toBe(
        true,
      );
    });

    // Its card payment went through (as the provider's callback would have it), for pickup.
    await queryRows(
      store.database,
      sql`update orders set status = 'pay', paid_at = now(), delivery_method = 'pickup', pickup_shop_id = 'tsum' where id = ${order.order_id}`,
    );
    await cue.click();
    await page.getByRole('heading', { level: 1, name: `Order #${order.order_id}` }).waitFor();
    await moveOrder(page, 'Start assembly', 'Start assembling the order?');
    await page.getByRole('button', { name: 'Ready for pickup' }).waitFor();
    await expect.poll(() => page.locator('main').textContent()).toContain('Assembly');
    await page.getByLabel('Add note').fill('Подарочная упаковка');
    await page.getByRole('button', { name: 'Add note' }).click();
    // The saved note in the list (the field keeps the text until the answer has been shown).
    await page.getByRole('paragraph').filter({ hasText: 'Подарочная упаковка' }).waitFor();
    await expect.poll(() => page.getByLabel('Add note').inputValue()).toBe('');
    await expectAccessibleAtBothWidths(page, 'order page');

    await page.getByRole('link', { name: 'All orders' }).click();
    await page.getByRole('link', { name: 'Picking list' }).click();
    const picked = page.locator(`[data-picking-order="${order.order_id}"]`);
    await picked.waitFor();
    for (const item of order.items) await picked.getByText(item.title).first().waitFor();
    await expectAccessibleAtBothWidths(page, 'picking list');

    // On paper only the sheet: the menu and the buttons are hidden, the list is not.
    await page.getByLabel('80 mm receipt').check();
    await page.emulateMedia({ media: 'print' });
    expect(await picked.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(
      await page.locator('[data-print-sheet=receipt]').evaluate((sheet) => sheet.getBoundingClientRect().width),
    ).toBeLessThan(300);
    await page.emulateMedia({ media: 'screen' });
  });
});
