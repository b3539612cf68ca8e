import type { FastifyInstance } from 'fastify';

/**
 * Parses `application/x-www-form-urlencoded` bodies into a flat string map (the last of repeated
 * keys wins), for the Freedom Pay protocol's form posts. Register it inside the plugin that needs
 * it: it stays scoped there, and the rest of the API keeps answering 415 to form posts.
 */
export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
