import { type ErrorCode, fieldErrorMessages, isFieldErrorCode } from '@aruu/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/connection-errors.js';
import { AppError, type FieldErrors } from './app-error.js';

/** Fastify's own client errors (bad JSON, wrong content type, …) and the codes we answer with. */
const fastifyClientErrors: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'validation_failed',
  FST_ERR_CTP_INVALID_JSON_BODY: 'validation_failed',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'validation_failed',
  FST_ERR_VALIDATION: 'validation_failed',
};

function send(reply: FastifyReply, status: number, code: ErrorCode, message: string, fields?: FieldErrors) {
  return reply.status(status).send({ error: { code, message, ...(fields ? { fields } : {}) } });
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

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return send(reply, error.status, error.code, error.message, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, 'validation_failed', 'Invalid data', validationFields(error));
    }
    const clientCode = error.code ? fastifyClientErrors[error.code] : undefined;
    if (clientCode && error.statusCode && error.statusCode < 500) {
      return send(reply, error.statusCode, clientCode, error.message);
    }
    if (error.statusCode === 429) {
      return send(reply, 429, 'rate_limited', 'Too many requests, try again later');
    }
    if (isDatabaseUnavailable(error)) return sendDatabaseUnavailable(error, request, reply);
    // Anything else is our fault: log it whole, tell the client nothing about it.
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'internal_error', 'Something went wrong');
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, 'route_not_found', `No route for ${request.method} ${request.url.split('?')[0]}`),
  );
}
