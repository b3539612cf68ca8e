import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

/**
 * How the store encodes what it builds per request (plugins/compression.ts), and what encodes a
 * response ahead of that plugin (a page kept encoded, decision 088) the same way.
 */
export const responseEncodings = ['br', 'gzip'] as const;
export type ResponseEncoding = (typeof responseEncodings)[number];

/**
 * Brotli at quality 4 costs about what gzip does and packs tighter; the default 11 is for files
 * compressed once, as the build does for the static assets, which arrive already encoded.
 */
export const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
export const zlibOptions = { level: 6 };

const negotiator = new Negotiator<ResponseEncoding>({ supportedValues: [...responseEncodings] });

/**
 * The encoding the compression plugin chooses for this request: the same preference, and the same
 * reading of `*` and `x-gzip` as gzip. Undefined when the browser accepts neither.
 */
export function acceptedEncoding(request: FastifyRequest): ResponseEncoding | undefined {
  const header = request.headers['accept-encoding'];
  if (header === undefined) return undefined;
  return negotiator.negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip')) ?? undefined;
}

/** `body` encoded as the compression plugin encodes a response. */
export function encodeResponse(body: Buffer, encoding: ResponseEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, brotliOptions) : gzipSync(body, zlibOptions);
}
