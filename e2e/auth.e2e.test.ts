import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../apps/api/test/test-app.js';
import {
  loginStatus,
  resetLinkFor,
  STRONG_PASSWORD,
  storedTokens,
  toastWith,
  uniqueEmail,
} from './support/accounts.js';
import { apiAnswer } from './support/api.js';
import { seriousAxeViolations } from './support/browser.js';
import { setUpStore } from './support/store.js';

const store = setUpStore();

const NEW_PASSWORD = 'Issyk-Kul-Lavender-Mist-77';

async function logIn(page: Page, email: string, password: string) {
  const form = page.locator('[data-auth-form=login]');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

describe('registration', () => {
  // The form's field messages in three languages, the legal-entity note and the "email taken"
  // answer under its field are component tests (features/auth/components/auth-forms.test.tsx).
  it('registers a legal entity with a Kyrgyz number written without +996, and signs in', async () => {
    const page = await store.newPage({ locale: 'ru-RU' });
    const email = uniqueEmail('register');
    await page.goto(store.url('/auth?mode=register'));
    const form = page.locator('[data-auth-form=register]');
    await form.getByLabel('Имя', { exact: true }).fill('Айзада');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Пароль', { exact: true }).fill(STRONG_PASSWORD);
    await form.getByRole('radio', { name: /Юридическое лицо/ }).check();

    // Kyrgyz numbers are accepted without +996.
    await form.getByLabel('Телефон').fill('0555 123 456');
    await form.getByLabel('Повторите пароль').fill(STRONG_PASSWORD);
    await form.getByRole('checkbox', { name: /Я принимаю условия/ }).check();
    await form.getByRole('checkbox', { name: 'Мне исполнилось 18 лет' }).check();
    expect(await form.getByRole('link', { name: /публичной оферты/ }).getAttribute('href')).toBe('/public-offer');
    expect(await form.getByRole('link', { name: /политики конфиденциальности/ }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    await form.getByRole('button', { name: 'Зарегистрироваться' }).click();

    await page.waitForURL(store.url('/'));
    await expect.poll(() => storedTokens(page)).toEqual([expect.any(String), expect.any(String)]);
    const [user] = await queryRows<{ phone: string; account_type: string; language: string }>(
      store.database,
      sql`select phone, account_type, language from users where email = ${email}`,
    );
    expect(user).toEqual({ phone: '+996555123456', account_type: 'legal', language: 'ru' });

    const profileLink = page.getByRole('banner').getByRole('link', { name: 'Профиль' });
    expect(await profileLink.getAttribute('href')).toBe('/profile');
    await profileLink.click();
    await page.waitForURL('**/profile');
  });
});

describe('login and logout', () => {
  it('logs out only after confirming, and Back does not return to the profile', async () => {
    const tokens = await store.registerShopper();
    const page = await store.newPage({ signedInAs: tokens });
    await page.goto(store.url('/'));
    await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');

    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out of your account?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await storedTokens(page)).toEqual([tokens.access_token, tokens.refresh_token]);

    await page.getByRole('button', { name: 'Log out' }).click();
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(store.url('/'));
    await expect.poll(() => storedTokens(page)).toEqual([null, null]);
    // The session ended on the server too.
    const refresh = await apiAnswer(store, undefined, 'POST', 'auth/refresh', { refresh_token: tokens.refresh_token });
    expect(refresh.status).toBe(401);

    // Back lands on the entry before: the profile was replaced on the way out.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          addEventListener('popstate', () => resolve(), { once: true });
          history.back();
        }),
    );
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
  });

  // A wrong password's and the rate limit's texts in each language: auth-forms.test.tsx; the
  // limit itself: apps/api login-limits.test.ts.
  it('returns to the page that asked for a login (?next=), never off the site; a signed-in visitor at /auth goes to the profile', async () => {
    const email = uniqueEmail('next');
    await store.registerShopper({ email });
    const page = await store.newPage();
    await page.goto(store.url('/favorites'));
    await page.waitForURL(/\/auth\?next=%2Ffavorites$/);
    await logIn(page, email, STRONG_PASSWORD);
    await page.waitForURL(store.url('/favorites'));
    // Signed in now: /auth sends the visitor on to the profile.
    await page.goto(store.url('/auth'));
    await page.waitForURL(store.url('/profile'));

    // Another browser, signed out: ?next= pointing off the site is dropped.
    const other = await store.newPage();
    await other.goto(store.url('/auth?next=//evil.example/profile'));
    // The links between the modes drop it too.
    const modes = other.getByRole('navigation', { name: 'Log in or register' });
    expect(await modes.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/auth?mode=register');
    await other.goto(store.url('/auth?next=https://evil.example'));
    await logIn(other, email, STRONG_PASSWORD);
    await other.waitForURL(store.url('/'));
    expect(new URL(other.url()).origin).toBe(store.origin);
  });
});

