import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sandboxCityByCode } from '@aruu/demo/sandbox/cdek/cdek-sandbox-cities';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ConfigError, configSchema, loadConfig, SANDBOX_TELEGRAM_BOT_TOKEN, SANDBOX_WHATSAPP } from './config.js';

/** A production setting that passes every rule: real-looking providers and random secrets. */
const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://aruu.kg',
  SMTP_URL: 'smtps://shop:mail-password@mail.aruu.kg:465',
  JWT_SECRET: 'Jq3vN8xR2mW7kT5pL9sY4bH6gD1fC0zA',
  METRICS_TOKEN: 'mT8qV2nX5rK9wL3pJ7sB4hG6dF1cZ0yE',
  TOTP_ENCRYPTION_KEY: 'tK4wQ9zR1mV6xN3bL8sJ2hP7gF5dC0yA',
  CDEK_URL: 'https://api.cdek.ru/v2',
  CDEK_CLIENT_ID: 'EMscd6r9JnFiQ3bLoyjJY6eM78JrJceI',
  CDEK_CLIENT_SECRET: 'PjLZkKBHEiLK3YsjtNrt3TGNG0ahs3kG',
  // The shop's city as CDEK codes it, looked up with location/suggest/cities on the real account.
  CDEK_SENDER_CITY_CODE: '10427',
  FREEDOM_PAY_URL: 'https://api.freedompay.kg',
  FREEDOM_PAY_MERCHANT_ID: '552410',
  FREEDOM_PAY_SECRET_KEY: 'Rk7TzW4qN1vX8sLb',
  UDS_URL: 'https://api.uds.app/partner/v2',
  UDS_COMPANY_ID: '549755813888',
  UDS_API_KEY: 'NzE3ZWJjOTAtZGI4Mi00ZDVhLWJiMWQtYjQ1',
  SHOP_LEGAL_NAME: 'ОсОО «Аруу Косметикс»',
  SHOP_INN: '02412202610123',
  SHOP_LEGAL_ADDRESS: 'г. Бишкек, ул. Киевская, 77',
  SHOP_BANK_NAME: 'ОАО «Оптима Банк»',
  SHOP_BANK_BIC: '109018',
  SHOP_BANK_ACCOUNT: '1090180000123456',
};

/** The repository's sandbox credentials: what the store uses outside production. */
const sandbox = loadConfig({});
const sandboxCredentials = {
  TOTP_ENCRYPTION_KEY: sandbox.TOTP_ENCRYPTION_KEY,
  CDEK_CLIENT_ID: sandbox.CDEK_CLIENT_ID,
  CDEK_CLIENT_SECRET: sandbox.CDEK_CLIENT_SECRET,
  FREEDOM_PAY_MERCHANT_ID: sandbox.FREEDOM_PAY_MERCHANT_ID,
  FREEDOM_PAY_SECRET_KEY: sandbox.FREEDOM_PAY_SECRET_KEY,
  UDS_COMPANY_ID: sandbox.UDS_COMPANY_ID,
  UDS_API_KEY: sandbox.UDS_API_KEY,
};

const without = (key: string) => Object.fromEntries(Object.entries(production).filter(([name]) => name !== key));

describe('loadConfig', () => {
  it('has working defaults for the embedded database, with the demo catalogue and the sandboxes', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_ON_START).toBe(true);
    expect(config.SANDBOX).toBe(true);
    expect(config.MIGRATE_ON_START).toBe(true);
  });

  it('refuses a bad value with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_ON_START: 'perhaps' })).toThrow(/SEED_ON_START/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 32/);
  });

  it("keeps production's password hashing at OWASP's baseline at least", () => {
    expect(loadConfig(production)).toMatchObject({ ARGON2_MEMORY_KIB: 19_456, ARGON2_PASSES: 2 });
    expect(loadConfig({ ...production, ARGON2_MEMORY_KIB: '47104', ARGON2_PASSES: '2' }).ARGON2_MEMORY_KIB).toBe(
      47_104,
    );
    expect(() => loadConfig({ ...production, ARGON2_MEMORY_KIB: '64' })).toThrow(/ARGON2_MEMORY_KIB/);
    expect(() => loadConfig({ ...production, ARGON2_PASSES: '1' })).toThrow(/ARGON2_PASSES/);
    // Tests may hash cheaply.
    expect(loadConfig({ NODE_ENV: 'test', ARGON2_MEMORY_KIB: '64', ARGON2_PASSES: '1' })).toMatchObject({
      ARGON2_MEMORY_KIB: 64,
      ARGON2_PASSES: 1,
    });
  });

  it('reads the proxy setting as a hop count or a list of addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it("has every setting in the README's configuration tables", () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const documented = new Set([...readme.matchAll(/^\| `([A-Z0-9_]+)` /gm)].map((match) => match[1]));
    expect(Object.keys(configSchema.shape).filter((name) => !documented.has(name))).toEqual([]);
  });
});

