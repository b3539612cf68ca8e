import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documented } from '../../../test/support/cdek-documented.js';
import { buildCdekSandbox, SANDBOX_TEST_CREDENTIALS } from '../../../test/support/cdek-sandbox-server.js';
import { createCdekClient } from './cdek-client.js';
import { CdekError } from './cdek-error.js';

/*
 * CDEK's documented examples (test/support/cdek-documented.ts), twice: replayed by a local
 * server to the adapter, which must read them; and asked of the simulator, whose answers must
 * have the documented shape — so neither side can drift from the documentation alone.
 */

type Reply = { status: number; body: unknown };

/** A CDEK that answers each path with a documented example, and keeps what it was sent. */
async function documentedCdek(routes: Record<string, Reply>) {
  const received: Array<{ path: string; body: string }> = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const path = new URL(request.url ?? '/', 'http://cdek').pathname;
    received.push({ path, body });
    const reply = routes[path] ?? { status: 404, body: { error: 'Not Found', message: path } };
    response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
  return { baseUrl, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

const ok = (body: unknown): Reply => ({ status: 200, body });

async function failure(promise: Promise<unknown>): Promise<CdekError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CdekError);
  return error as CdekError;
}

describe('the adapter reads CDEK’s documented answers', () => {
  let cdek: Awaited<ReturnType<typeof documentedCdek>>;
  beforeAll(async () => {
    cdek = await documentedCdek({
      '/v2/oauth/token': ok(documented.token.answer),
      '/v2/location/cities': ok(documented.cities.answer),
      '/v2/location/suggest/cities': ok(documented.suggestCities.answer),
      '/v2/calculator/tarifflist': ok(documented.tariffList.answer),
      '/v2/calculator/tariff': ok(documented.tariff.answer),
    });
  });
  afterAll(() => cdek.close());
  const client = () => createCdekClient({ baseUrl: cdek.baseUrl, clientId: 'account', clientSecret: 'secure' });

  it('token: the documented answer gives the bearer token; the request is the documented form', async () => {
    expect(await client().token()).toBe(documented.token.answer.access_token);
    const sent = new URLSearchParams(cdek.received.at(-1)!.body);
    expect([...sent.keys()].sort()).toEqual(['client_id', 'client_secret', 'grant_type']);
    expect(sent.get('grant_type')).toBe(documented.token.request.grant_type);
  });

  it('location/cities: the documented answer is read', async () => {
    expect(await client().cities({ code: 137 })).toEqual([
      { code: 137, city: '圣彼得堡', region: '圣彼得堡', countryCode: 'RU', country: '俄罗斯 / 俄羅斯' },
    ]);
  });

  it('location/suggest/cities: the documented fields are read', async () => {
    expect(await client().suggestCities({ name: 'Моск', countryCode: 'RU' })).toEqual([
      { code: 44, fullName: 'Москва, Россия', countryCode: 'RU' },
    ]);
    expect(cdek.received.at(-1)!.path).toBe('/v2/location/suggest/cities');
  });

  it('calculator/tarifflist: the documented answer is read; the request has only documented fields', async () => {
    const offered = await client().tariffList({ fromCityCode: 44, toCityCode: 270, weightGrams: 60000 });
    expect(offered.map((tariff) => tariff.code)).toEqual([121, 123, 480, 483]);
    expect(offered[0]).toEqual({
      code: 121,
      name: '干线快递 门到门',
      deliveryMode: 1,
      deliverySum: 434.94,
      periodMin: 5,
      periodMax: 6,
    });
    const sent = JSON.parse(cdek.received.at(-1)!.body);
    const documentedFields = ['date', 'type', 'currency', 'lang', 'from_location', 'to_location', 'packages'];
    expect(Object.keys(sent).every((field) => documentedFields.includes(field))).toBe(true);
    // The documented request asks for Chinese names; the store takes CDEK's default, Russian.
    const { lang: _chinese, ...route } = documented.tariffList.request;
    expect(sent).toMatchObject({ ...route, currency: 9 });
  });

  it('calculator/tariff: the documented answer is in CNY, which is never taken for som', async () => {
    const error = await failure(
      client().tariff({ tariffCode: 137, fromCityCode: 44, toCityCode: 270, weightGrams: 3000 }),
    );
    expect(error.message).toBe('CDEK quoted in CNY, not KGS');
    expect(JSON.parse(cdek.received.at(-1)!.body)).toMatchObject(documented.tariff.request);
  });

  it('errors: the API’s, the OAuth server’s and the gateway’s documented bodies become reasons in words', async () => {
    const refusing = async (reply: Reply, call: (c: ReturnType<typeof createCdekClient>) => Promise<unknown>) => {
      const server = await documentedCdek({ '/v2/oauth/token': reply, '/v2/calculator/tarifflist': reply });
      try {
        return await failure(call(createCdekClient({ baseUrl: server.baseUrl, clientId: 'a', clientSecret: 'b' })));
      } finally {
        await server.close();
      }
    };
    const oauth = await refusing(
      { status: documented.tokenRefused.status, body: documented.tokenRefused.answer },
      (c) => c.token(),
    );
    expect(oauth).toMatchObject({ kind: 'unauthorized', message: expect.stringContaining('No such account secure') });
    const api = await refusing({ status: documented.error.status, body: documented.error.answer }, (c) => c.token());
    expect(api.kind).toBe('bad_request');
    expect(api.errors).toEqual([{ code: 'string', message: 'string' }]);
    const gateway = await refusing(
      { status: documented.gatewayError.status, body: documented.gatewayError.answer },
      (c) => c.token(),
    );
    expect(gateway).toMatchObject({ kind: 'unavailable', retryable: true });
    expect(gateway.message).toContain('Не найден HTTP заголовок Authorization');
  });
});

