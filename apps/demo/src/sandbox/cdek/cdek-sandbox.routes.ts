import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  CdekErrors,
  CityQuery,
  CityReply,
  OAuthError,
  SuggestQuery,
  SuggestReply,
  TariffListReply,
  TariffListRequest,
  TariffReply,
  TariffRequest,
  TokenParams,
  TokenReply,
} from './cdek-sandbox.schemas.js';
import {
  countryName,
  findSandboxCities,
  fullName,
  type SandboxCity,
  sandboxCityByCode,
  suggestSandboxCities,
} from './cdek-sandbox-cities.js';
import { calculateTariff, listTariffs } from './cdek-sandbox-tariffs.js';
import { createSandboxTokens } from './cdek-sandbox-token.js';

export interface CdekSandboxOptions {
  clientId: string;
  clientSecret: string;
  /** Signs the tokens; processes sharing it accept each other's tokens. */
  tokenSecret: string;
}

function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

function unauthorised(reply: FastifyReply, error: string, description: string) {
  return reply
    .status(401)
    .header('www-authenticate', `Bearer error="${error}"`)
    .send({ error, error_description: description });
}

/** Validation failures in CDEK's shape, not the store's, so the adapter sees what CDEK would send. */
function cdekValidationErrors(error: FastifyError) {
  return (error.validation ?? []).map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
    const missing = (issue.message ?? '').includes('received undefined');
    return { code: missing ? 'v2_field_is_empty' : 'v2_invalid_value_type', message: `${field}: ${issue.message}` };
  });
}

const cityUuid = (city: SandboxCity) => `00000000-0000-4000-8000-${String(city.code).padStart(12, '0')}`;

/** The route's two places, or CDEK's errors naming the one it does not know. */
function locateRoute(body: { from_location: { code?: number }; to_location: { code?: number } }) {
  const from = body.from_location.code === undefined ? undefined : sandboxCityByCode.get(body.from_location.code);
  const to = body.to_location.code === undefined ? undefined : sandboxCityByCode.get(body.to_location.code);
  if (from && to) return { ok: true as const, from, to };
  const errors = [];
  if (!from)
    errors.push({ code: 'v2_sender_location_not_recognized', message: 'Не удалось определить город отправителя' });
  if (!to)
    errors.push({ code: 'v2_recipient_location_not_recognized', message: 'Не удалось определить город получателя' });
  return { ok: false as const, errors };
}

function cityView(city: SandboxCity, lang: 'rus' | 'eng') {
  return {
    code: city.code,
    city_uuid: cityUuid(city),
    city: lang === 'eng' ? city.cityEn : city.city,
    country_code: city.countryCode,
    country: countryName(city.countryCode, lang),
    region: lang === 'eng' ? city.regionEn : city.region,
    longitude: city.longitude,
    latitude: city.latitude,
    time_zone: city.timeZone,
    payment_limit: -1,
  };
}

/**
 * A stateless CDEK API v2 simulator (OAuth, cities and their suggestions, tariff list and tariff) for local runs and tests; mounted
 * at `/_sandbox/cdek`, so the adapter's base URL is `…/_sandbox/cdek/v2`. Hidden from OpenAPI.
 */
