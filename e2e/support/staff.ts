import type { RegisterBody } from '@aruu/contract/auth';
import type { StaffRole } from '@aruu/contract/staff-access';
import type { Page } from 'playwright-core';
import { signInStaff } from '../../apps/api/test/staff.js';
import type { PageOptions, Store } from './store.js';

/**
 * An employee of `role`, signed in through the API, in a new page of `viewport` of the staff app
 * (not yet opened: the test goes where it starts), in a browser of `locale` (English by default).
 * The staff app's own first sign-in — password, authenticator, recovery codes — is the journey
 * of staff.e2e.test.ts; the other staff tests start signed in, as an employee's day does.
 */
export async function staffPage(
  store: Store,
  role: StaffRole,
  viewport: PageOptions['viewport'],
  options: { locale?: PageOptions['locale']; name?: Pick<RegisterBody, 'first_name' | 'last_name'> } = {},
) {
  const staff = await signInStaff({ app: store.app, database: store.database }, role, options.name);
  const page = await store.newPage({ viewport, ...(options.locale ? { locale: options.locale } : {}) });
  // Once per tab: a reload must keep the tokens the app has rotated since.
  await page.addInitScript(
    (session) => {
      if (sessionStorage.getItem('e2e-staff-signed-in')) return;
      localStorage.setItem('staff_access_token', session.access);
      localStorage.setItem('staff_refresh_token', session.refresh);
      sessionStorage.setItem('e2e-staff-signed-in', '1');
    },
    { access: staff.access_token, refresh: staff.refresh_token },
  );
  return page;
}

/**
 * Moves the order one step from its staff page, answering the question every move asks (it mails
 * the buyer). The question closes a render after the re-read order shows behind it (the step's
 * mutation awaits its refetch); until then the page under it is inert and typing reaches nothing.
 */
export async function moveOrder(page: Page, button: string, question: string) {
  await page.getByRole('button', { name: button }).click();
  const asking = page.getByRole('dialog', { name: question });
  await asking.getByRole('button', { name: 'Confirm' }).click();
  await asking.waitFor({ state: 'hidden' });
}
