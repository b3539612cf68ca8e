import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import {
  headerText,
  malformedBodyText,
  malformedJson,
  percentEncode,
  urlText,
  wrongContentType,
} from './malformed-values.js';
import { fieldPaths, type JsonSchema, type Operation } from './openapi-operations.js';
import { type KnownValues, validValue } from './valid-values.js';

/** One damage done to an otherwise valid request. URL values come percent-encoded already. */
type Mutation =
  | { kind: 'path'; name: string; encoded: string }
  | { kind: 'query'; name: string; encoded: string }
  | { kind: 'repeat-query'; name: string }
  | { kind: 'field'; path: string[]; value: unknown }
  | { kind: 'body'; text: string }
  | { kind: 'no-body' }
  | { kind: 'content-type'; value: string | null }
  | { kind: 'header'; name: string; value: string }
  | { kind: 'method'; value: string }
  | { kind: 'extra-segment'; encoded: string };

/** What `app.inject` is given. */
export interface FuzzRequest {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** A valid request (raw values, encoded when sent) and what is done to it. */
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

const parameterNames = (operation: Operation, location: string) =>
  operation.parameters.filter((p) => p.in === location).map((p) => p.name);

function schemaAt(schema: JsonSchema | undefined, path: string[]): JsonSchema | undefined {
  if (!schema) return undefined;
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (alternatives.length > 0) {
    return alternatives.map((alternative) => schemaAt(alternative, path)).find((found) => found !== undefined);
  }
  const [key, ...rest] = path;
  if (key === undefined) return schema;
  return schemaAt(/^\d+$/.test(key) ? schema.items : schema.properties?.[key], rest);
}

function kindOf(schema: JsonSchema | undefined): 'string' | 'number' | 'other' {
  const types = [schema?.type, ...[...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])].map((s) => s.type)].flat();
  if (types.includes('string')) return 'string';
  if (types.includes('integer') || types.includes('number')) return 'number';
  return 'other';
}

/** Numbers that broke or bounded something somewhere: int4's edges, ×100 overflows, exponents, fractions. */
const numbersToTry = ['0', '-1', '1.5', '2147483648', '21474837', '99999999999', '10000000000000000000000'];

/**
 * Damage every path and query parameter and every body field gets for sure (fast-check's
 * `examples`), before the random cases: a control character, a lone surrogate, a bad escape,
 * an over-long value, and out-of-range numbers put where the valid value has its digits.
 */
function certainMutations(operation: Operation, valid: FuzzCase): Mutation[] {
  const urlDamage = (value: string) => {
    const encoded = percentEncode(value);
    const numbers = numbersToTry.map((n) => percentEncode(/\d+/.test(value) ? value.replace(/\d+/, n) : n));
    return [`${encoded}%00`, `${encoded}%1B`, `${encoded}%ED%A0%80`, `${encoded}%ff`, 'x'.repeat(201), ...numbers];
  };
  const mutations: Mutation[] = [];
  for (const name of parameterNames(operation, 'path')) {
    for (const encoded of urlDamage(valid.pathValues[name] ?? '1')) mutations.push({ kind: 'path', name, encoded });
  }
  for (const name of parameterNames(operation, 'query')) {
    const value = valid.query.find(([each]) => each === name)?.[1] ?? '1';
    for (const encoded of urlDamage(value)) mutations.push({ kind: 'query', name, encoded });
  }
  for (const path of fieldPaths(operation.body)) {
    const current = path.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], valid.body);
    const text = typeof current === 'string' && current !== '' ? current : 'text';
    const middle = Math.floor(text.length / 2);
    const inserted = (extra: string) => text.slice(0, middle) + extra + text.slice(middle);
    const values: unknown[] = {
      string: [inserted('\u0000'), inserted('\u001b'), inserted('\ud800'), 'x'.repeat(10_001), 12345, {}],
      number: [...numbersToTry.map(Number), '1', null, []],
      other: [null, 'x', 12345, [], {}],
    }[kindOf(schemaAt(operation.body, path))];
    for (const value of values) mutations.push({ kind: 'field', path, value });
  }
  return mutations;
}

