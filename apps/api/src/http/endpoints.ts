import { type Endpoint, type EndpointKey, endpointMethod } from '@aruu/contract/endpoint';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import { errorResponses } from './error-responses.js';

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request as the entry's schemas have parsed it. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
  Headers: Parsed<E['headers']>;
}>;

type Answer<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : undefined;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Answer<E> | FastifyReply> | Answer<E> | FastifyReply;

/**
 * A handler, or a handler with what runs before it: `onRequest` before the request is even read
 * (sign-in, so a stranger gets 401 before validation), `preHandler` once it is validated (a rate
 * limit, a role check).
 */
export type EndpointRoute<E extends Endpoint> =
  | EndpointHandler<E>
  | {
      handler: EndpointHandler<E>;
      onRequest?: onRequestAsyncHookHandler;
      preHandler?: preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[];
    };

/** One route per entry of the table: every entry must have one, and nothing else can be added. */
export type EndpointRoutes<T> = { [K in keyof T]: T[K] extends Endpoint ? EndpointRoute<T[K]> : never };

/** Fastify's `/orders/:id` is the contract's; OpenAPI shows it as `/orders/{id}` (plugins/openapi). */
function routeUrl(key: EndpointKey) {
  return key.slice(key.indexOf(' ') + 1);
}

/**
 * The parts of the request the entry declares, and only those: Fastify warns (FSTWRN001) about
 * a schema key that is present but undefined.
 */
function requestSchemas(endpoint: Endpoint) {
  const parts = {
    params: endpoint.params,
    querystring: endpoint.query,
    body: endpoint.body,
    headers: endpoint.headers,
  };
  return Object.fromEntries(Object.entries(parts).filter(([, schema]) => schema !== undefined));
}

/**
 * Registers a feature's routes from its table in the contract: the schemas validate the request
 * and serialise the answer, the success status comes from the entry, and the OpenAPI document
 * reads the same schema (tagged with the feature's name).
 */
export function registerEndpoints<T extends Record<string, Endpoint>>(
  app: FastifyInstance,
  tag: string,
  table: T,
  routes: EndpointRoutes<T>,
) {
  for (const key of Object.keys(table) as (keyof T & EndpointKey)[]) {
    const endpoint = table[key] as Endpoint;
    const route = routes[key] as EndpointRoute<Endpoint>;
    const { handler, onRequest, preHandler } = typeof route === 'function' ? { handler: route } : route;
    const status = endpoint.status ?? 200;
    const options: RouteShorthandOptions = {
      schema: {
        ...(endpoint.hidden ? { hide: true } : {}),
        tags: [tag],
        summary: endpoint.summary,
        ...requestSchemas(endpoint),
        response: {
          ...(endpoint.response ? { [status]: endpoint.response } : {}),
          ...errorResponses(...endpoint.errors),
        },
      },
      onRequest,
      preHandler,
    };
    app.route({
      ...options,
      method: endpointMethod(key),
      url: routeUrl(key),
      handler: async (request, reply) => {
        if (status !== 200) reply.status(status);
        return handler(request as EndpointRequest<Endpoint>, reply);
      },
    });
  }
}
