import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import {
  badPercentEncoding,
  headerText,
  malformedBodyText,
  malformedJson,
  numberText,
  percentEncode,
  urlText,
  wrongContentType,
} from './malformed-values.js';
import { fieldPaths, type Operation } from './openapi-operations.js';
import { type KnownValues, validValue } from './valid-values.js';

/** One damage done to an otherwise valid request. */
type Mutation =
  | { kind: 'path'; name: string; value: string }
  | { kind: 'query'; name: string; value: string }
  | { kind: 'repeat-query'; name: string }
  | { kind: 'field'; path: string[]; value: unknown }
  | { kind: 'body'; text: string }
  | { kind: 'no-body' }
  | { kind: 'content-type'; value: string | null }
  | { kind: 'header'; name: string; value: string }
  | { kind: 'method'; value: string }
  | { kind: 'extra-segment'; value: string };

/** What `app.inject` is given. */
export interface FuzzRequest {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface FuzzCase {
  pathValues: Record<string, string>;
  query: Array<[string, string]>;
  body: unknown;
  signedIn: boolean;
  mutations: Mutation[];
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Headers every route may read, whether or not the document declares them. */
const commonHeaders = [
  'authorization',
  'accept-language',
  'accept-encoding',
  'if-none-match',
  'content-encoding',
  'cookie',
];

function mutations(operation: Operation): fc.Arbitrary<Mutation> {
  const named = (location: string) => operation.parameters.filter((p) => p.in === location).map((p) => p.name);
  const pathNames = named('path');
  const queryNames = [...named('query'), 'unknown', '__proto__', 'lang', 'page'];
  const headerNames = [...named('header'), ...commonHeaders];
  const options: Array<fc.Arbitrary<Mutation>> = [
    fc.record({ kind: fc.constant('query' as const), name: fc.constantFrom(...queryNames), value: urlText() }),
    fc.record({ kind: fc.constant('repeat-query' as const), name: fc.constantFrom(...queryNames) }),
    fc.record({ kind: fc.constant('body' as const), text: malformedBodyText }),
    fc.record({ kind: fc.constant('no-body' as const) }),
    fc.record({ kind: fc.constant('content-type' as const), value: fc.option(wrongContentType, { nil: null }) }),
    fc.record({ kind: fc.constant('header' as const), name: fc.constantFrom(...headerNames), value: headerText() }),
    fc.record({
      kind: fc.constant('method' as const),
      value: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
    }),
    fc.record({ kind: fc.constant('extra-segment' as const), value: urlText() }),
  ];
  if (pathNames.length > 0) {
    const pathValue = fc.oneof(urlText(), urlText(numberText), fc.constant('1'.repeat(201)), badPercentEncoding);
    const path = fc.record({
      kind: fc.constant('path' as const),
      name: fc.constantFrom(...pathNames),
      value: pathValue,
    });
    options.push(path, path);
  }
  const fields = fieldPaths(operation.body);
  if (operation.body) {
    const field = fc.record({
      kind: fc.constant('field' as const),
      path: fc.constantFrom(...fields, ['unknown_field'], ['__proto__'], ['constructor']),
      value: malformedJson(),
    });
    options.push(field, field, field);
  }
  return fc.oneof(...options);
}

/** A valid request for the operation with one or two things wrong with it, signed in or not. */
export function fuzzCases(operation: Operation, known: KnownValues): fc.Arbitrary<FuzzCase> {
  const parameter = (location: string) => operation.parameters.filter((p) => p.in === location);
  const pathValues = fc.record(
    Object.fromEntries(
      parameter('path').map((p) => [p.name, validValue(p.schema, p.name, known).map((v) => percentEncode(asText(v)))]),
    ),
  );
  const query = fc
    .tuple(
      ...parameter('query').map((p) => {
        const value = validValue(p.schema, p.name, known);
        return p.required ? value.map((v) => [p.name, v] as const) : fc.option(value.map((v) => [p.name, v] as const));
      }),
    )
    .map((pairs) =>
      pairs.flatMap((pair): Array<[string, string]> => {
        if (!pair) return [];
        const [name, value] = pair;
        const values = Array.isArray(value) ? value : [value];
        return values.map((item) => [name, percentEncode(asText(item))]);
      }),
    );
  return fc.record({
    pathValues,
    query,
    body: operation.body ? validValue(operation.body, undefined, known) : fc.constant(undefined),
    signedIn: fc.boolean(),
    mutations: fc.array(mutations(operation), { minLength: 1, maxLength: 2 }),
  });
}

function setAt(target: unknown, path: string[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const container: Record<string, unknown> =
    typeof target === 'object' && target !== null ? { ...(target as Record<string, unknown>) } : {};
  // defineProperty, so that a key named `__proto__` becomes a real field of the JSON, as a client can send it.
  Object.defineProperty(container, key, {
    value: setAt(container[key], rest, value),
    enumerable: true,
    configurable: true,
    writable: true,
  });
  return container;
}

/** The `inject` options of a case, with the signed-in shopper's token when the case says so. */
export function toRequest(operation: Operation, fuzzCase: FuzzCase, accessToken: string): FuzzRequest {
  let method = operation.method;
  let url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => fuzzCase.pathValues[name] ?? '1');
  const query = [...fuzzCase.query];
  const headers: Record<string, string> = fuzzCase.signedIn ? { authorization: `Bearer ${accessToken}` } : {};
  let body: unknown = fuzzCase.body;
  let rawBody: string | undefined;
  let contentType: string | null | undefined = operation.body ? 'application/json' : undefined;

  for (const mutation of fuzzCase.mutations) {
    switch (mutation.kind) {
      case 'path':
        url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
          name === mutation.name ? mutation.value : (fuzzCase.pathValues[name] ?? '1'),
        );
        break;
      case 'query': {
        const at = query.findIndex(([name]) => name === mutation.name);
        if (at >= 0) query.splice(at, 1);
        query.push([mutation.name, mutation.value]);
        break;
      }
      case 'repeat-query':
        query.push([mutation.name, '1'], [mutation.name, 'x']);
        break;
      case 'field':
        body = setAt(body, mutation.path, mutation.value);
        break;
      case 'body':
        rawBody = mutation.text;
        contentType ??= 'application/json';
        break;
      case 'no-body':
        rawBody = '';
        break;
      case 'content-type':
        contentType = mutation.value;
        break;
      case 'header':
        headers[mutation.name] = mutation.value;
        break;
      case 'method':
        method = mutation.value;
        break;
      case 'extra-segment':
        url = `${url}/${mutation.value}`;
        break;
    }
  }
  if (contentType) headers['content-type'] = contentType;
  const payload = rawBody ?? (operation.body && body !== undefined ? JSON.stringify(body) : undefined);
  const search = query.map(([name, value]) => `${percentEncode(name)}=${value}`).join('&');
  return {
    method: method as FuzzRequest['method'],
    url: search ? `${url}?${search}` : url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}