export const cdekSandboxRoutes: FastifyPluginAsyncZod<CdekSandboxOptions> = async (app, options) => {
  const tokens = createSandboxTokens(options.tokenSecret);

  // Scoped to this plugin: the store itself answers form bodies with 415.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error))
      return reply.status(400).send({ errors: cdekValidationErrors(error) });
    if (error.statusCode === 400)
      return reply.status(400).send({ errors: [{ code: 'v2_bad_request', message: error.message }] });
    throw error;
  });

  app.post('/v2/oauth/token', {
    schema: {
      hide: true,
      querystring: TokenParams,
      // Absent when the credentials come in the query string.
      body: TokenParams.nullish(),
      response: { 200: TokenReply, 400: OAuthError, 401: OAuthError },
    },
    // The OAuth server speaks OAuth's error shape, not the API's.
    errorHandler: (error, _request, reply) => {
      if (error.statusCode !== 400) throw error;
      return reply.status(400).send({ error: 'invalid_request', error_description: error.message });
    },
    handler: async (request, reply) => {
      const params = { ...request.query, ...request.body };
      if (!params.client_id || !params.client_secret) {
        return unauthorised(reply, 'unauthorized', 'Full authentication is required to access this resource');
      }
      if (params.grant_type !== 'client_credentials') {
        return reply
          .status(400)
          .send({ error: 'unsupported_grant_type', error_description: `Unsupported grant type: ${params.grant_type}` });
      }
      const known =
        sameSecret(params.client_id, options.clientId) && sameSecret(params.client_secret, options.clientSecret);
      if (!known) return unauthorised(reply, 'invalid_client', 'No such account secure');
      reply.header('cache-control', 'no-store');
      return tokens.issue(params.client_id);
    },
  });

  const bearerProtected: FastifyPluginAsyncZod = async (api) => {
    api.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers.authorization ?? '';
      const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
      if (!token) return unauthorised(reply, 'unauthorized', 'Full authentication is required to access this resource');
      if (!(await tokens.verify(token, options.clientId))) {
        return unauthorised(reply, 'invalid_token', 'Invalid or expired access token');
      }
    });

    api.get('/v2/location/cities', {
      schema: { hide: true, querystring: CityQuery, response: { 200: CityReply, 400: CdekErrors } },
      handler: async (request) => {
        const { country_codes, city, code, size, page, lang } = request.query;
        const language = lang === 'rus' ? 'rus' : 'eng';
        const cities = findSandboxCities({ countryCodes: country_codes, city, code, size, page, lang: language });
        return cities.map((found) => cityView(found, language));
      },
    });

    api.get('/v2/location/suggest/cities', {
      schema: { hide: true, querystring: SuggestQuery, response: { 200: SuggestReply, 400: CdekErrors } },
      handler: async (request) =>
        suggestSandboxCities({ name: request.query.name, countryCode: request.query.country_code }).map((city) => ({
          city_uuid: cityUuid(city),
          code: city.code,
          full_name: fullName(city),
          country_code: city.countryCode,
        })),
    });

    api.post('/v2/calculator/tarifflist', {
      schema: { hide: true, body: TariffListRequest, response: { 200: TariffListReply, 400: CdekErrors } },
      handler: async (request, reply) => {
        const route = locateRoute(request.body);
        if (!route.ok) return reply.status(400).send({ errors: route.errors });
        const listed = listTariffs({ ...route, packages: request.body.packages, currency: request.body.currency });
        if (!listed.ok) return reply.status(400).send({ errors: [{ code: listed.code, message: listed.message }] });
        return {
          tariff_codes: listed.tariffs.map((tariff) => ({
            tariff_code: tariff.tariffCode,
            tariff_name: tariff.name,
            tariff_description: '',
            delivery_mode: tariff.deliveryMode,
            delivery_sum: tariff.deliverySum,
            period_min: tariff.periodMin,
            period_max: tariff.periodMax,
            calendar_min: tariff.periodMin,
            calendar_max: tariff.periodMax,
          })),
        };
      },
    });

    api.post('/v2/calculator/tariff', {
      schema: { hide: true, body: TariffRequest, response: { 200: TariffReply, 400: CdekErrors } },
      handler: async (request, reply) => {
        const body = request.body;
        const route = locateRoute(body);
        if (!route.ok) return reply.status(400).send({ errors: route.errors });
        const result = calculateTariff({
          tariffCode: body.tariff_code,
          ...route,
          packages: body.packages,
          currency: body.currency,
        });
        if (!result.ok) return reply.status(400).send({ errors: [{ code: result.code, message: result.message }] });
        return {
          delivery_sum: result.deliverySum,
          period_min: result.periodMin,
          period_max: result.periodMax,
          calendar_min: result.periodMin,
          calendar_max: result.periodMax,
          weight_calc: result.weightCalc,
          services: [],
          total_sum: result.deliverySum,
          currency: result.currency,
        };
      },
    });
  };
  await app.register(bearerProtected);
};
