import { RequestReceived } from '@aruu/contract/help';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../apps/api/test/test-app.js';
import { mailsTo, toastWith, uniqueEmail } from './support/accounts.js';
import { apiCall } from './support/api.js';
import { staffPage } from './support/staff.js';
import { setUpStore } from './support/store.js';
import { atBothWidths, expectAccessibleAtBothWidths } from './support/widths.js';

const store = setUpStore();

/** A question from the contacts page, asked in Kyrgyz. */
async function askQuestion(email: string): Promise<number> {
  const received = await apiCall(store, undefined, 'POST', 'help-form', {
    name: 'Айзада',
    phone: '0555 765 432',
    email,
    message: 'Бул шампунь боёлгон чачка жарайбы?',
    language: 'ky',
  });
  return RequestReceived.parse(received).id;
}

describe('the requests inbox', () => {
  // Once, on a phone; the menu's count and each screen are checked at a desktop's width too.
  it('lets a manager find a help question and answer it by email', async () => {
    const requester = uniqueEmail('asks');
    const id = await askQuestion(requester);
    const page = await staffPage(store, 'manager', 'phone', {
      name: { first_name: 'Нургуль', last_name: 'Менеджерова' },
    });
    await page.goto(store.url('/staff/requests'));
    await page.getByRole('heading', { level: 1, name: 'Requests' }).waitFor();

    // The menu counts the new requests: in the drawer on a phone, in the sidebar on a desktop.
    await atBothWidths(page, async (width) => {
      const phone = width < 1024;
      if (phone) await page.getByRole('button', { name: 'Open the menu' }).click();
      const menu = phone ? page.getByRole('dialog') : page.getByRole('complementary');
      const badge = await menu.getByRole('link', { name: /Requests/ }).textContent();
      expect(Number(badge?.match(/\d+/)?.[0]), `the count at ${width} px`).toBeGreaterThanOrEqual(1);
      if (phone) await page.keyboard.press('Escape');
    });

    await page.getByLabel('Status').selectOption('new');
    await page.waitForURL('**/staff/requests?status=new');
    await expectAccessibleAtBothWidths(page, 'inbox');
    await page.locator(`[data-request="help-${id}"]`).click();
    await page.getByRole('heading', { level: 1, name: `Question #${id}` }).waitFor();
    await page.getByText('Бул шампунь боёлгон чачка жарайбы?').waitFor();
    await page.getByText(`It goes to ${requester}. Write in the customer's language: Kyrgyz.`).waitFor();
    await expectAccessibleAtBothWidths(page, 'request page');

    await page.getByLabel('Internal note').fill('Кардар боёлгон чач үчүн сурап жатат');
    await page.getByRole('button', { name: 'Add note' }).click();
    await toastWith(page, 'Note added').waitFor();

    await page.getByLabel('Reply by email').fill('Ооба, бул шампунь боёлгон чачка ылайыктуу.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await toastWith(page, 'Reply sent').waitFor();
    await page.locator('[data-thread-entry=reply]').getByText('Ооба, бул шампунь').waitFor();
    expect(await page.locator('[data-thread-entry]').count()).toBe(2);
    // A new request that was answered is in progress now.
    expect(await page.getByLabel('Status').inputValue()).toBe('in_progress');

    const [mail, ...others] = await mailsTo(store, requester);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Aruu: сурооңузга жооп');
    expect(mail?.text).toContain('Ооба, бул шампунь боёлгон чачка ылайыктуу.');
    const entries = await queryRows<{ action: string }>(
      store.database,
      sql`select action from audit_entries where object_type = 'help_request' and object_id = ${String(id)} order by id`,
    );
    expect(entries.map((entry) => entry.action)).toEqual(['request.note_added', 'request.replied']);
  });
});
