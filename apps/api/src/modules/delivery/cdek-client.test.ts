import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SANDBOX_TEST_CREDENTIALS, startCdekSandbox } from '../../../test/support/cdek-sandbox-server.js';
import { type CdekClientOptions, createCdekClient } from './cdek-client.js';
import { CdekError } from './cdek-error.js';

const BISHKEK = 5444;
const OSH = 5447;

let sandbox: Awaited<ReturnType<typeof startCdekSandbox>>;
beforeAll(async () => {
  sandbox = await startCdekSandbox();
});
afterAll(() => sandbox.close());
afterEach(() => {
  vi.useRealTimers();
});

/**
 * The real adapter against the simulator over HTTP, through a fetch that records every request
 * and may rewrite one before it leaves (to play a CDEK that stopped honouring a token).
 */
function connect(
  options: Partial<CdekClientOptions> & { rewrite?: (url: string, init: RequestInit) => RequestInit } = {},
) {
  const requests: string[] = [];
  const recordingFetch: typeof fetch = async (input, init = {}) => {
    const url = String(input);
    requests.push(new URL(url).pathname.replace(/^.*\/v2/, ''));
    return fetch(input, options.rewrite ? options.rewrite(url, init) : init);
  };
  const client = createCdekClient({
    baseUrl: sandbox.baseUrl,
    clientId: SANDBOX_TEST_CREDENTIALS.clientId,
    clientSecret: SANDBOX_TEST_CREDENTIALS.clientSecret,
    fetch: recordingFetch,
    ...options,
  });
  const count = (path: string) => requests.filter((request) => request === path).length;
  return { client, requests, count };
}

async function cdekFailure(promise: Promise<unknown>): Promise<CdekError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CdekError);
  return error as CdekError;
}

describe('CDEK client: the token', () => {
  it('is requested once for many calls, concurrent ones included', async () => {
    const { client, count } = connect();
    await Promise.all([
      client.cities({ city: 'бишк' }),
      client.cities({ city: 'Ош' }),
      client.tariff({ tariffCode: 136, fromCityCode: BISHKEK, toCityCode: OSH, weightGrams: 500 }),
    ]);
    await client.cities({ city: 'кара' });
    expect(count('/oauth/token')).toBe(1);
    expect(count('/location/cities')).toBe(3);
  });

  it('is renewed 60 seconds before CDEK says it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const { client, count } = connect();
    await client.cities({ city: 'бишк' });
    vi.setSystemTime(start + (3599 - 61) * 1000);
    await client.cities({ city: 'бишк' });
    expect(count('/oauth/token')).toBe(1);
    vi.setSystemTime(start + (3599 - 59) * 1000);
    await client.cities({ city: 'бишк' });
    expect(count('/oauth/token')).toBe(2);
  });

  it('is dropped and fetched again when CDEK answers 401, and the call retried once', async () => {
    let spoiled = 0;
    const { client, requests } = connect({
      rewrite: (url, init) => {
        if (!url.includes('/location/') || spoiled++ > 0) return init;
        return { ...init, headers: { ...(init.headers as Record<string, string>), authorization: 'Bearer revoked' } };
      },
    });
    const cities = await client.cities({ city: 'бишк' });
    expect(cities.map((city) => city.code)).toEqual([BISHKEK]);
    expect(requests).toEqual(['/oauth/token', '/location/cities', '/oauth/token', '/location/cities']);
  });

  it('gives up after one retry when CDEK keeps refusing', async () => {
    const { client, count } = connect({
      rewrite: (url, init) =>
        url.includes('/oauth/')
          ? init
          : { ...init, headers: { ...(init.headers as object), authorization: 'Bearer x' } },
    });
    const error = await cdekFailure(client.cities());
    expect(error.kind).toBe('unauthorized');
    expect(error.status).toBe(401);
    expect(count('/location/cities')).toBe(2);
    expect(count('/oauth/token')).toBe(2);
  });

  it('reports wrong credentials as unauthorized, with the OAuth error, and calls nothing else', async () => {
    const { client, requests } = connect({ clientSecret: 'wrong' });
    const error = await cdekFailure(client.cities());
    expect(error.kind).toBe('unauthorized');
    expect(error.retryable).toBe(false);
    expect(error.errors).toEqual([{ code: 'invalid_client', message: 'No such account secure' }]);
    expect(requests).toEqual(['/oauth/token']);
  });
});