describe('loadConfig in production', () => {
  it('starts with every secret given, without the demo catalogue or the sandboxes', () => {
    const config = loadConfig(production);
    expect(config.SANDBOX).toBe(false);
    expect(config.SEED_ON_START).toBe(false);
    expect(config.FREEDOM_PAY_SECRET_KEY).toBe(production.FREEDOM_PAY_SECRET_KEY);
    expect(config.METRICS_TOKEN).toBe(production.METRICS_TOKEN);
  });

  it.each(Object.keys(production).filter((key) => key !== 'NODE_ENV'))(
    'refuses to start without %s, naming it',
    (key) => {
      expect(() => loadConfig(without(key))).toThrow(new RegExp(`${key}: required in production`));
    },
  );

  it('reads the CDEK sender city and the tariffs to choose from; the simulator’s Bishkek only outside production', () => {
    expect(loadConfig(production)).toMatchObject({
      CDEK_SENDER_CITY_CODE: 10427,
      CDEK_DOOR_TARIFF_CODES: [482, 11],
      CDEK_PICKUP_POINT_TARIFF_CODES: [483, 10],
    });
    expect(sandboxCityByCode.get(loadConfig({}).CDEK_SENDER_CITY_CODE)?.city).toBe('Бишкек');
    expect(loadConfig({ CDEK_DOOR_TARIFF_CODES: ' 480, 482 ' }).CDEK_DOOR_TARIFF_CODES).toEqual([480, 482]);
    for (const codes of ['', 'express', '482,,480', '482,482', '0']) {
      expect(() => loadConfig({ CDEK_PICKUP_POINT_TARIFF_CODES: codes || ' ' })).toThrow(
        /CDEK_PICKUP_POINT_TARIFF_CODES/,
      );
    }
  });

  it.each(Object.entries(sandboxCredentials))('refuses the repository sandbox value of %s', (key, value) => {
    expect(() => loadConfig({ ...production, [key]: value })).toThrow(
      new RegExp(`${key}: is the sandbox's value from the repository`),
    );
  });

  it('refuses the sandbox Telegram bot token in production, and a token without a chat anywhere', () => {
    expect(() =>
      loadConfig({ ...production, TELEGRAM_BOT_TOKEN: SANDBOX_TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID: '-1001234567890' }),
    ).toThrow(/TELEGRAM_BOT_TOKEN: is the sandbox's value from the repository/);
    const token = '7312456789:AAHq3vN8xR2mW7kT5pL9sY4bH6gD1fC0zA';
    expect(loadConfig({ ...production, TELEGRAM_BOT_TOKEN: token, TELEGRAM_CHAT_ID: '-1001234567890' })).toMatchObject({
      TELEGRAM_BOT_TOKEN: token,
    });
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: token })).toThrow(/set both, or neither/);
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: 'not-a-token', TELEGRAM_CHAT_ID: '-1' })).toThrow(
      /TELEGRAM_BOT_TOKEN/,
    );
  });

  it('turns WhatsApp on with all four settings only, and refuses the sandbox’s in production', () => {
    expect(loadConfig({ ...SANDBOX_WHATSAPP })).toMatchObject({ ...SANDBOX_WHATSAPP, WHATSAPP_API_VERSION: 'v23.0' });
    expect(() => loadConfig({ WHATSAPP_ACCESS_TOKEN: SANDBOX_WHATSAPP.WHATSAPP_ACCESS_TOKEN })).toThrow(
      /set all four, or none/,
    );
    expect(() => loadConfig({ ...production, ...SANDBOX_WHATSAPP })).toThrow(
      /WHATSAPP_APP_SECRET: is the sandbox's value from the repository/,
    );
    const own = {
      WHATSAPP_ACCESS_TOKEN: 'EAAG-a-real-looking-system-user-token-8Kq2',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: '5f0c1e9a7b3d48e2a6c4f1b8d2e7a9c3',
      WHATSAPP_VERIFY_TOKEN: 'n7Qe2vLx9pRt4kWz',
    };
    expect(loadConfig({ ...production, ...own })).toMatchObject(own);
  });

  it('names every problem at once', () => {
    const problems = (() => {
      try {
        loadConfig({ ...without('JWT_SECRET'), UDS_API_KEY: sandbox.UDS_API_KEY });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(problems).toMatch(/JWT_SECRET: required/);
    expect(problems).toMatch(/UDS_API_KEY: is the sandbox's value/);
  });

  it('refuses short and placeholder secrets', () => {
    expect(() => loadConfig({ ...production, FREEDOM_PAY_SECRET_KEY: 'Rk7TzW4qN1' })).toThrow(
      /FREEDOM_PAY_SECRET_KEY: must be at least 16 characters/,
    );
    expect(() => loadConfig({ ...production, JWT_SECRET: 'x'.repeat(40) })).toThrow(/JWT_SECRET: is a placeholder/);
    expect(() => loadConfig({ ...production, METRICS_TOKEN: 'changeme'.repeat(4) })).toThrow(
      /METRICS_TOKEN: is a placeholder/,
    );
  });

  it.each([
    ['an 8-character pattern, 4 times', 'JWT_SECRET', 'aB3$xY7!'.repeat(4)],
    ['a 16-character pattern, twice', 'TOTP_ENCRYPTION_KEY', 'Jq3vN8xR2mW7kT5p'.repeat(2)],
    ['a pattern cut short at the end', 'METRICS_TOKEN', 'Kd8#pQ2v!'.repeat(4).slice(0, 34)],
    ["a provider's pattern", 'FREEDOM_PAY_SECRET_KEY', 'Rk7TzW4q'.repeat(2)],
  ])('refuses a short pattern repeated: %s', (_case, key, value) => {
    expect(() => loadConfig({ ...production, [key]: value })).toThrow(
      new RegExp(`${key}: is a short pattern repeated, not a random secret`),
    );
  });

  it('takes a random secret that merely repeats a few characters', () => {
    // Random secrets repeat characters and even short runs; only a whole repeated pattern is refused.
    expect(() => loadConfig({ ...production, JWT_SECRET: 'Jq3vJq3vN8xR2mW7kT5pL9sY4bH6gD1f' })).not.toThrow();
    expect(() => loadConfig({ ...production, JWT_SECRET: 'Jq3vN8xR2mW7kT5pL9sY4bH6gD1fC0zAJ' })).not.toThrow();
  });

  it('refuses the sandbox credentials even pointed at its own simulators', () => {
    const simulators = {
      ...production,
      SANDBOX: 'on',
      PUBLIC_URL: 'http://127.0.0.1:3000',
      CDEK_URL: 'http://127.0.0.1:3000/_sandbox/cdek/v2',
      FREEDOM_PAY_URL: 'http://127.0.0.1:3000/_sandbox/payments',
      UDS_URL: 'http://127.0.0.1:3000/_sandbox/uds/partner/v2',
    };
    // With credentials of its own it may (scripts/artifact-check.mjs runs the built server so).
    expect(loadConfig(simulators).SANDBOX).toBe(true);
    expect(() => loadConfig({ ...simulators, ...sandboxCredentials })).toThrow(
      /FREEDOM_PAY_SECRET_KEY: is the sandbox's value/,
    );
  });
});

describe('the server in production', () => {
  // It loads the whole app before it reads the configuration: slow to spawn on a busy machine.
  it('refuses to start without a secret, with a message naming it', async () => {
    const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
    const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
    const server = spawn(tsx, ['src/server.ts'], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH, PORT: '0', ...without('FREEDOM_PAY_SECRET_KEY') },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    // Were it to start after all, it must not be left listening once the test has failed.
    onTestFinished(() => {
      if (server.exitCode === null) server.kill('SIGKILL');
    });
    let stderr = '';
    server.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise((resolve) => server.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('FREEDOM_PAY_SECRET_KEY: required in production');
  });
});
