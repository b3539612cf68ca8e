import fastifyMultipart from '@fastify/multipart';
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

/**
 * What a provider's form post may hold: a result callback has some 40 short fields, no files. A
 * part past these limits fails the request (4xx) before its fields are read.
 */
const PROVIDER_FORM_LIMITS = { fields: 100, fieldNameSize: 100, fieldSize: 4096, files: 0, parts: 100 } as const;

/**
 * Both encodings Freedom Pay may post a form in, "form-data or x-www-form-urlencoded"
 * (https://docs.freedompay.kz/doc-643556), into the same flat string map, scoped to the plugin.
 */
export async function registerProviderFormParsers(app: FastifyInstance): Promise<void> {
  registerFormBodyParser(app);
  await app.register(fastifyMultipart, { attachFieldsToBody: 'keyValues', limits: PROVIDER_FORM_LIMITS });
}