describe('CDEK client: cities', () => {
  it('finds cities by a typed prefix, in Cyrillic, whatever its case', async () => {
    const { client } = connect();
    expect(await client.cities({ city: 'бишк' })).toEqual([
      { code: BISHKEK, city: 'Бишкек', region: 'Бишкек', countryCode: 'KG', country: 'Киргизия' },
    ]);
    expect((await client.cities({ city: 'Ош' })).map((city) => city.city)).toEqual(['Ош']);
    const kara = (await client.cities({ city: 'кара' })).map((city) => city.city);
    expect(kara).toEqual(expect.arrayContaining(['Каракол', 'Кара-Балта', 'Кара-Суу', 'Кара-Куль']));
    expect(kara.every((name) => name.startsWith('Кара'))).toBe(true);
  });

  it('searches Kyrgyzstan unless other countries are asked for', async () => {
    const { client } = connect();
    const kyrgyz = await client.cities();
    expect(kyrgyz.length).toBeGreaterThanOrEqual(20);
    expect(new Set(kyrgyz.map((city) => city.countryCode))).toEqual(new Set(['KG']));
    const abroad = await client.cities({ countryCodes: ['RU', 'KZ'] });
    expect(abroad.map((city) => city.city)).toEqual(
      expect.arrayContaining(['Москва', 'Новосибирск', 'Алматы', 'Астана']),
    );
    expect(abroad.some((city) => city.countryCode === 'KG')).toBe(false);
    expect((await client.cities({ countryCodes: ['KZ'], city: 'а' })).map((city) => city.city)).toEqual([
      'Алматы',
      'Астана',
    ]);
  });

  it('pages from 0', async () => {
    const { client } = connect();
    const firstTen = await client.cities({ size: 10, page: 0 });
    const pageOne = await client.cities({ size: 5, page: 0 });
    const pageTwo = await client.cities({ size: 5, page: 1 });
    expect(firstTen).toHaveLength(10);
    expect([...pageOne, ...pageTwo]).toEqual(firstTen);
    expect(await client.cities({ size: 10, page: 1000 })).toEqual([]);
  });

  it('answers in English when asked', async () => {
    const { client } = connect();
    expect(await client.cities({ city: 'bish', lang: 'eng' })).toEqual([
      { code: BISHKEK, city: 'Bishkek', region: 'Bishkek', countryCode: 'KG', country: 'Kyrgyzstan' },
    ]);
  });
});

describe('CDEK client: tariff', () => {
  it('quotes Bishkek → Osh in som as whole tyiyn, the same every time', async () => {
    const { client } = connect();
    const query = { tariffCode: 137, fromCityCode: BISHKEK, toCityCode: OSH, weightGrams: 1200 };
    const quote = await client.tariff(query);
    expect(quote.currency).toBe('KGS');
    expect(Number.isInteger(quote.deliverySumTyiyn)).toBe(true);
    expect(quote.deliverySumTyiyn).toBeGreaterThan(0);
    expect(quote.totalSumTyiyn).toBe(quote.deliverySumTyiyn);
    expect(quote.periodMin).toBeGreaterThanOrEqual(1);
    expect(quote.periodMax).toBeGreaterThanOrEqual(quote.periodMin);
    expect(await client.tariff(query)).toEqual(quote);
  });

  it('charges more for more weight, bulk and distance', async () => {
    const { client } = connect();
    const price = async (toCityCode: number, weightGrams: number, sizeCm?: number) =>
      (
        await client.tariff({
          tariffCode: 136,
          fromCityCode: BISHKEK,
          toCityCode,
          weightGrams,
          ...(sizeCm ? { lengthCm: sizeCm, widthCm: sizeCm, heightCm: sizeCm } : {}),
        })
      ).deliverySumTyiyn;
    const light = await price(OSH, 500);
    expect(await price(OSH, 5000)).toBeGreaterThan(light);
    expect(await price(OSH, 500, 40)).toBeGreaterThan(light);
    expect(await price(5474 /* Кант, next door */, 500)).toBeLessThan(light);
  });

  it('reports an unknown city with CDEK’s error code', async () => {
    const { client } = connect();
    const error = await cdekFailure(
      client.tariff({ tariffCode: 136, fromCityCode: BISHKEK, toCityCode: 999_999, weightGrams: 500 }),
    );
    expect(error.kind).toBe('bad_request');
    expect(error.status).toBe(400);
    expect(error.errors.map((entry) => entry.code)).toEqual(['v2_recipient_location_not_recognized']);
  });

  it('reports an unknown tariff code', async () => {
    const { client } = connect();
    const error = await cdekFailure(
      client.tariff({ tariffCode: 1, fromCityCode: BISHKEK, toCityCode: OSH, weightGrams: 500 }),
    );
    expect(error.kind).toBe('bad_request');
    expect(error.errors[0]?.code).toBe('v2_tariff_not_found');
  });
});

describe('CDEK client: an unreachable CDEK', () => {
  let silent: Server;
  let silentUrl: string;
  beforeAll(async () => {
    // Accepts connections and never answers.
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/v2`;
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('times out as unavailable, which may be retried', async () => {
    // Only the client's own deadline (AbortSignal.timeout, which fake timers cannot reach) ends
    // this call: the server never answers, and the test's own timeout catches a client that waits.
    const { client } = connect({ baseUrl: silentUrl, timeoutMs: 200 });
    const error = await cdekFailure(client.cities());
    expect(error.kind).toBe('unavailable');
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('200 ms');
  });

  it('reports a refused connection as unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { client } = connect({ baseUrl: `http://127.0.0.1:${port}/v2` });
    expect((await cdekFailure(client.cities())).kind).toBe('unavailable');
  });
});
