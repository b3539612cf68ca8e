import { commerceMlEndpoints } from '@aruu/contract/staff-exchange';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { registerEndpoints } from '../../http/endpoints.js';
import type { CommerceMlService } from './commerceml.service.js';
import { failure } from './exchange-answer.js';
import { EXCHANGE_COOKIE } from './exchange-sessions.js';

/**
 * The exchange the accounting system calls. Its file parts come as raw bodies of any content
 * type (1C sends none, or application/octet-stream), read as bytes up to `file_limit` by a
 * parser registered in this plugin only.
 */
export const commerceMlRoutes: FastifyPluginAsync<{ commerceMl: CommerceMlService; fileLimitBytes: number }> = async (
  app,
  { commerceMl, fileLimitBytes },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: fileLimitBytes }, (_request, body, done) =>
    done(null, body),
  );
  // The accounting system reads every answer as the protocol's text and shows its operator the
  // reason, so a refusal Fastify makes before the handler (a part over file_limit, a bad query)
  // answers `failure` too; anything else goes on to the app's error handler.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 400 || status >= 500) throw error;
    const reason =
      status === 413 ? `Часть файла больше ${fileLimitBytes} байт, объявленных в file_limit` : error.message;
    const refusal = failure(reason, status);
    return reply.code(refusal.status).type(refusal.contentType).send(refusal.body);
  });

  const answer = async (request: FastifyRequest, reply: FastifyReply, method: 'GET' | 'POST') => {
    const result = await commerceMl.handle(
      {
        query: request.query as Parameters<CommerceMlService['handle']>[0]['query'],
        authorization: request.headers.authorization,
        token: request.cookies[EXCHANGE_COOKIE],
        ip: request.ip,
        body: Buffer.isBuffer(request.body) ? request.body : undefined,
      },
      method,
    );
    return reply.code(result.status).type(result.contentType).send(result.body);
  };

  registerEndpoints(app, 'accounting exchange', commerceMlEndpoints, {
    'GET /exchange/commerceml': (request, reply) => answer(request, reply, 'GET'),
    'POST /exchange/commerceml': (request, reply) => answer(request, reply, 'POST'),
  });
};
