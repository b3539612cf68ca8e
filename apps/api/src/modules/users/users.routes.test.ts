import { AuthTokens, User } from '@aruu/contract/auth';
import { ErrorResponse } from '@aruu/contract/errors';
import { Address } from '@aruu/contract/users';
import { describe, expect, it } from 'vitest';
import { bearer, registerShopper, STRONG_PASSWORD, uniqueIp } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/test-app.js';

const ctx = useTestApp();

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  tokens?: { access_token: string },
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: tokens ? bearer(tokens) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
    remoteAddress: uniqueIp(),
  });
}

const errorOf = (response: { json(): unknown }) => ErrorResponse.parse(response.json()).error;

describe('profile', () => {
  it('changes name, phone, nickname and language', async () => {
    const tokens = await registerShopper(ctx.app);
    const response = await call('PATCH', '/users/me', tokens, {
      first_name: '  Aigerim ',
      nickname: 'aika',
      phone: '+996 777 000 111',
      language: 'ky',
      last_name: '',
    });
    expect(response.statusCode).toBe(200);
    const user = User.parse(response.json());
    expect(user).toMatchObject({
      first_name: 'Aigerim',
      nickname: 'aika',
      phone: '+996777000111',
      language: 'ky',
      last_name: null,
    });
    expect(User.parse((await call('GET', `/users/${user.id}`, tokens)).json())).toEqual(user);
  });

  it('refuses fields a user may not set (mass assignment)', async () => {
    const tokens = await registerShopper(ctx.app);
    for (const field of ['role', 'email', 'id', 'email_verified_at', 'password_hash', 'deleted_at']) {
      const response = await call('PATCH', '/users/me', tokens, { first_name: 'X', [field]: 'admin' });
      expect(response.statusCode, field).toBe(400);
      expect(errorOf(response).fields?.[field]?.code).toBe('unknown_field');
    }
    expect(User.parse((await call('GET', '/users/me', tokens)).json())).toMatchObject({
      role: 'shopper',
      first_name: 'Aizada',
    });
  });

  it('changes the password only with the current one, ending the other logins', async () => {
    const tokens = await registerShopper(ctx.app);
    const other = AuthTokens.parse(
      (await call('POST', '/auth/login', undefined, { email: tokens.user.email, password: STRONG_PASSWORD })).json(),
    );
    const newPassword = 'Osh-Bazaar-Apricot-88';
    const withoutCurrent = await call('PATCH', '/users/me', tokens, {
      new_password: newPassword,
      new_password_confirmation: newPassword,
    });
    expect(errorOf(withoutCurrent).fields?.current_password?.code).toBe('required');
    const wrongCurrent = await call('PATCH', '/users/me', tokens, {
      current_password: 'not-it-at-all',
      new_password: newPassword,
      new_password_confirmation: newPassword,
    });
    expect(errorOf(wrongCurrent).fields?.current_password?.code).toBe('wrong_current_password');
    const changed = await call('PATCH', '/users/me', tokens, {
      current_password: STRONG_PASSWORD,
      new_password: newPassword,
      new_password_confirmation: newPassword,
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/users/me', tokens)).statusCode).toBe(200);
    expect((await call('GET', '/users/me', other)).statusCode).toBe(401);
    const login = (password: string) => call('POST', '/auth/login', undefined, { email: tokens.user.email, password });
    expect((await login(STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login(newPassword)).statusCode).toBe(200);
  });
});

describe('address', () => {
  it('is created once with Kyrgyzstan/Bishkek defaults, then updated', async () => {
    const tokens = await registerShopper(ctx.app);
    expect((await call('GET', '/users/address/get', tokens)).json()).toBeNull();
    const missingStreet = await call('POST', '/users/address/create', tokens, { house: '12' });
    expect(errorOf(missingStreet).fields?.street?.code).toBe('required');
    const created = await call('POST', '/users/address/create', tokens, { street: 'Chui Avenue', house: '120' });
    expect(created.statusCode).toBe(201);
    const address = Address.parse(created.json());
    expect(address).toMatchObject({
      country: 'Kyrgyzstan',
      city: 'Bishkek',
      street: 'Chui Avenue',
      house: '120',
      apartment: null,
    });
    expect((await call('POST', '/users/address/create', tokens, { street: 'Manas', house: '1' })).statusCode).toBe(409);
    const updated = Address.parse(
      (await call('PATCH', '/users/address/update', tokens, { city: 'Osh', apartment: '5' })).json(),
    );
    expect(updated).toMatchObject({ id: address.id, city: 'Osh', street: 'Chui Avenue', apartment: '5' });
    expect(Address.parse((await call('GET', '/users/address/get', tokens)).json())).toEqual(updated);
  });

  it('cannot be updated before it exists', async () => {
    const tokens = await registerShopper(ctx.app);
    expect((await call('PATCH', '/users/address/update', tokens, { street: 'Toktogul' })).statusCode).toBe(404);
  });
});

describe('access matrix: a user reaches only their own data', () => {
  it('answers 404 for every id-taking endpoint used on someone else', async () => {
    const alice = await registerShopper(ctx.app);
    const bob = await registerShopper(ctx.app);
    const attempts = [
      call('GET', `/users/${alice.user.id}`, bob),
      call('PATCH', `/users/${alice.user.id}`, bob, { first_name: 'Hacked' }),
      call('DELETE', `/users/${alice.user.id}`, bob),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('not_found');
    }
    expect(User.parse((await call('GET', '/users/me', alice)).json()).first_name).toBe('Aizada');
  });

  it('keeps each user on their own address', async () => {
    const alice = await registerShopper(ctx.app);
    const bob = await registerShopper(ctx.app);
    await call('POST', '/users/address/create', alice, { street: 'Alice street', house: '1' });
    expect((await call('GET', '/users/address/get', bob)).json()).toBeNull();
    await call('POST', '/users/address/create', bob, { street: 'Bob street', house: '2' });
    expect(Address.parse((await call('GET', '/users/address/get', alice)).json()).street).toBe('Alice street');
  });

  it('requires a signed-in user everywhere', async () => {
    for (const [method, url] of [
      ['GET', '/users/me'],
      ['PATCH', '/users/me'],
      ['GET', '/users/1'],
      ['PATCH', '/users/1'],
      ['DELETE', '/users/1'],
      ['GET', '/users/address/get'],
      ['POST', '/users/address/create'],
      ['PATCH', '/users/address/update'],
      ['POST', '/auth/logout'],
    ] as const) {
      const response = await call(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('closing an account', () => {
  it('erases personal data, ends every login and frees the email', async () => {
    const tokens = await registerShopper(ctx.app);
    await call('POST', '/users/address/create', tokens, { street: 'Chui', house: '1' });
    const closed = await call('DELETE', `/users/${tokens.user.id}`, tokens);
    expect(closed.statusCode).toBe(200);
    expect((await call('GET', '/users/me', tokens)).statusCode).toBe(401);
    expect((await call('POST', '/auth/refresh', undefined, { refresh_token: tokens.refresh_token })).statusCode).toBe(
      401,
    );
    const login = await call('POST', '/auth/login', undefined, { email: tokens.user.email, password: STRONG_PASSWORD });
    expect(login.statusCode).toBe(401);
    const again = await registerShopper(ctx.app, { email: tokens.user.email });
    expect(again.user.id).not.toBe(tokens.user.id);
    expect((await call('GET', '/users/address/get', again)).json()).toBeNull();
  });
});
