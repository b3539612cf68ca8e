import { describe, expect, it } from 'vitest';
import { writeWebDist } from '../../test/support/web-dist.js';
import { useTestApp } from '../../test/test-app.js';
import { SANDBOX_TELEGRAM_BOT_TOKEN } from '../config/config.js';

/**
 * Text PostgreSQL cannot hold (NUL, a lone surrogate) never reaches a query from a query
 * string or a form: the routes outside the contract's tables (pages, simulators) included.
 */
const ctx = useTestApp({ WEB_DIST_DIR: writeWebDist(), SANDBOX: 'on' });

const form = { 'content-type': 'application/x-www-form-urlencoded' };

function expectRefused(response: { statusCode: number; json: () => unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    error: {
      code: 'validation_failed',
      message: 'Invalid data',
      fields: { [field]: { code: 'invalid_value', message: 'Invalid value' } },
    },
  });
}

describe('text PostgreSQL cannot store', () => {
  it('in the query of a server-rendered page is a 400, not a failed query', async () => {
    expectRefused(await ctx.app.inject({ method: 'GET', url: '/catalog?categoryName=%00' }), 'categoryName');
    expectRefused(await ctx.app.inject({ method: 'GET', url: '/catalog?search=a%00b' }), 'search');
    // Repeated parameters arrive as a list.
    expectRefused(await ctx.app.inject({ method: 'GET', url: '/catalog?page=1&page=%00' }), 'page.1');
    expect((await ctx.app.inject({ method: 'GET', url: '/catalog?categoryName=face' })).statusCode).toBe(200);
  });

  it("in a simulator's page or form is a 400", async () => {
    const { app } = ctx;
    expectRefused(await app.inject({ method: 'GET', url: '/_sandbox/payments/pay.html?customer=%00' }), 'customer');
    expectRefused(
      await app.inject({ method: 'POST', url: '/_sandbox/payments/pay', headers: form, payload: 'customer=%00' }),
      'customer',
    );
    expectRefused(
      await app.inject({ method: 'POST', url: '/_sandbox/payments/3ds', headers: form, payload: 'customer=a%00' }),
      'customer',
    );
    expectRefused(await app.inject({ method: 'GET', url: '/_sandbox/mail?to=%00' }), 'to');
    // The simulator declares its own HTML body for a 400; an error answer keeps the one shape.
    const tooLong = await app.inject({ method: 'GET', url: `/_sandbox/payments/pay.html?customer=${'x'.repeat(65)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ error: { code: 'validation_failed', fields: { customer: {} } } });
    expectRefused(await app.inject({ method: 'GET', url: '/_sandbox/telegram/messages.json?chat_id=%00' }), 'chat_id');
  });

  it('in a JSON body a schema lets through is a 400, lone surrogates too', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/_sandbox/telegram/bot${SANDBOX_TELEGRAM_BOT_TOKEN}/sendMessage`,
      payload: { chat_id: 1, text: 'a\ud800b' },
    });
    expectRefused(response, 'text');
  });
});