function randomMutation(operation: Operation): fc.Arbitrary<Mutation> {
  const pathNames = parameterNames(operation, 'path');
  const queryNames = [...parameterNames(operation, 'query'), 'unknown', '__proto__', 'lang', 'page'];
  const headerNames = [...parameterNames(operation, 'header'), ...commonHeaders];
  const options: Array<fc.WeightedArbitrary<Mutation>> = [
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('query' as const),
        name: fc.constantFrom(...queryNames),
        encoded: urlText(),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('repeat-query' as const), name: fc.constantFrom(...queryNames) }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('body' as const), text: malformedBodyText }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('no-body' as const) }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('content-type' as const),
        value: fc.option(wrongContentType, { nil: null }),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('header' as const),
        name: fc.constantFrom(...headerNames),
        value: headerText(),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('method' as const),
        value: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('extra-segment' as const), encoded: urlText() }) },
  ];
  if (pathNames.length > 0) {
    options.push({
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('path' as const),
        name: fc.constantFrom(...pathNames),
        encoded: urlText(),
      }),
    });
  }
  if (operation.body) {
    const paths = [...fieldPaths(operation.body), ['unknown_field'], ['__proto__'], ['constructor']];
    options.push({
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('field' as const),
        path: fc.constantFrom(...paths),
        value: malformedJson(),
      }),
    });
  }
  return fc.oneof(...options);
}

/** A valid request for the operation, as far as its schemas and the known values can make one. */
function validCase(operation: Operation, known: KnownValues) {
  const parameters = (location: string) => operation.parameters.filter((p) => p.in === location);
  const pathValues = fc.record(
    Object.fromEntries(parameters('path').map((p) => [p.name, validValue(p.schema, p.name, known).map(asText)])),
  );
  const query = fc
    .tuple(
      ...parameters('query').map((p) => {
        const value = validValue(p.schema, p.name, known).map((v) => [p.name, v] as const);
        return p.required ? value : fc.option(value);
      }),
    )
    .map((pairs) =>
      pairs.flatMap((pair): Array<[string, string]> => {
        if (!pair) return [];
        const [name, value] = pair;
        return (Array.isArray(value) ? value : [value]).map((item) => [name, asText(item)]);
      }),
    );
  const body = operation.body ? validValue(operation.body, undefined, known) : fc.constant(undefined);
  return fc.record({ pathValues, query, body });
}

/**
 * The cases for one operation: certain ones (every parameter and field damaged in each of the
 * usual ways, signed in) and random ones (one or two damages of any kind, signed in or not).
 */
export function fuzzCases(operation: Operation, known: KnownValues, seed: number) {
  const valid = validCase(operation, known);
  const [baseline] = fc.sample(valid, { seed, numRuns: 1 });
  const certain: FuzzCase[] = certainMutations(operation, { ...baseline!, signedIn: true, mutations: [] }).map(
    (mutation) => ({ ...baseline!, signedIn: true, mutations: [mutation] }),
  );
  const random = fc
    .tuple(valid, fc.boolean(), fc.array(randomMutation(operation), { minLength: 1, maxLength: 2 }))
    .map(([request, signedIn, mutations]): FuzzCase => ({ ...request, signedIn, mutations }));
  return { certain, random };
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
  const pathValues = Object.fromEntries(
    Object.entries(fuzzCase.pathValues).map(([name, value]) => [name, percentEncode(value)]),
  );
  const query = fuzzCase.query.map(([name, value]): [string, string] => [name, percentEncode(value)]);
  const headers: Record<string, string> = fuzzCase.signedIn ? { authorization: `Bearer ${accessToken}` } : {};
  let method = operation.method;
  let suffix = '';
  let body: unknown = fuzzCase.body;
  let rawBody: string | undefined;
  let contentType: string | null | undefined = operation.body ? 'application/json' : undefined;

  for (const mutation of fuzzCase.mutations) {
    switch (mutation.kind) {
      case 'path':
        pathValues[mutation.name] = mutation.encoded;
        break;
      case 'query': {
        const at = query.findIndex(([name]) => name === mutation.name);
        if (at >= 0) query.splice(at, 1);
        query.push([mutation.name, mutation.encoded]);
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
        suffix += `/${mutation.encoded}`;
        break;
    }
  }
  if (contentType) headers['content-type'] = contentType;
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValues[name] ?? '1') + suffix;
  const search = query.map(([name, value]) => `${percentEncode(name)}=${value}`).join('&');
  const payload = rawBody ?? (operation.body && body !== undefined ? JSON.stringify(body) : undefined);
  return {
    method: method as FuzzRequest['method'],
    url: search ? `${path}?${search}` : path,
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}
