import type { z } from 'zod';

/**
 * The one table of the API. Each endpoint is written once, keyed by its method and path
 * (`'POST /carts/add_product'`): the server registers its route from the entry (schemas,
 * status, error statuses, OpenAPI text), and the web app calls the API by the same key, typed
 * by the same entry. The key carries everything a browser needs at run time, so the web app
 * imports the table as types only and no schema reaches a storefront page
 * (docs/decisions/014).
 */
export type EndpointKey = `${'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'} /${string}`;

export interface Endpoint {
  /** One line for the OpenAPI document. */
  summary: string;
  /** Path parameters, named as in the key (`/orders/:id` → `{ id }`). */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Request headers the endpoint reads (e.g. an Idempotency-Key). */
  headers?: z.ZodType;
  /** The success answer; absent for 204. */
  response?: z.ZodType;
  /** The success status when it is not 200. */
  status?: 201 | 204;
  /** Error statuses the endpoint answers with the one error shape (contract/errors). */
  errors: readonly number[];
  /** Left out of the OpenAPI document: a provider's callback, not part of the store's API. */
  hidden?: true;
}

export type EndpointTable = Record<EndpointKey, Endpoint>;

/**
 * Checks a feature's table against the shape while keeping every entry's own types. Marked free
 * of side effects, so that a bundle importing a schema from a feature's file drops its table.
 */
/*#__NO_SIDE_EFFECTS__*/
export function endpoints<const T extends { [K in keyof T]: K extends EndpointKey ? Endpoint : never }>(table: T) {
  return table;
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

type Nothing = Record<never, never>;

/**
 * A path or query value as a caller may give it: the URL carries text, so a number stands for
 * the string it is written as where the schema takes any string, and a boolean for `true` /
 * `false` where the schema takes both (a flag, or any string).
 */
type UrlValue<T> =
  | (T extends readonly (infer I)[]
      ? readonly UrlValue<I>[]
      : T extends string
        ? string extends T
          ? T | number
          : T
        : T)
  | ('true' extends T ? ('false' extends T ? boolean : never) : never);
type UrlInput<T> = { [K in keyof T]: UrlValue<T[K]> };

/** What a caller sends: the parts the entry declares, and nothing else. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: UrlInput<Input<E['params']>> }
  : Nothing) &
  (E['query'] extends z.ZodType ? { query?: UrlInput<Input<E['query']>> } : Nothing) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : Nothing);

/** What a caller receives. */
export type EndpointOutput<E extends Endpoint> = Output<E['response']> extends undefined ? null : Output<E['response']>;

/** Fills `:name` segments of a key's path; values are URL-encoded. */
export function endpointPath(key: EndpointKey, params?: Record<string, string | number>): string {
  const path = key.slice(key.indexOf(' ') + 1);
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${key}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export const endpointMethod = (key: EndpointKey) => key.slice(0, key.indexOf(' ')) as EndpointMethod;
export type EndpointMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
