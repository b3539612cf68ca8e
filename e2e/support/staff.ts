import type { StaffRole } from '@aruu/contract/staff-access';
import type { Page } from 'playwright-core';
import { signInStaff, totpCode } from '../../apps/api/test/staff.js';
import { STRONG_PASSWORD } from './accounts.js';
import type { PageOptions, Store } from './store.js';

/**
 * An employee of `role`, signed in through the API, in a new page of `viewport` of the staff app,
 * in a browser of `locale` (English by default).
 */
export async function staffPage(
  store: Store,
  role: StaffRole,
  viewport: PageOptions['viewport'],
  locale?: PageOptions['locale'],
) {
  const staff = await signInStaff({ app: store.app, database: store.database }, role);
  const page = await store.newPage({ viewport, ...(locale ? { locale } : {}) });
  await page.addInitScript(
    (session) => {
      localStorage.setItem('staff_access_token', session.access);
      localStorage.setItem('staff_refresh_token', session.refresh);
    },
    { access: staff.access_token, refresh: staff.refresh_token },
  );
  return page;
}

/**
 * An employee's first sign-in as the staff app does it, starting at `path` (e.g. `/orders`):
 * password, authenticator enrolment with a code from the secret the page shows, recovery codes
 * kept; it ends back at `path`.
 */
export async function enrolInStaffApp(page: Page, store: Store, email: string, path: string) {
  await page.goto(store.url(`/staff${path}`));
  await page.waitForURL(`**/staff/sign-in?next=${encodeURIComponent(path)}`);
  const password = page.locator('[data-staff-form=password]');
  await password.getByLabel('Email').fill(email);
  await password.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await password.getByRole('button', { name: 'Sign in' }).click();
  const secret = (await page.locator('[data-totp-secret]').textContent())?.trim() ?? '';
  const code = page.locator('[data-staff-form=code]');
  await code.getByLabel('Code from the app').fill(totpCode(secret));
  await code.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('button', { name: 'I have saved the codes' }).click();
  await page.waitForURL(`**/staff${path}`);
}
