import type { FastifyRequest } from 'fastify';

/** The value of one cookie of the request, if it has it (names and values here are plain words). */
export function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [key, value] = pair.split('=');
    if (key?.trim() === name) return value?.trim();
  }
  return undefined;
}
