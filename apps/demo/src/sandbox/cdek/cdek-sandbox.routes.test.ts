import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCdekSandbox, SANDBOX_TEST_CREDENTIALS } from '../../../../api/test/support/cdek-sandbox-server.js';

const { clientId, clientSecret } = SANDBOX_TEST_CREDENTIALS;
const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

let sandbox: Awaited<ReturnType<typeof buildCdekSandbox>>;
beforeAll(async () => {
  sandbox = await buildCdekSandbox();
});
afterAll(() => sandbox.close());

async function token(app = sandbox): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/_sandbox/cdek/v2/oauth/token',
    ...form({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
  });
  expect(response.statusCode).toBe(200);
  return response.json().access_token;
}

describe('CDEK sandbox: OAuth', () => {
  it('issues a bearer token for form-encoded credentials, as CDEK does', async () => {
    const response = await sandbox.inject({
      method: 'POST',
      url: '/_sandbox/cdek/v2/oauth/token',
      ...form({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
    });
    expect(response.json()).toMatchObject({ token_type: 'bearer', expires_in: 3599, scope: expect.any(String) });
    expect(response.json().access_token.split('.')).toHaveLength(3);
  });

  it('accepts the credentials in the query string too', async () => {
    const query = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    });
    const response = await sandbox.inject({ method: 'POST', url: `/_sandbox/cdek/v2/oauth/token?${query}` });
    expect(response.statusCode).toBe(200);
  });

  it('refuses wrong credentials and other grant types', async () => {
    const wrong = await sandbox.inject({
      method: 'POST',
      url: '/_sandbox/cdek/v2/oauth/token',
      ...form({ grant_type: 'client_credentials', client_id: clientId, client_secret: 'guess' }),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'invalid_client', error_description: 'No such account secure' });
    const grant = await sandbox.inject({
      method: 'POST',
      url: '/_sandbox/cdek/v2/oauth/token',
      ...form({ grant_type: 'password', client_id: clientId, client_secret: clientSecret }),
    });
    expect(grant.statusCode).toBe(400);
    const malformed = await sandbox.inject({
      method: 'POST',
      url: '/_sandbox/cdek/v2/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: 1, client_secret: 2 },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('invalid_request');
  });

  it('needs no state: another process with the same secret accepts the token, one with another does not', async () => {
    const issued = await token();
    const twin = await buildCdekSandbox();
    const stranger = await buildCdekSandbox({ tokenSecret: 'another-sandbox-secret-0123456789abcdef' });
    try {
      const ask = (app: typeof sandbox) =>
        app.inject({
          url: '/_sandbox/cdek/v2/location/cities?city=Ош',
          headers: { authorization: `Bearer ${issued}` },
        });
      expect((await ask(twin)).statusCode).toBe(200);
      expect((await ask(stranger)).statusCode).toBe(401);
    } finally {
      await Promise.all([twin.close(), stranger.close()]);
    }
  });

  it('guards every other route with the bearer token', async () => {
    for (const authorization of [undefined, 'Bearer nonsense', `Basic ${btoa(`${clientId}:${clientSecret}`)}`]) {
      const response = await sandbox.inject({
        url: '/_sandbox/cdek/v2/location/cities',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().error).toBeDefined();
    }
    const tariff = await sandbox.inject({ method: 'POST', url: '/_sandbox/cdek/v2/calculator/tariff', payload: {} });
    expect(tariff.statusCode).toBe(401);
  });
});

describe('CDEK sandbox: cities and tariff', () => {
  it('filters cities by code and by a repeated country_codes parameter', async () => {
    const headers = { authorization: `Bearer ${await token()}` };
    const byCode = await sandbox.inject({ url: '/_sandbox/cdek/v2/location/cities?code=44', headers });
    expect(byCode.json()).toEqual([expect.objectContaining({ code: 44, city: 'Москва', country_code: 'RU' })]);
    const repeated = await sandbox.inject({
      url: '/_sandbox/cdek/v2/location/cities?country_codes=RU&country_codes=KZ&size=100',
      headers,
    });
    expect(new Set(repeated.json().map((city: { country_code: string }) => city.country_code))).toEqual(
      new Set(['RU', 'KZ']),
    );
  });

  it('answers malformed tariff requests with CDEK-shaped errors', async () => {
    const headers = { authorization: `Bearer ${await token()}` };
    const response = await sandbox.inject({
      method: 'POST',
      url: '/_sandbox/cdek/v2/calculator/tariff',
      headers,
      payload: { from_location: { code: 5444 }, to_location: { code: 5447 }, packages: [{ weight: 'heavy' }] },
    });
    expect(response.statusCode).toBe(400);
    const codes = response.json().errors.map((error: { code: string }) => error.code);
    expect(codes).toEqual(expect.arrayContaining(['v2_field_is_empty', 'v2_invalid_value_type']));
  });

  it('quotes in the currency asked for, KGS by default, and refuses parcels over the tariff’s limit', async () => {
    const headers = { authorization: `Bearer ${await token()}` };
    const quote = (body: object) =>
      sandbox.inject({
        method: 'POST',
        url: '/_sandbox/cdek/v2/calculator/tariff',
        headers,
        payload: { tariff_code: 482, from_location: { code: 44 }, to_location: { code: 5444 }, ...body },
      });
    const som = (await quote({ packages: [{ weight: 1000 }] })).json();
    const roubles = (await quote({ currency: 1, packages: [{ weight: 1000 }] })).json();
    expect(som).toMatchObject({ currency: 'KGS', weight_calc: 1000, services: [] });
    expect(roubles.currency).toBe('RUB');
    expect(roubles.delivery_sum).toBeLessThan(som.delivery_sum);
    // "Посылка" takes up to 50 kg (CDEK's tariff table), and is sold inside Russia only.
    const heavy = await quote({ tariff_code: 136, to_location: { code: 270 }, packages: [{ weight: 51_000 }] });
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().errors[0].code).toBe('v2_weight_limit_exceeded');
  });
});

describe('CDEK sandbox: what CDEK documents about names and tariffs', () => {
  const get = async (url: string) =>
    sandbox.inject({ url: `/_sandbox/cdek/v2${url}`, headers: { authorization: `Bearer ${await token()}` } });
  const post = async (url: string, payload: object) =>
    sandbox.inject({
      method: 'POST',
      url: `/_sandbox/cdek/v2${url}`,
      headers: { authorization: `Bearer ${await token()}` },
      payload,
    });

  it('matches `city` on location/cities in full only ("Должно соответствовать полностью")', async () => {
    expect((await get(`/location/cities?country_codes=KG&city=${encodeURIComponent('Бишкек')}`)).json()).toEqual([
      expect.objectContaining({ code: 5444, city: 'Бишкек' }),
    ]);
    for (const partial of ['Биш', 'бишкек', 'Бишкек ']) {
      expect((await get(`/location/cities?country_codes=KG&city=${encodeURIComponent(partial)}`)).json()).toEqual([]);
    }
  });

  it('suggests places by the first letters on location/suggest/cities, in one country, in Russian', async () => {
    const suggested = (await get(`/location/suggest/cities?name=${encodeURIComponent('биш')}&country_code=KG`)).json();
    expect(suggested).toEqual([
      { city_uuid: expect.any(String), code: 5444, full_name: 'Бишкек, Киргизия', country_code: 'KG' },
    ]);
    const osh = (await get(`/location/suggest/cities?name=${encodeURIComponent('Кара-Суу')}&country_code=KG`)).json();
    expect(osh.map((city: { full_name: string }) => city.full_name)).toEqual(['Кара-Суу, Ошская область, Киргизия']);
    expect((await get('/location/suggest/cities?name=Bish&country_code=KG')).json()).toEqual([]);
    expect((await get('/location/suggest/cities?country_code=KG')).statusCode).toBe(400);
  });

  it('lists on calculator/tarifflist only the tariffs sold on the route: no "Посылка" outside Russia', async () => {
    const codes = async (from: number, to: number) =>
      (
        await post('/calculator/tarifflist', {
          currency: 9,
          from_location: { code: from },
          to_location: { code: to },
          packages: [{ weight: 800 }],
        })
      )
        .json()
        .tariff_codes.map((tariff: { tariff_code: number }) => tariff.tariff_code);
    expect(await codes(5444, 5447)).toEqual([480, 481, 482, 483]);
    expect(await codes(44, 270)).toEqual([136, 137, 138, 139, 480, 481, 482, 483]);
    const unknown = await post('/calculator/tarifflist', {
      from_location: { code: 1 },
      to_location: { code: 5447 },
      packages: [{ weight: 800 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.map((error: { code: string }) => error.code)).toEqual([
      'v2_sender_location_not_recognized',
    ]);
  });

  it('refuses on calculator/tariff a tariff not sold on the route, in CDEK’s error shape', async () => {
    const refused = await post('/calculator/tariff', {
      tariff_code: 137,
      from_location: { code: 5444 },
      to_location: { code: 5447 },
      packages: [{ weight: 800 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: [{ code: expect.any(String), message: expect.any(String) }] });
    const sold = await post('/calculator/tariff', {
      tariff_code: 482,
      from_location: { code: 5444 },
      to_location: { code: 5447 },
      packages: [{ weight: 800 }],
    });
    expect(sold.statusCode).toBe(200);
  });
});
