import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../apps/api/test/staff.js';
import { queryRows } from '../apps/api/test/test-app.js';
import { mailsTo, STRONG_PASSWORD, toastWith, uniqueEmail } from './support/accounts.js';
import { seriousAxeViolations } from './support/browser.js';
import { type PageOptions, setUpStore } from './support/store.js';

const store = setUpStore();

/** An admin as `npm run seed:admin` leaves one: a password, no authenticator yet. */
async function seedAdmin(): Promise<string> {
  const email = uniqueEmail('admin');
  await store.registerShopper({ email, first_name: 'Айбек', last_name: 'Адмиев' });
  await queryRows(store.database, sql`update users set role = 'admin' where email = ${email}`);
  return email;
}

async function passwordStep(page: Page, email: string) {
  const form = page.locator('[data-staff-form=password]');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

async function enterCode(page: Page, code: string) {
  const form = page.locator('[data-staff-form=code]');
  await form.getByLabel('Code from the app').fill(code);
  await form.getByRole('button', { name: 'Verify' }).click();
}

async function expectNoSeriousAxeViolations(page: Page, where: string) {
  expect(await seriousAxeViolations(page), where).toEqual([]);
}

/** First sign-in: password, enrolment from the QR code's secret, recovery codes; answers the secret and the code used. */
async function enrolAndSignIn(page: Page, email: string): Promise<{ secret: string; code: string }> {
  await page.goto(store.url('/staff/audit'));
  await page.waitForURL('**/staff/sign-in?next=%2Faudit');
  await expectNoSeriousAxeViolations(page, 'sign-in');
  await passwordStep(page, email);
  const secret = (await page.locator('[data-totp-secret]').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByRole('img', { name: 'QR code for the authenticator app' }).waitFor();
  await expectNoSeriousAxeViolations(page, 'enrolment');
  // The authenticator app: a code from the secret the page showed, with the server's library.
  const code = totpCode(secret);
  await enterCode(page, code);
  const codes = page.locator('[data-recovery-codes] li');
  await codes.first().waitFor();
  expect(await codes.count()).toBe(10);
  await page.getByRole('button', { name: 'I have saved the codes' }).click();
  await page.waitForURL('**/staff/audit');
  return { secret, code };
}

describe('the staff app', () => {
  it.each<[PageOptions['viewport']]>([['desktop'], ['phone']])(
    'signs an admin in with TOTP, invites an employee and shows the audit entry (%s)',
    async (viewport) => {
      const page = await store.newPage({ viewport });
      const adminEmail = await seedAdmin();
      await enrolAndSignIn(page, adminEmail);
      await page.getByRole('heading', { level: 1, name: 'Audit trail' }).waitFor();

      // To the staff page through the menu: the sidebar on a desktop, the drawer on a phone.
      if (viewport === 'phone') {
        await page.getByRole('button', { name: 'Open the menu' }).click();
        await page.getByRole('dialog').getByRole('link', { name: 'Staff' }).click();
      } else {
        await page.getByRole('complementary').getByRole('link', { name: 'Staff' }).click();
      }
      await page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
      await page.locator(`[data-member="${adminEmail}"]`).waitFor();
      await expectNoSeriousAxeViolations(page, 'staff page');

      const employee = uniqueEmail('employee');
      await page.getByRole('button', { name: 'Invite an employee' }).click();
      const form = page.locator('[data-staff-form=invite]');
      await form.getByLabel('First name').fill('Нургуль');
      await form.getByLabel('Email', { exact: true }).fill(employee);
      await form.getByLabel('Role').selectOption('manager');
      await expectNoSeriousAxeViolations(page, 'invite dialog');
      await form.getByRole('button', { name: 'Send the invitation' }).click();
      await toastWith(page, `Invitation sent to ${employee}`).waitFor();
      await page.locator(`[data-invite="${employee}"]`).getByText('Invited').waitFor();

      // The link works until the admin withdraws the invitation; then it says so.
      const [mail] = await mailsTo(store, employee);
      const link = /https?:\/\/\S+\/staff\/invite\/[\w-]+/.exec(mail?.text ?? '')?.[0];
      expect(link, mail?.text).toBeDefined();
      const invitee = await store.newPage({ viewport });
      await invitee.goto(store.url(new URL(link!).pathname));
      await invitee.locator('[data-staff-form=invite-accept]').waitFor();
      await page.locator(`[data-invite="${employee}"]`).getByRole('button', { name: 'Withdraw' }).click();
      await expectNoSeriousAxeViolations(page, 'withdraw dialog');
      await page.getByRole('dialog').locator('[data-confirm]').click();
      await toastWith(page, `Invitation to ${employee} withdrawn`).waitFor();
      expect(await page.locator(`[data-invite="${employee}"]`).count()).toBe(0);
      await invitee.reload();
      await invitee.locator('[data-invite-state=revoked]').getByText('withdrawn by an administrator').waitFor();
      await expectNoSeriousAxeViolations(invitee, 'withdrawn invitation link');

      await page.goto(store.url('/staff/audit?object_type=staff_invite'));
      const entry = page.locator('[data-audit-entry="staff.invited"]').filter({ hasText: employee });
      await entry.waitFor();
      await expect.poll(() => entry.textContent()).toContain(adminEmail);
      await page.locator('[data-audit-entry="staff.invite_revoked"]').first().waitFor();
      await expectNoSeriousAxeViolations(page, 'audit page');
    },
  );

  it('asks an enrolled employee for a fresh code: a wrong or replayed one is refused', async () => {
    const adminEmail = await seedAdmin();
    const first = await store.newPage();
    const enrolled = await enrolAndSignIn(first, adminEmail);

    const page = await store.newPage({ viewport: 'phone' });
    await page.goto(store.url('/staff'));
    await page.waitForURL('**/staff/sign-in');
    await passwordStep(page, adminEmail);
    await page.getByRole('heading', { name: 'Verification code' }).waitFor();
    // The enrolment's code, used already, and then a wrong one.
    await enterCode(page, enrolled.code);
    await page.locator('[data-staff-form=code] [data-field-error]').waitFor();
    await enterCode(page, '000000');
    await page.locator('[data-staff-form=code] [data-field-error]').waitFor();
    // The next step's code, which the server's one-step window accepts.
    await enterCode(page, totpCode(enrolled.secret, 1));
    // An admin lands on the first page of the menu, the dashboard.
    await page.waitForURL('**/staff/dashboard');

    // Signing out ends the session: the staff app asks for the password again.
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/staff/sign-in?next=%2Fdashboard');
    expect(await page.evaluate(() => localStorage.getItem('staff_access_token'))).toBeNull();
  });

  it('lets an invited employee set a password from the email, enrol, and open only what the role may', async () => {
    const adminEmail = await seedAdmin();
    const admin = await store.newPage();
    await enrolAndSignIn(admin, adminEmail);
    const employee = uniqueEmail('warehouse');
    await admin.goto(store.url('/staff/team'));
    await admin.getByRole('button', { name: 'Invite an employee' }).click();
    const form = admin.locator('[data-staff-form=invite]');
    await form.getByLabel('First name').fill('Бакыт');
    await form.getByLabel('Email', { exact: true }).fill(employee);
    await form.getByLabel('Role').selectOption('warehouse');
    await form.getByRole('button', { name: 'Send the invitation' }).click();
    await toastWith(admin, `Invitation sent to ${employee}`).waitFor();

    let link: string | undefined;
    await expect
      .poll(async () => {
        const [mail] = await mailsTo(store, employee);
        link = mail && new RegExp(`${store.origin}/staff/invite/[\\w-]+`).exec(mail.text)?.[0];
        return link;
      })
      .toBeDefined();

    const page = await store.newPage({ viewport: 'phone' });
    await page.goto(link!);
    const accept = page.locator('[data-staff-form=invite-accept]');
    await accept.getByLabel('New password', { exact: true }).fill(STRONG_PASSWORD);
    await accept.getByLabel('Repeat the password').fill(STRONG_PASSWORD);
    await expectNoSeriousAxeViolations(page, 'invitation page');
    await accept.getByRole('button', { name: 'Save the password' }).click();
    await page.waitForURL('**/staff/sign-in?email=*');
    // The email is filled in from the invitation.
    expect(await page.locator('[data-staff-form=password]').getByLabel('Email').inputValue()).toBe(employee);
    await enrolAndSignIn(page, employee);
    // The audit trail is the admin's: a warehouse employee is told so, and the menu does not offer it.
    await page.getByRole('heading', { level: 1, name: 'No access' }).waitFor();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Audit trail' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Staff' }).count()).toBe(0);

    // The admin disables the account: the employee's session ends at once.
    await admin.goto(store.url('/staff/team'));
    const row = admin.locator(`[data-member="${employee}"]`);
    await row.getByText('Active').waitFor();
    await row.getByRole('button', { name: 'Disable' }).click();
    await admin.locator('dialog[open] [data-confirm]').click();
    await toastWith(admin, 'Access disabled').waitFor();
    await row.getByText('Disabled').waitFor();
    await page.reload();
    await page.waitForURL('**/staff/sign-in?next=%2Faudit');
  });
});
