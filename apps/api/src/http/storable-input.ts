import { fieldErrorMessages } from '@aruu/contract/errors';
import { isStorableText } from '@aruu/contract/fields';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

const isPlainContainer = (value: object) => {
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value);
  // fast-querystring's objects inherit from a bare prototype of its own (no Object methods); a
  // stream, a Buffer or a Date is not looked into.
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
};

/**
 * The path (`search`, `items.0.name`) of the first text under `value` — a string, an object's
 * key or anything inside — that PostgreSQL's text type cannot hold; undefined when there is none.
 * Walked with a list rather than recursion: a nested JSON body cannot exhaust the stack.
 */
export function unstorableTextPath(value: unknown): string | undefined {
  const pending: Array<[unknown, string]> = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return path;
      continue;
    }
    if (item === null || typeof item !== 'object' || !isPlainContainer(item)) continue;
    for (const [key, child] of Object.entries(item)) {
      if (!isStorableText(key)) return path;
      pending.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return undefined;
}

export const unstorableTextError = (path: string) =>
  new AppError('invalid_data', 'validation_failed', 'Invalid data', {
    [path || 'request']: { code: 'invalid_value', message: fieldErrorMessages.invalid_value },
  });

/**
 * Every route's path parameters, query string and parsed body (JSON or a form) are free of text
 * PostgreSQL refuses before its handler runs, or the request is a 400 on that field. The
 * contract's schemas refuse such text already (`typedText`); this holds for everything else that
 * reads a request — server-rendered pages, the provider simulators, a schema's plain string —
 * so no such value ever becomes a failed query, a 500, or a silently replaced character.
 * A preHandler: after validation (a schema's own answer, with its field codes, comes first) and
 * after the staff guard (a role that may not still gets its 403).
 */
export function refuseUnstorableInput(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = unstorableTextPath(part);
      if (path !== undefined) throw unstorableTextError(path);
    }
  });
}
