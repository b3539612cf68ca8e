import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer } from '../apps/api/test/accounts.js';
import { signInStaff } from '../apps/api/test/staff.js';
import { queryRows } from '../apps/api/test/test-app.js';
import { seriousAxeViolations } from './support/browser.js';
import { shopperWithCart } from './support/checkout.js';
import { staffPage } from './support/staff.js';
import { setUpStore } from './support/store.js';
import { atBothWidths } from './support/widths.js';

const store = setUpStore({
  own: 'it renames a category (others open categories by their slug) and replaces the home page picks',
});

describe('categories in the back office', () => {
  // Once, at a desk, with the page checked for axe at a phone's width too (atBothWidths); the
  // shopper's old bookmark is opened on a phone.
  it('a manager renames a category and its old address still lands on it', async () => {
    const [leaf] = await queryRows<{ slug: string }>(
      store.database,
      sql`select c.slug from categories c where c.parent_id is not null
          and exists (select 1 from products p where p.category_id = c.id)
          and not exists (select 1 from category_slug_history h where h.category_id = c.id)
          order by c.id limit 1`,
    );
    const oldSlug = leaf!.slug;
    const newSlug = `${oldSlug}-renamed`;
    const newName = 'Renamed in the back office';
    const page = await staffPage(store, 'manager', 'desktop');
    await page.goto(store.url('/staff/taxonomy'));
    await page.getByRole('heading', { level: 1, name: 'Categories and brands' }).waitFor();
    const row = page.locator(`[data-category="${oldSlug}"]`);
    await row.waitFor();
    await atBothWidths(page, async (width) => {
      expect(await seriousAxeViolations(page), `categories page at ${width} px`).toEqual([]);
    });

    await row.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Category' });
    await form.getByLabel('Name (English)').fill(newName);
    await form.getByLabel('Address (Latin letters)').fill(newSlug);
    await form.getByRole('button', { name: 'Save' }).click();
    const renamed = page.locator(`[data-category="${newSlug}"]`);
    await renamed.waitFor();
    expect(await renamed.textContent()).toContain(`old addresses: ${oldSlug}`);

    // A shopper's old bookmark: the server redirects to the new address, which shows the category.
    const shopper = await store.newPage({ viewport: 'phone' });
    await shopper.goto(store.url(`/catalog?categoryName=${oldSlug}`));
    await shopper.waitForURL(`**/catalog?categoryName=${newSlug}`);
    await shopper.getByRole('heading', { level: 1, name: newName }).waitFor();
  });
});

describe('promo codes in the back office', () => {
  it('a manager creates a promo code, a shopper uses it at checkout, and the statistics count it', async () => {
    const page = await staffPage(store, 'manager', 'phone');
    await page.goto(store.url('/staff/promotions'));
    await page.getByRole('heading', { level: 1, name: 'Promo codes' }).waitFor();
    await page.locator('[data-promo-code="WELCOME10"]').waitFor();
    expect(await seriousAxeViolations(page), 'promo codes page').toEqual([]);

    await page.getByRole('button', { name: 'New promo code' }).click();
    const form = page.getByRole('form', { name: 'New promo code' });
    await form.getByLabel('Code').fill('spring-e2e');
    await form.getByLabel('Discount, %').fill('15');
    await form.getByLabel('Minimum order, som').fill('1 000');
    await form.getByRole('button', { name: 'Save' }).click();
    const code = page.locator('[data-promo-code="SPRING-E2E"]');
    await code.waitFor();
    expect(await code.textContent()).toContain('−15%');
    expect(await code.locator('[data-stat=used]').textContent()).toBe('0');

    const { tokens } = await shopperWithCart(store);
    const shopper = await store.newPage({ signedInAs: tokens });
    await shopper.goto(store.url('/complete-purchase'));
    await shopper.getByLabel('Full name').waitFor();
    await shopper.getByText('We will deliver to:').waitFor();
    await shopper.getByLabel('Street, house, apartment').fill('Manasa 40, apt 12');
    await shopper.getByLabel('Promo code (optional)').fill('spring-e2e');
    await shopper.getByRole('button', { name: 'Apply' }).click();
    await shopper.locator('[data-promo-answer]').getByText('Promo code SPRING-E2E applied').waitFor();
    await shopper.getByLabel(/I accept the public offer/).check();
    await shopper.getByRole('button', { name: 'Place order' }).click();
    await shopper.waitForURL(/\/_sandbox\/payments\/pay\.html/);
    const [order] = await queryRows<{ discount: number; subtotal: number }>(
      store.database,
      sql`select discount, subtotal from orders where user_id = ${tokens.user.id}`,
    );
    expect(order!.discount).toBe(Math.floor((order!.subtotal * 15) / 100));

    await page.reload();
    await expect.poll(() => code.locator('[data-stat=used]').textContent()).toBe('1');
  });
});

describe('home page picks in the back office', () => {
  it('a manager finds two products, puts them in order and the home page list follows', async () => {
    const rows = await queryRows<{ id: number; title: string }>(
      store.database,
      sql`select id, title_en as title from products where in_stock and published and not is_recommended
          order by sales_count desc limit 2`,
    );
    // The list starts empty, emptied through the API: taking picks off in the page is
    // home-picks-page.test.tsx's, one click per seeded pick here.
    const manager = await signInStaff(store, 'manager');
    const emptied = await store.app.inject({
      method: 'PUT',
      url: '/api/v1/staff/home-picks',
      payload: { product_ids: [] },
      headers: bearer(manager),
    });
    expect(emptied.statusCode).toBe(200);
    const page = await staffPage(store, 'manager', 'desktop');
    await page.goto(store.url('/staff/home-picks'));
    await page.getByRole('heading', { level: 1, name: 'Recommended on the home page' }).waitFor();
    await page.getByText('Nothing chosen yet.').waitFor();
    expect(await seriousAxeViolations(page), 'picks page').toEqual([]);

    // The two products found by search, the second first.
    for (const row of [...rows].reverse()) {
      await page.getByLabel('Search by name or brand').fill(row.title);
      const found = page.locator('li', { hasText: row.title }).getByRole('button', { name: 'Add', exact: true });
      await found.first().click();
    }
    await page.getByRole('button', { name: `Move up: ${rows[0]!.title}` }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => {
        const response = await fetch(store.url('/api/v1/products/recommended?page_size=10'));
        return ((await response.json()) as { items: Array<{ id: number }> }).items.map((item) => item.id);
      })
      .toEqual(rows.map((row) => row.id));
  });
});