/** Where `actual` lacks what the documented example has, or has it as another type. */
function driftFrom(documentedValue: unknown, actual: unknown, optional: readonly string[], at = '$'): string[] {
  const kind = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);
  if (kind(documentedValue) !== kind(actual)) return [`${at}: ${kind(actual)} where CDEK has ${kind(documentedValue)}`];
  if (Array.isArray(documentedValue) && Array.isArray(actual)) {
    if (documentedValue.length > 0 && actual.length === 0) return [`${at}: empty where CDEK's example has entries`];
    return actual.flatMap((entry, index) => driftFrom(documentedValue[0], entry, optional, `${at}[${index}]`));
  }
  if (kind(documentedValue) !== 'object') return [];
  const documentedRecord = documentedValue as Record<string, unknown>;
  const actualRecord = actual as Record<string, unknown>;
  return Object.keys(documentedRecord).flatMap((key) => {
    if (!(key in actualRecord)) return optional.includes(key) ? [] : [`${at}.${key}: missing`];
    return driftFrom(documentedRecord[key], actualRecord[key], optional, `${at}.${key}`);
  });
}

describe('the simulator answers CDEK’s documented requests in the documented shape', () => {
  let sandbox: Awaited<ReturnType<typeof buildCdekSandbox>>;
  let bearer: { authorization: string };
  beforeAll(async () => {
    sandbox = await buildCdekSandbox();
    const issued = await sandbox.inject({
      method: 'POST',
      url: '/_sandbox/cdek/v2/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: SANDBOX_TEST_CREDENTIALS.clientId,
        client_secret: SANDBOX_TEST_CREDENTIALS.clientSecret,
      }).toString(),
    });
    expect(driftFrom(documented.token.answer, issued.json(), [])).toEqual([]);
    bearer = { authorization: `Bearer ${issued.json().access_token}` };
  });
  afterAll(() => sandbox.close());
  const get = (path: string) => sandbox.inject({ url: `/_sandbox/cdek/v2${path}`, headers: bearer });
  const post = (path: string, payload: object) =>
    sandbox.inject({ method: 'POST', url: `/_sandbox/cdek/v2${path}`, headers: bearer, payload });

  it('token refused: the OAuth error shape', async () => {
    const refused = await sandbox.inject({
      method: 'POST',
      url: '/_sandbox/cdek/v2/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials&client_id=someone&client_secret=guess',
    });
    expect(refused.statusCode).toBe(documented.tokenRefused.status);
    expect(driftFrom(documented.tokenRefused.answer, refused.json(), [])).toEqual([]);
  });

  it('location/cities (by code: the simulator keeps no postal codes)', async () => {
    const answer = await get('/location/cities?code=137&lang=rus');
    // FIAS codes exist for Russian places only, and the adapter reads neither them nor the region's code.
    const optional = ['fias_guid', 'fias_region_guid', 'region_code', 'sub_region'];
    expect(driftFrom(documented.cities.answer, answer.json(), optional)).toEqual([]);
  });

  it('location/suggest/cities', async () => {
    const answer = await get(`/location/suggest/cities?${encodeURI(documented.suggestCities.query)}`);
    expect(driftFrom(documented.suggestCities.answer, answer.json(), [])).toEqual([]);
    expect(answer.json()[0]).toMatchObject({ code: 44, full_name: 'Москва, Россия' });
  });

  it('calculator/tarifflist and calculator/tariff', async () => {
    const list = await post('/calculator/tarifflist', documented.tariffList.request);
    expect(list.statusCode).toBe(200);
    expect(driftFrom(documented.tariffList.answer, list.json(), [])).toEqual([]);
    const tariff = await post('/calculator/tariff', documented.tariff.request);
    expect(tariff.statusCode).toBe(200);
    // CDEK adds services (insurance) only for some contracts; the simulator's list stays empty.
    expect(driftFrom({ ...documented.tariff.answer, services: [] }, tariff.json(), [])).toEqual([]);
  });

  it('a refused request: the API’s error shape', async () => {
    const refused = await post('/calculator/tariff', { ...documented.tariff.request, to_location: { code: 1 } });
    expect(refused.statusCode).toBe(documented.error.status);
    expect(driftFrom(documented.error.answer, refused.json(), ['additional_code', 'warnings'])).toEqual([]);
  });
});
