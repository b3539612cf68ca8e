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
      client.suggestCities({ name: 'бишк', countryCode: 'KG' }),
      client.cities({ city: 'Ош' }),
      client.tariffList({ fromCityCode: BISHKEK, toCityCode: OSH, weightGrams: 500 }),
      client.tariff({ tariffCode: 482, fromCityCode: BISHKEK, toCityCode: OSH, weightGrams: 500 }),
    ]);
    await client.cities({ code: OSH });
    expect(count('/oauth/token')).toBe(1);
    expect(count('/location/cities')).toBe(2);
  });

  it('is renewed 60 seconds before CDEK says it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const { client, count } = connect();
    await client.cities({ code: BISHKEK });
    vi.setSystemTime(start + (3599 - 61) * 1000);
    await client.cities({ code: BISHKEK });
    expect(count('/oauth/token')).toBe(1);
    vi.setSystemTime(start + (3599 - 59) * 1000);
    await client.cities({ code: BISHKEK });
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
    const cities = await client.cities({ city: 'Бишкек' });
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

  it('is a plain call that says why it failed: wrong credentials, a wrong address', async () => {
    expect((await connect().client.token()).split('.')).toHaveLength(3);
    const refused = await cdekFailure(connect({ clientSecret: 'wrong' }).client.token());
    expect(refused.message).toBe('CDEK authorisation failed with 401 (invalid_client: No such account secure)');
    const misplaced = await cdekFailure(
      connect({ baseUrl: sandbox.baseUrl.replace('/cdek/v2', '/cdek/v3') }).client.token(),
    );
    expect(misplaced.status).toBe(404);
    expect(misplaced.message).toMatch(/^CDEK authorisation failed with 404 \(.*is the base URL CDEK API v2\?\)$/);
  });
});

describe('CDEK client: cities', () => {
  it('finds a place by its full name or its code, and nothing by a part of the name', async () => {
    const { client } = connect();
    const bishkek = { code: BISHKEK, city: 'Бишкек', region: 'Бишкек', countryCode: 'KG', country: 'Киргизия' };
    expect(await client.cities({ city: 'Бишкек' })).toEqual([bishkek]);
    expect(await client.cities({ code: BISHKEK })).toEqual([bishkek]);
    // "Должно соответствовать полностью": typeahead belongs to suggestCities.
    expect(await client.cities({ city: 'Биш' })).toEqual([]);
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
    expect(await client.cities({ city: 'Bishkek', lang: 'eng' })).toEqual([
      { code: BISHKEK, city: 'Bishkek', region: 'Bishkek', countryCode: 'KG', country: 'Kyrgyzstan' },
    ]);
  });

  it('suggests places by the first letters typed, in the country asked for', async () => {
    const { client } = connect();
    expect(await client.suggestCities({ name: 'биш', countryCode: 'KG' })).toEqual([
      { code: BISHKEK, fullName: 'Бишкек, Киргизия', countryCode: 'KG' },
    ]);
    const kara = await client.suggestCities({ name: 'Кара', countryCode: 'KG' });
    expect(kara.map((city) => city.fullName)).toEqual(
      expect.arrayContaining(['Каракол, Иссык-Кульская область, Киргизия', 'Кара-Балта, Чуйская область, Киргизия']),
    );
    expect(await client.suggestCities({ name: 'Алм', countryCode: 'KG' })).toEqual([]);
  });
});

describe('CDEK client: tariff list', () => {
  it('lists the tariffs CDEK sells on a route, priced and named', async () => {
    const { client } = connect();
    const offered = await client.tariffList({ fromCityCode: BISHKEK, toCityCode: OSH, weightGrams: 800 });
    expect(offered.map((tariff) => tariff.code)).toEqual([480, 481, 482, 483]);
    expect(offered.find((tariff) => tariff.code === 482)).toEqual({
      code: 482,
      name: 'Экспресс склад-дверь',
      deliveryMode: 3,
      deliverySum: expect.any(Number),
      periodMin: expect.any(Number),
      periodMax: expect.any(Number),
    });
  });

  it('reports an unknown sender city with CDEK’s error, in words', async () => {
    const { client } = connect();
    const error = await cdekFailure(client.tariffList({ fromCityCode: 999_999, toCityCode: OSH, weightGrams: 800 }));
    expect(error.kind).toBe('bad_request');
    expect(error.errors.map((entry) => entry.code)).toEqual(['v2_sender_location_not_recognized']);
    expect(error.message).toContain('Не удалось определить город отправителя');
  });
});

describe('CDEK client: tariff', () => {
  it('quotes Bishkek → Osh in som as whole tyiyn, the same every time', async () => {
    const { client } = connect();
    const query = { tariffCode: 482, fromCityCode: BISHKEK, toCityCode: OSH, weightGrams: 1200 };
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
          tariffCode: 482,
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
      client.tariff({ tariffCode: 482, fromCityCode: BISHKEK, toCityCode: 999_999, weightGrams: 500 }),
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

  it('reports a tariff CDEK does not sell on the route as refused, not as an outage', async () => {
    const { client } = connect();
    const error = await cdekFailure(
      client.tariff({ tariffCode: 137, fromCityCode: BISHKEK, toCityCode: OSH, weightGrams: 500 }),
    );
    expect(error.kind).toBe('bad_request');
    expect(error.retryable).toBe(false);
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
    const error = await cdekFailure(client.cities());
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe(`CDEK could not be reached at http://127.0.0.1:${port} (ECONNREFUSED)`);
  });
});
