import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults for the embedded database', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_ON_START).toBe(true);
  });

  it('refuses a bad value with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_ON_START: 'perhaps' })).toThrow(/SEED_ON_START/);
  });

  it('refuses to run production without a token secret, a mail server, the providers or its public address', () => {
    const secret = 'x'.repeat(40);
    const cdek = 'https://api.cdek.ru/v2';
    const pay = { FREEDOM_PAY_URL: 'https://api.freedompay.kg', UDS_URL: 'https://api.uds.app/partner/v2' };
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', CDEK_URL: cdek, ...pay })).toThrow(
      /JWT_SECRET/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, CDEK_URL: cdek, ...pay })).toThrow(
      /SMTP_URL/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, SMTP_URL: 'smtp://mail:25', ...pay }),
    ).toThrow(/CDEK_URL/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, SMTP_URL: 'smtp://mail:25', CDEK_URL: cdek }),
    ).toThrow(/FREEDOM_PAY_URL/);
    const complete = { NODE_ENV: 'production', JWT_SECRET: secret, SMTP_URL: 'smtp://mail:25', CDEK_URL: cdek, ...pay };
    expect(() => loadConfig(complete)).toThrow(/PUBLIC_URL/);
    const production = loadConfig({ ...complete, PUBLIC_URL: 'https://aruu.kg' });
    expect(production.SANDBOX).toBe(false);
    expect(loadConfig({}).SANDBOX).toBe(true);
  });

  it("keeps production's password hashing at OWASP's baseline at least", () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail:25',
      CDEK_URL: 'https://api.cdek.ru/v2',
      FREEDOM_PAY_URL: 'https://api.freedompay.kg',
      UDS_URL: 'https://api.uds.app/partner/v2',
      PUBLIC_URL: 'https://aruu.kg',
    };
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
});
