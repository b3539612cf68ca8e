import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { UdsSandbox } from './uds-sandbox.service.js';
import type { UdsSandboxBehaviour } from './uds-sandbox-behaviour.js';
import {
  CalcBody,
  CalcResponse,
  ErrorBody,
  FindQuery,
  FindResponse,
  ListQuery,
  OperationBody,
  OperationIdParam,
  OperationsPage,
  OperationView,
  RefundBody,
  SettingsResponse,
  UdsProtocolError,
  udsErrors,
} from './uds-sandbox-protocol.js';

const sha256 = (value: string) => createHash('sha256').update(value).digest();

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

/** The Partner API v2 paths, answering errors the UDS way (`{errorCode, message}`), not the store's. */
export const udsPartnerApiRoutes: FastifyPluginAsyncZod<{
  sandbox: UdsSandbox;
  behaviour: UdsSandboxBehaviour;
  companyId: string;
  apiKey: string;
}> = async (api, { sandbox, behaviour, companyId, apiKey }) => {
  const expectedCredentials = sha256(`${companyId}:${apiKey}`);
  const authorized = (header: string | undefined) => {
    const match = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(header ?? '');
    if (!match) return false;
    // Equal-length digests, so the comparison takes the same time whatever was sent.
    return timingSafeEqual(sha256(Buffer.from(match[1]!, 'base64').toString('utf8')), expectedCredentials);
  };

  api.setErrorHandler(sendUdsError);
  api.setNotFoundHandler((_request, reply) => sendUdsError(udsErrors.notFound(), _request, reply));
  api.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    const origin = request.headers['x-origin-request-id'];
    if (typeof origin === 'string') reply.header('x-origin-request-id', origin);
    if (!authorized(request.headers.authorization)) {
      reply.header('www-authenticate', 'Basic realm="UDS"');
      throw udsErrors.unauthorized();
    }
  });

  const hide = true;

  api.get('/settings', {
    schema: { hide, response: { 200: SettingsResponse, ...errors } },
    handler: () => sandbox.settings(),
  });

  api.get('/customers/find', {
    schema: { hide, querystring: FindQuery, response: { 200: FindResponse, ...errors } },
    handler: (request) => sandbox.findCustomer(request.query),
  });

  api.post('/operations/calc', {
    schema: { hide, body: CalcBody, response: { 200: CalcResponse, ...errors } },
    handler: (request) => sandbox.calc(request.body),
  });

  api.get('/operations', {
    schema: { hide, querystring: ListQuery, response: { 200: OperationsPage, ...errors } },
    handler: (request) => sandbox.listOperations(request.query),
  });

  api.post('/operations', {
    schema: { hide, body: OperationBody, response: { 200: OperationView, ...errors } },
    handler: (request) => sandbox.purchase(request.body),
  });

  api.post('/operations/:id/refund', {
    schema: {
      hide,
      params: OperationIdParam,
      body: RefundBody,
      response: { 200: OperationView.optional(), ...errors },
    },
    handler: async (request, reply) => {
      const refund = await sandbox.refund(request.params.id, request.body?.partialAmount ?? null);
      // Made, but answered without a body: the caller has to find its refund in the list.
      return behaviour.emptyRefundBody ? reply.status(200).send(undefined) : refund;
    },
  });

  api.get('/operations/:id', {
    schema: { hide, params: OperationIdParam, response: { 200: OperationView, ...errors } },
    handler: (request) => sandbox.getOperation(request.params.id),
  });
};

function sendUdsError(error: FastifyError | UdsProtocolError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof UdsProtocolError) {
    return reply.status(error.status).send({ errorCode: error.errorCode, message: error.message });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) => ({
      errorCode: 'invalidValue',
      field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'request'),
      message: issue.message ?? 'Invalid value',
    }));
    return reply.status(400).send({ errorCode: 'badRequest', message: 'The request is invalid.', errors: fields });
  }
  if (error.statusCode && error.statusCode < 500) {
    return reply.status(400).send({ errorCode: 'badRequest', message: error.message });
  }
  request.log.error({ err: error }, 'UDS sandbox error');
  return reply.status(500).send({ errorCode: 'internalError', message: 'Internal server error.' });
}
