import { ErrorResponse } from '@aruu/contract/errors';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper, STRONG_PASSWORD, uniqueEmail, uniqueIp } from '../../../test/accounts.js';
import { startSmtpTestServer } from '../../../test/support/smtp-test-server.js';
import { useTestApp } from '../../../test/test-app.js';
import { insertPasswordReset } from './auth.repository.js';
import { newOpaqueToken } from './tokens.js';

// The reset mail travels the production path: job queue → nodemailer → a real SMTP server.
const smtp = await startSmtpTestServer();
const ctx = useTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://aruu.test' });
afterAll(() => smtp.close());

const NEW_PASSWORD = 'Issyk-Kul-Sunrise-42';

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    headers,
    remoteAddress: uniqueIp(),
  });
}

const errorOf = (response: { json(): unknown }) => ErrorResponse.parse(response.json()).error;

/** Sends the queued mail and answers the reset token from the link in the one mail to `email`. */
async function resetTokenMailedTo(email: string) {
  await ctx.app.jobs.runDueJobs();
  const mails = smtp.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(email));
  expect(mails).toHaveLength(1);
  const mail = mails[0]!;
  const link = mail.text?.match(/https:\/\/aruu\.test\/auth\/([\w-]+)/);
  expect(link, mail.text).toBeTruthy();
  expect(mail.html).toContain(link![0]);
  return { token: link![1]!, mail };
}

describe('password reset', () => {
  it('mails a link in the user’s language that works once and ends every login', async () => {
    const tokens = await registerShopper(ctx.app, { language: 'ky' });
    const sent = await post('/auth/forgot-password', { email: tokens.user.email.toUpperCase() });
    expect(sent.statusCode).toBe(200);
    const { token, mail } = await resetTokenMailedTo(tokens.user.email);
    expect(mail.subject).toMatch(/[өүң]|Сырсөз/i);

    const reset = await post('/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/v1/users/me', headers: bearer(tokens) })).statusCode).toBe(401);
    expect((await post('/auth/refresh', { refresh_token: tokens.refresh_token })).statusCode).toBe(401);
    expect((await post('/auth/login', { email: tokens.user.email, password: STRONG_PASSWORD })).statusCode).toBe(401);
    expect((await post('/auth/login', { email: tokens.user.email, password: NEW_PASSWORD })).statusCode).toBe(200);

    const again = await post('/auth/reset-password', {
      token,
      password: 'Another-Long-Pass-9',
      password_confirmation: 'Another-Long-Pass-9',
    });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).code).toBe('invalid_reset_token');
  });

  it('writes in the language asked for by the form', async () => {
    const tokens = await registerShopper(ctx.app, { language: 'ru' });
    await post('/auth/forgot-password', { email: tokens.user.email, language: 'en' });
    const { mail } = await resetTokenMailedTo(tokens.user.email);
    expect(mail.subject).toMatch(/password/i);
  });

  it('answers an unknown email with the spec’s message', async () => {
    const response = await post('/auth/forgot-password', { email: uniqueEmail('nobody') });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'email_not_found', message: 'User with this email not found' });
  });

  it('refuses expired, unknown and weak', async () => {
    const tokens = await registerShopper(ctx.app);
    const expired = newOpaqueToken();
    await insertPasswordReset(ctx.database.db, tokens.user.id, expired.hash, new Date(Date.now() - 60_000));
    const body = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect(errorOf(await post('/auth/reset-password', { token: expired.token, ...body })).code).toBe(
      'invalid_reset_token',
    );
    expect(errorOf(await post('/auth/reset-password', { token: 'made-up', ...body })).code).toBe('invalid_reset_token');

    const fresh = newOpaqueToken();
    await insertPasswordReset(ctx.database.db, tokens.user.id, fresh.hash, new Date(Date.now() + 60_000));
    const weak = await post('/auth/reset-password', {
      token: fresh.token,
      password: 'qwerty123',
      password_confirmation: 'qwerty123',
    });
    expect(errorOf(weak).fields?.password?.code).toBe('password_too_common');
    const mismatch = await post('/auth/reset-password', {
      token: fresh.token,
      password: NEW_PASSWORD,
      password_confirmation: 'x',
    });
    expect(errorOf(mismatch).fields?.password_confirmation?.code).toBe('passwords_mismatch');
    // Refused attempts did not use the token up.
    expect((await post('/auth/reset-password', { token: fresh.token, ...body })).statusCode).toBe(200);
  });

  it('tells the link’s page whether the link is valid, used, expired or unknown', async () => {
    const tokens = await registerShopper(ctx.app);
    const stateOf = async (token: string) => {
      const response = await post('/auth/reset-password/state', { token });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { state: string }).state;
    };
    const expired = newOpaqueToken();
    await insertPasswordReset(ctx.database.db, tokens.user.id, expired.hash, new Date(Date.now() - 60_000));
    const fresh = newOpaqueToken();
    await insertPasswordReset(ctx.database.db, tokens.user.id, fresh.hash, new Date(Date.now() + 60_000));
    expect(await stateOf(expired.token)).toBe('expired');
    expect(await stateOf('made-up')).toBe('unknown');
    expect(await stateOf(fresh.token)).toBe('valid');
    const body = { token: fresh.token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await post('/auth/reset-password', body)).statusCode).toBe(200);
    expect(await stateOf(fresh.token)).toBe('used');
    expect((await post('/auth/reset-password/state', { token: '' })).statusCode).toBe(400);
  });

  it('limits reset mails per account', async () => {
    const tokens = await registerShopper(ctx.app);
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post('/auth/forgot-password', { email: tokens.user.email })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