describe('forgotten password', () => {
  it('emails a link in the interface language; the new password works, the old one and a used link do not', async () => {
    const email = uniqueEmail('forgot');
    // Registered in Russian; the page is in English, so the email must be too.
    await store.registerShopper({ email, language: 'ru' });
    const page = await store.newPage({ viewport: 'phone' });
    await page.goto(store.url('/auth'));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/auth\?mode=forgot$/);
    const form = page.locator('[data-auth-form=forgot]');
    expect(await form.getByLabel('Email').inputValue()).toBe(email);
    await form.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await page.getByText(`We have sent an email with a link to ${email}`).waitFor();

    const { subject, link } = await resetLinkFor(store, email);
    expect(subject).toBe('Reset your Aruu password');

    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    const reset = page.locator('[data-auth-form=reset]');
    expect(await reset.getByLabel('New password').getAttribute('autocomplete')).toBe('new-password');
    await reset.getByLabel('New password').fill(NEW_PASSWORD);
    await reset.getByLabel('Repeat the password').fill('something-else-entirely');
    await reset.getByRole('button', { name: 'Save the password' }).click();
    await reset.getByText('Passwords must match').waitFor();
    await reset.getByLabel('Repeat the password').fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Save the password' }).click();
    await toastWith(page, 'Password changed — log in with your new password').waitFor();
    await page.waitForURL(store.url('/auth'));

    await logIn(page, email, STRONG_PASSWORD);
    await toastWith(page, 'Incorrect username or password').waitFor();
    await logIn(page, email, NEW_PASSWORD);
    await page.waitForURL(store.url('/'));

    // The link works once, and says so when it is opened again: no form that would fail.
    const again = await store.newPage();
    await again.goto(link);
    await again.getByRole('heading', { name: 'This link has already been used' }).waitFor();
    await again.getByText('Each link changes the password once.', { exact: false }).waitFor();
    expect(await again.getByLabel('New password').count()).toBe(0);
    await again.getByRole('link', { name: 'Ask for a new link' }).click();
    await again.waitForURL(/\/auth\?mode=forgot$/);
    expect(await loginStatus(store, email, NEW_PASSWORD)).toBe(200);
  });

  it('refuses an expired link', async () => {
    const email = uniqueEmail('expired');
    await store.registerShopper({ email });
    const requested = await apiAnswer(store, undefined, 'POST', 'auth/forgot-password', { email });
    expect(requested.status).toBe(200);
    const { link } = await resetLinkFor(store, email);
    await store.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 minute'
          where user_id = (select id from users where email = ${email})`,
    );
    // Said as soon as the link is opened, in the page's language, with the way to a new one.
    const page = await store.newPage({ locale: 'ky-KG' });
    await page.goto(link);
    await page.getByRole('heading', { name: 'Шилтеменин мөөнөтү бүттү' }).waitFor();
    expect(await page.getByLabel('Жаңы сырсөз').count()).toBe(0);
    await page.getByRole('link', { name: 'Жаңы шилтеме суроо' }).click();
    await page.waitForURL(/\/auth\?mode=forgot$/);
    expect(await loginStatus(store, email, STRONG_PASSWORD)).toBe(200);
  });
  // No account with the email (spec §8): the message under the field in three languages,
  // features/auth/components/auth-forms.test.tsx; the server's answer, password-reset.routes.test.ts.
});

describe('accessibility', () => {
  it.each([
    ['/auth', 'desktop', 'light'],
    ['/auth', 'phone', 'dark'],
    ['/auth?mode=register', 'desktop', 'light'],
    ['/auth?mode=register', 'phone', 'light'],
    ['/auth?mode=forgot', 'phone', 'light'],
    ['/auth?mode=forgot', 'desktop', 'dark'],
    ['/auth/some-reset-token', 'phone', 'light'],
  ] as const)('%s has no serious axe violations (%s, %s)', async (path, viewport, mode) => {
    const page = await store.newPage({ viewport });
    await page.addInitScript((colorMode) => localStorage.setItem('color-mode', colorMode), mode);
    await page.goto(store.url(path));
    // A made-up reset token shows why the link does not work instead of the form.
    await page.locator('form[data-auth-form], [data-reset-invalid]').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('the register form with its errors showing has no serious axe violations', async () => {
    const page = await store.newPage({ viewport: 'phone' });
    await page.addInitScript(() => localStorage.setItem('color-mode', 'dark'));
    await page.goto(store.url('/auth?mode=register'));
    await page.getByRole('button', { name: 'Register' }).click();
    await page.locator('[data-field-error]').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
