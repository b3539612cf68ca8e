import type { Address } from '@aruu/contract/users';
import { describe, expect, it } from 'vitest';
import { loginStatus, placeOrder, STRONG_PASSWORD, storedTokens, toastWith, uniqueEmail } from './support/accounts.js';
import { apiAnswer } from './support/api.js';
import { seriousAxeViolations } from './support/browser.js';
import { setUpStore } from './support/store.js';

const store = setUpStore();

describe('profile', () => {
  it('saves the name, phone and nickname, and shows them after a reload', async () => {
    const tokens = await store.registerShopper({ first_name: 'Aizada', phone: '0555 123 456' });
    const page = await store.newPage({ signedInAs: tokens });
    await page.goto(store.url('/profile'));
    const form = page.locator('[data-profile-form]');
    expect(await form.getByLabel('First name').inputValue()).toBe('Aizada');
    expect(await form.getByLabel('Phone', { exact: true }).inputValue()).toBe('+996 555 123 456');
    expect(await page.locator('[data-profile-email]').textContent()).toBe(tokens.user.email);

    await form.getByLabel('First name').fill('Aigerim');
    await form.getByLabel(/Last name/).fill('Sadykova');
    await form.getByLabel(/Nickname/).fill('Aika');
    await form.getByLabel('Phone', { exact: true }).fill('abc');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Enter a valid phone number').waitFor();
    await form.getByLabel('Phone', { exact: true }).fill('0700 111 222');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await toastWith(page, 'Successfully updated').waitFor();

    await page.reload();
    expect(await form.getByLabel('First name').inputValue()).toBe('Aigerim');
    expect(await form.getByLabel(/Last name/).inputValue()).toBe('Sadykova');
    expect(await form.getByLabel(/Nickname/).inputValue()).toBe('Aika');
    expect(await form.getByLabel('Phone', { exact: true }).inputValue()).toBe('+996 700 111 222');
  });

  it('changes the password: a wrong current one is refused on its field, then the new one logs in', async () => {
    const email = uniqueEmail('password');
    const tokens = await store.registerShopper({ email });
    const page = await store.newPage({ signedInAs: tokens, viewport: 'phone' });
    await page.goto(store.url('/profile'));
    const form = page.locator('[data-password-form]');
    const newPassword = 'Karakol-Apple-Blossom-31';
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Repeat the new password').fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('The current password is incorrect').waitFor();
    expect(await form.getByLabel('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(await loginStatus(store, email, STRONG_PASSWORD)).toBe(200);

    await form.getByLabel('Current password').fill(STRONG_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await toastWith(page, 'Successfully saved').waitFor();
    await expect.poll(() => form.getByLabel('Current password').inputValue()).toBe('');
    // This browser stays signed in; the password it used no longer works.
    expect(await storedTokens(page)).toEqual([expect.any(String), expect.any(String)]);
    expect(await loginStatus(store, email, STRONG_PASSWORD)).toBe(401);

    const fresh = await store.newPage();
    await fresh.goto(store.url('/auth'));
    await fresh.getByLabel('Email').fill(email);
    await fresh.getByLabel('Password', { exact: true }).fill(newPassword);
    await fresh.locator('[data-auth-form=login]').getByRole('button', { name: 'Log in' }).click();
    await fresh.waitForURL(store.url('/'));
  });

  it('closes the account after a confirmation that says what happens, and the old login stops working', async () => {
    const email = uniqueEmail('close');
    const tokens = await store.registerShopper({ email });
    await placeOrder(store, tokens);
    const page = await store.newPage({ signedInAs: tokens });
    await page.goto(store.url('/profile'));

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText('Your orders stay with us for accounting, your saved address is deleted').waitFor();
    await dialog.getByText('signed out on every device').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await loginStatus(store, email, STRONG_PASSWORD)).toBe(200);

    await page.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await page.waitForURL(store.url('/'));
    await toastWith(page, 'Successfully deleted').waitFor();
    await expect.poll(() => storedTokens(page)).toEqual([null, null]);
    expect(await loginStatus(store, email, STRONG_PASSWORD)).toBe(401);
    expect((await apiAnswer(store, tokens, 'GET', 'users/me')).status).toBe(401);
  });
});

describe('address', () => {
  it('sends /address/{id} without an address to the create form; creates it with Kyrgyzstan and Bishkek filled in, then updates it', async () => {
    const tokens = await store.registerShopper();
    const page = await store.newPage({ signedInAs: tokens, viewport: 'phone' });
    // An address that is not this shopper's (none yet): the form that creates one.
    await page.goto(store.url('/address/999999'));
    await page.waitForURL(store.url('/address'));
    const form = page.locator('[data-address-form=create]');
    expect(await form.getByLabel('Country').inputValue()).toBe('Kyrgyzstan');
    expect(await form.getByLabel('City').inputValue()).toBe('Bishkek');
    await form.getByRole('button', { name: 'Save the address' }).click();
    await form.getByLabel('Street').and(page.locator('[aria-invalid=true]')).waitFor();
    await form.getByText('This field is required').first().waitFor();

    await form.getByLabel('Street').fill('Chui Avenue');
    await form.getByLabel('House').fill('155');
    await form.getByLabel(/Apartment/).fill('12');
    await form.getByRole('button', { name: 'Save the address' }).click();
    await toastWith(page, 'Successfully saved').waitFor();
    await page.waitForURL(/\/address\/\d+$/);
    const saved = (await apiAnswer(store, tokens, 'GET', 'users/address/get')).body as Address;
    expect(saved).toMatchObject({ country: 'Kyrgyzstan', city: 'Bishkek', street: 'Chui Avenue', house: '155' });
    expect(new URL(page.url()).pathname).toBe(`/address/${saved.id}`);

    // /address now leads to the existing address instead of a second one.
    await page.goto(store.url('/address'));
    await page.waitForURL(store.url(`/address/${saved.id}`));
    const update = page.locator('[data-address-form=update]');
    expect(await update.getByLabel('Street').inputValue()).toBe('Chui Avenue');
    await update.getByLabel('House').fill('157');
    await update.getByRole('button', { name: 'Save changes' }).click();
    await toastWith(page, 'Successfully saved').waitFor();
    await expect
      .poll(async () => ((await apiAnswer(store, tokens, 'GET', 'users/address/get')).body as Address).house)
      .toBe('157');
  });
});

describe('account hub (/my-acc)', () => {
  it('shows the profile, the latest order with its status, the cart, the wishlist and the address; logs out after confirming', async () => {
    const tokens = await store.registerShopper({ first_name: 'Nurzhan', last_name: 'Osmonov', phone: '0770 555 333' });
    const order = await placeOrder(store, tokens);
    // Ordering empties the cart.
    const cart = (await apiAnswer(store, tokens, 'GET', 'carts')).body as { cartCount: number };
    expect(cart.cartCount).toBe(0);
    await placeOrder(store, tokens);
    await placeOrder(store, tokens);
    const again = await placeOrder(store, tokens);
    // One more thing in the cart and in the wishlist after the orders.
    const line = order.items[0]!;
    expect(
      (await apiAnswer(store, tokens, 'POST', 'carts/add_product', { variation_id: line.variation_id, quantity: 2 }))
        .status,
    ).toBe(200);
    expect(
      (await apiAnswer(store, tokens, 'POST', 'products/favorites/set', { product_id: line.product_id })).status,
    ).toBe(200);

    const page = await store.newPage({ signedInAs: tokens });
    await page.goto(store.url('/my-acc'));
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await page.getByText('Hello, Nurzhan!').waitFor();

    const profile = page.locator('[data-profile-summary]');
    await profile.getByText('Nurzhan Osmonov').waitFor();
    await profile.getByText(tokens.user.email).waitFor();
    await profile.getByText('+996 770 555 333').waitFor();

    const orders = page.locator('[data-recent-orders]');
    const newest = orders.getByRole('link', { name: new RegExp(`^Order #${again.order_id}\\b`) });
    expect(await newest.getAttribute('href')).toBe(`/order-tracking/${again.order_id}`);
    expect(await newest.locator('[data-order-status]').textContent()).toBe('Placed');
    // The latest three of four, newest first.
    expect(await orders.getByRole('link').count()).toBe(3);
    expect(await orders.getByRole('link').first().getAttribute('href')).toBe(`/order-tracking/${again.order_id}`);
    expect(await orders.locator(`[data-order-id="${order.order_id}"]`).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe('/order-tracking');

    await page.locator('[data-cart-summary]').getByText('2 items').waitFor();
    await page.locator('[data-favorites-summary]').getByText('1 product').waitFor();
    await page.getByText('No address yet').waitFor();
    expect(await page.getByRole('link', { name: 'Add an address' }).getAttribute('href')).toBe('/address');

    await newest.click();
    await page.waitForURL(store.url(`/order-tracking/${again.order_id}`));

    // Back on the hub, logging out asks first.
    await page.goBack();
    await page.waitForURL(store.url('/my-acc'));
    await page.getByRole('button', { name: 'Log out' }).click();
    await page
      .getByRole('dialog', { name: 'Log out of your account?' })
      .getByRole('button', { name: 'Log out' })
      .click();
    await page.waitForURL(store.url('/'));
    await expect.poll(() => storedTokens(page)).toEqual([null, null]);
  });
});

describe('accessibility', () => {
  it.each([
    ['/profile', 'desktop', 'light'],
    ['/profile', 'phone', 'dark'],
    ['/my-acc', 'desktop', 'dark'],
    ['/my-acc', 'phone', 'light'],
    ['/address', 'phone', 'light'],
    ['/address', 'desktop', 'dark'],
  ] as const)('%s has no serious axe violations (%s, %s)', async (path, viewport, mode) => {
    const tokens = await store.registerShopper();
    await placeOrder(store, tokens);
    const page = await store.newPage({ viewport, signedInAs: tokens });
    await page.addInitScript((colorMode) => localStorage.setItem('color-mode', colorMode), mode);
    await page.goto(store.url(path));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.locator('[data-loading]').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
