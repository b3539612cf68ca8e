import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../apps/api/test/test-app.js';
import { staffPage } from './support/staff.js';
import { setUpStore } from './support/store.js';
import { expectAccessibleAtBothWidths } from './support/widths.js';

const store = setUpStore({
  env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'aruu-import-e2e-')), JOB_POLL_INTERVAL_MS: '200' },
});

let brand = '';
let category = '';
beforeAll(async () => {
  // The dry run and the run are background jobs: here the server polls for them as in production.
  store.app.jobs.start();
  const [row] = await queryRows<{ brand: string; category: string }>(
    store.database,
    sql`select (select slug from brands order by id limit 1) as brand,
               (select slug from categories where parent_id is not null order by id limit 1) as category`,
  );
  ({ brand, category } = row!);
});

function smallCsv() {
  return [
    'product,title_ru,brand,category,published,sku,name_ru,price,stock',
    `e2e-import,Крем из файла,${brand},${category},yes,E2E-IMPORT-1,50 мл,"1 250,50",4`,
    'e2e-import,,,,,E2E-IMPORT-2,100 мл,1990,2',
    `e2e-import-x,Крем без бренда,no-such-brand,${category},no,E2E-IMPORT-3,50 мл,100,1`,
  ].join('\n');
}

describe('catalogue import', () => {
  // Once, on a phone; each screen is checked at a desktop's width too (expectAccessibleAtBothWidths).
  it('uploads a small CSV, shows its dry run, runs it and shows the progress complete', async () => {
    const page = await staffPage(store, 'manager', 'phone');
    await page.goto(store.url('/staff/import'));
    await page.getByRole('heading', { level: 1, name: 'Import and export' }).waitFor();
    await page.getByText('No imports yet.').waitFor();
    await expectAccessibleAtBothWidths(page, 'import page');

    await page.getByLabel('Catalogue file').setInputFiles({
      name: 'catalogue.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(smallCsv()),
    });
    await page.getByRole('button', { name: 'Check the file' }).click();
    // The import's own status line: the history list below names the same state once it has
    // refreshed, which made a bare text match find two.
    await page.locator('p[aria-live="polite"]', { hasText: 'Checked, ready to start' }).waitFor();
    await expect.poll(() => page.locator('[data-count=create]').first().textContent()).toBe('2');
    expect(await page.locator('[data-count=refused]').first().textContent()).toBe('1');
    await page.getByRole('cell', { name: 'No such brand: "no-such-brand"' }).waitFor();
    await expectAccessibleAtBothWidths(page, 'dry run');

    await page.getByRole('button', { name: 'Start the import' }).click();
    await page.getByText(/^Import finished ·/).waitFor();
    await page.getByText('Rows processed: 3 of 3').waitFor();
    expect(await page.locator('progress').getAttribute('value')).toBe('3');
    await page.getByRole('button', { name: 'Download the report (CSV)' }).waitFor();
    await expectAccessibleAtBothWidths(page, 'finished import');

    const [product] = await queryRows<{ published: boolean; variations: number }>(
      store.database,
      sql`select published, (select count(*)::int from variations v where v.product_id = p.id) as variations
            from products p where slug = 'e2e-import'`,
    );
    expect(product).toEqual({ published: true, variations: 2 });
  });
});
