import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../apps/api/test/staff.js';
import { queryRows } from '../apps/api/test/test-app.js';
import { mailsTo, STRONG_PASSWORD, toastWith, uniqueEmail } from './support/accounts.js';
import { seriousAxeViolations } from './support/browser.js';
import { setUpStore } from './support/store.js';
import { expectAccessibleAtBothWidths } from './support/widths.js';

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
  // One journey, the admin at a desk; the screens it reaches once are checked for axe at a
  // phone's width too (atBothWidths), the invited employee works on a phone, and the admin's
  // second sign-in is on a phone, through the phone's menu.
  it('signs an admin in with TOTP; the admin invites two employees, withdraws one invitation, disables the other after it joined, reads the audit trail, and signs in again on a phone with a fresh code', async () => {
    const page = await store.newPage({ viewport: 'desktop' });
    const adminEmail = await seedAdmin();
    const enrolled = await enrolAndSignIn(page, adminEmail);
    await page.getByRole('heading', { level: 1, name: 'Audit trail' }).waitFor();

    // To the staff page through the desktop's sidebar (the phone's drawer: the second sign-in below).
    await page.getByRole('complementary').getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    await page.locator(`[data-member="${adminEmail}"]`).waitFor();
    await expectAccessibleAtBothWidths(page, 'staff page');

    const employee = uniqueEmail('employee');
    await page.getByRole('button', { name: 'Invite an employee' }).click();
    const form = page.locator('[data-staff-form=invite]');
    await form.getByLabel('First name').fill('Нургуль');
    await form.getByLabel('Email', { exact: true }).fill(employee);
    await form.getByLabel('Role').selectOption('manager');
    await expectAccessibleAtBothWidths(page, 'invite dialog');
    await form.getByRole('button', { name: 'Send the invitation' }).click();
    await toastWith(page, `Invitation sent to ${employee}`).waitFor();
    await page.locator(`[data-invite="${employee}"]`).getByText('Invited').waitFor();

    // The link works until the admin withdraws the invitation; then it says so.
    const [mail] = await mailsTo(store, employee);
    const link = /https?:\/\/\S+\/staff\/invite\/[\w-]+/.exec(mail?.text ?? '')?.[0];
    expect(link, mail?.text).toBeDefined();
    const invitee = await store.newPage({ viewport: 'phone' });
    await invitee.goto(store.url(new URL(link!).pathname));
    await invitee.locator('[data-staff-form=invite-accept]').waitFor();
    await page.locator(`[data-invite="${employee}"]`).getByRole('button', { name: 'Withdraw' }).click();
    await expectAccessibleAtBothWidths(page, 'withdraw dialog');
    await page.getByRole('dialog').locator('[data-confirm]').click();
    await toastWith(page, `Invitation to ${employee} withdrawn`).waitFor();
    expect(await page.locator(`[data-invite="${employee}"]`).count()).toBe(0);
    await invitee.reload();
    await invitee.locator('[data-invite-state=revoked]').getByText('withdrawn by an administrator').waitFor();
    await expectAccessibleAtBothWidths(invitee, 'withdrawn invitation link');

    // A warehouse employee sets a password from the emailed link, enrols, and opens only what the role may.
    const warehouse = uniqueEmail('warehouse');
    await page.getByRole('button', { name: 'Invite an employee' }).click();
    await form.getByLabel('First name').fill('Бакыт');
    await form.getByLabel('Email', { exact: true }).fill(warehouse);
    await form.getByLabel('Role').selectOption('warehouse');
    await form.getByRole('button', { name: 'Send the invitation' }).click();
    await toastWith(page, `Invitation sent to ${warehouse}`).waitFor();
    let warehouseLink: string | undefined;
    await expect
      .poll(async () => {
        const [sent] = await mailsTo(store, warehouse);
        warehouseLink = sent && new RegExp(`${store.origin}/staff/invite/[\\w-]+`).exec(sent.text)?.[0];
        return warehouseLink;
      })
      .toBeDefined();
    const phone = await store.newPage({ viewport: 'phone' });
    await phone.goto(warehouseLink!);
    const accept = phone.locator('[data-staff-form=invite-accept]');
    await accept.getByLabel('New password', { exact: true }).fill(STRONG_PASSWORD);
    await accept.getByLabel('Repeat the password').fill(STRONG_PASSWORD);
    await expectNoSeriousAxeViolations(phone, 'invitation page');
    await accept.getByRole('button', { name: 'Save the password' }).click();
    await phone.waitForURL('**/staff/sign-in?email=*');
    // The email is filled in from the invitation.
    expect(await phone.locator('[data-staff-form=password]').getByLabel('Email').inputValue()).toBe(warehouse);
    await enrolAndSignIn(phone, warehouse);
    // The audit trail is the admin's: a warehouse employee is told so, and the menu does not offer it.
    await phone.getByRole('heading', { level: 1, name: 'No access' }).waitFor();
    await phone.getByRole('button', { name: 'Open the menu' }).click();
    const menu = phone.getByRole('dialog');
    await menu.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Audit trail' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Staff' }).count()).toBe(0);

    // The admin disables the account: the employee's session ends at once.
    await page.reload();
    const row = page.locator(`[data-member="${warehouse}"]`);
    await row.getByText('Active').waitFor();
    await row.getByRole('button', { name: 'Disable' }).click();
    await page.locator('dialog[open] [data-confirm]').click();
    await toastWith(page, 'Access disabled').waitFor();
    await row.getByText('Disabled').waitFor();
    await phone.reload();
    await phone.waitForURL('**/staff/sign-in?next=%2Faudit');

    await page.goto(store.url('/staff/audit?object_type=staff_invite'));
    const entry = page.locator('[data-audit-entry="staff.invited"]').filter({ hasText: employee });
    await entry.waitFor();
    await expect.poll(() => entry.textContent()).toContain(adminEmail);
    await page.locator('[data-audit-entry="staff.invite_revoked"]').first().waitFor();
    await expectAccessibleAtBothWidths(page, 'audit page');

    // The admin on a phone: a fresh code is asked for, and the enrolment's, used already, is refused.
    const second = await store.newPage({ viewport: 'phone' });
    await second.goto(store.url('/staff'));
    await second.waitForURL('**/staff/sign-in');
    await passwordStep(second, adminEmail);
    await second.getByRole('heading', { name: 'Verification code' }).waitFor();
    await enterCode(second, enrolled.code);
    await second.locator('[data-staff-form=code] [data-field-error]').waitFor();
    // The next step's code, which the server's one-step window accepts.
    await enterCode(second, totpCode(enrolled.secret, 1));
    // An admin lands on the first page of the menu, the dashboard.
    await second.waitForURL('**/staff/dashboard');
    // To the staff page through the phone's menu.
    await second.getByRole('button', { name: 'Open the menu' }).click();
    await second.getByRole('dialog').getByRole('link', { name: 'Staff' }).click();
    await second.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    await second.locator(`[data-member="${adminEmail}"]`).waitFor();

    // Signing out ends the session: the staff app asks for the password again.
    await second.getByRole('button', { name: 'Open the menu' }).click();
    await second.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await second.waitForURL('**/staff/sign-in?next=%2Fteam');
    expect(await second.evaluate(() => localStorage.getItem('staff_access_token'))).toBeNull();
  });
});
