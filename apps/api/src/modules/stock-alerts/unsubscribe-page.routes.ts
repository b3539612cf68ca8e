import { Language } from '@aruu/contract/common';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerFormBodyParser } from '../payments/form-body.js';
import type { StockAlertsService } from './stock-alerts.service.js';
import { UNSUBSCRIBE_PATH } from './stock-alerts.service.js';
import { renderUnsubscribePage, type UnsubscribeState } from './unsubscribe-page.js';

const UnsubscribeQuery = z.object({
  token: z.string().max(1000).default(''),
  lang: Language.catch('ru').default('ru'),
});

/** The unsubscribe link's page (outside /api/v1: a page, not an endpoint). Hidden from OpenAPI. */
export const unsubscribePageRoutes: FastifyPluginAsyncZod<{ alerts: StockAlertsService }> = async (app, { alerts }) => {
  // The confirm button posts an empty form; a mail app's one-click unsubscribe (RFC 8058) posts
  // `List-Unsubscribe=One-Click`, urlencoded or as multipart. The token is in the address, so
  // the body is never read.
  registerFormBodyParser(app);
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
    done(null, {}),
  );

  const send = (reply: FastifyReply, state: UnsubscribeState, query: z.output<typeof UnsubscribeQuery>) => {
    const action = `${UNSUBSCRIBE_PATH}?${new URLSearchParams({ token: query.token, lang: query.lang })}`;
    return reply
      .code(state === 'invalid' ? 400 : 200)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(renderUnsubscribePage(state, query.lang, action));
  };

  app.get(UNSUBSCRIBE_PATH, {
    schema: { hide: true, querystring: UnsubscribeQuery },
    handler: (request, reply) =>
      send(reply, alerts.isValidToken(request.query.token) ? 'confirm' : 'invalid', request.query),
  });

  app.post(UNSUBSCRIBE_PATH, {
    schema: { hide: true, querystring: UnsubscribeQuery },
    handler: async (request, reply) =>
      send(reply, (await alerts.unsubscribe(request.query.token)) ? 'done' : 'invalid', request.query),
  });
};
