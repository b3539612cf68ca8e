import type { Socket } from 'node:net';
import { type ErrorCode, fieldErrorMessages, isFieldErrorCode } from '@aruu/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseBusy, isDatabaseUnavailable } from '../db/connection-errors.js';
import { AppError, type FieldErrors } from './app-error.js';

/**
 * Client errors raised by Fastify itself and by its plugins (a URL that does not decode, an
 * over-long path parameter, bad JSON, a wrong content type or encoding, …) and the codes we
 * answer with. One that is not listed keeps its 4xx status and answers by it (`codeByStatus`):
 * a malformed request is never our fault, whichever layer noticed it.
 */
const clientErrorCodes: Record<string, ErrorCode> = {
  FST_ERR_BAD_URL: 'bad_request',
  FST_ERR_MAX_PARAM_LENGTH: 'url_too_long',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'validation_failed',
  FST_ERR_CTP_INVALID_JSON_BODY: 'validation_failed',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'validation_failed',
  FST_ERR_VALIDATION: 'validation_failed',
  // @fastify/compress, decoding a request body
  FST_CP_ERR_INVALID_CONTENT_ENCODING: 'unsupported_media_type',
  FST_CP_ERR_INVALID_CONTENT: 'validation_failed',
};

const codeByStatus: Record<number, ErrorCode> = {
  404: 'route_not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  414: 'url_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** The status and code of a client error Fastify or a plugin raised, or undefined if it is not one. */
function clientError(error: FastifyError): { status: number; code: ErrorCode } | undefined {
  const status = error.statusCode;
  if (status === undefined || status < 400 || status >= 500) return undefined;
  const code = (error.code && clientErrorCodes[error.code]) || codeByStatus[status] || 'bad_request';
  return { status, code };
}

declare module 'fastify' {
  interface FastifyReply {
    /** The error code this reply answers with, if it is an error: the metrics count them by it. */
    errorCode?: ErrorCode;
  }
}

/**
 * Serialised as itself, not through the route's response schema for that status: a route may
 * declare its own body there (a simulator's 400 is its HTML page), and an error answer must
 * never turn into a failed serialisation, a 500.
 */
function send(reply: FastifyReply, status: number, code: ErrorCode, message: string, fields?: FieldErrors) {
  reply.errorCode = code;
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send({ error: { code, message, ...(fields ? { fields } : {}) } });
}

/**
 * One entry per invalid field. Contract schemas use field error codes (`invalid_phone`, …) as
 * their messages; those become the code with the readable message beside it. Other zod
 * failures keep zod's code. An unexpected key (mass assignment) is an error on that key.
 */
function validationFields(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys') {
      for (const key of (issue.params as { keys?: string[] }).keys ?? []) {
        fields[path ? `${path}.${key}` : key] = { code: 'unknown_field', message: fieldErrorMessages.unknown_field };
      }
      continue;
    }
    const message = issue.message ?? 'Invalid value';
    fields[path || error.validationContext || 'request'] ??= isFieldErrorCode(message)
      ? { code: message, message: fieldErrorMessages[message] }
      : { code: issue.keyword, message };
  }
  return fields;
}

/** A restarted PostgreSQL answers again within seconds; the pool reconnects on the next request. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * A request that needed the database while it was down or not answering: 503 with Retry-After,
 * logged as a warning (the cause is outside the process and already logged by the pool).
 */
function sendDatabaseUnavailable(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.warn({ err: error }, 'database unavailable');
  reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  return send(reply, 503, 'database_unavailable', 'The store is temporarily unavailable, try again shortly');
}

/** Contention passes within a moment: the same request, retried shortly, is served. */
const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * A request that waited for a database connection while every one stayed in use: the database
 * is fine, this instance is saturated (a rush on a hot row). Not `database_unavailable`, whose
 * alert means an outage; logged as a warning, and counted by the metrics under its own code.
 */
function sendBusy(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.warn({ err: error }, 'database connections busy');
  reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
  return send(reply, 503, 'busy', 'The store is very busy right now, try again in a moment');
}

/** The one place an error becomes an HTTP answer. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return send(reply, error.status, error.code, error.message, error.fields);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return send(reply, 400, 'validation_failed', 'Invalid data', validationFields(error));
  }
  const client = clientError(error);
  if (client) return send(reply, client.status, client.code, error.message);
  if (isDatabaseBusy(error)) return sendBusy(error, request, reply);
  if (isDatabaseUnavailable(error)) return sendDatabaseUnavailable(error, request, reply);
  // Anything else is our fault: log it whole, tell the client nothing about it.
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, 'internal_error', 'Something went wrong');
}

const routeMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The methods that have a route at this path. A catch-all route (the storefront's `/*`) does
 * not count: it serves pages, not this address.
 */
function allowedMethods(request: FastifyRequest, path: string): string[] {
  return routeMethods.filter((method) => {
    const route = request.server.findRoute({ method: method as HTTPMethods, url: path });
    return route !== null && !('*' in route.params);
  });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.decorateReply('errorCode', undefined);
  app.setErrorHandler(handleError);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = allowedMethods(request, path);
    // A route of this very method that found nothing (`reply.callNotFound()`, e.g. a sitemap
    // file past the last) is a plain 404; only a path served by other methods is a 405.
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      reply.header('allow', allowed.join(', '));
      return send(reply, 405, 'method_not_allowed', `${request.method} is not allowed for ${path}`);
    }
    return send(reply, 404, 'route_not_found', `No route for ${request.method} ${path}`);
  });
}

/** Node's HTTP parser's errors and how each is answered: everything else is a request it could not read. */
const unreadable: Record<string, { status: number; reason: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', message: 'The headers are too large' },
};
const unreadableRequest = { status: 400, reason: 'Bad Request', message: 'The request could not be read' };

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses before Fastify sees it (raw
 * non-ASCII bytes in the address, a broken request line, headers past the limit) is answered in
 * the one error shape, `bad_request`, where Fastify's default wrote a body of its own shape.
 * Written to the socket by hand, which is then closed: no request exists to reply through.
 */
export function answerUnreadableRequest(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, message } = (error.code && unreadable[error.code]) || unreadableRequest;
  const body = JSON.stringify({ error: { code: 'bad_request' satisfies ErrorCode, message } });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
