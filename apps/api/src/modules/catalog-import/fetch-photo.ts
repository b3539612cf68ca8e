import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPrivateHost, photoUrlProblem } from './photo-urls.js';

/** Why a photo URL could not be fetched: the import report's reason, `photo_<code>`. */
export type PhotoFetchProblem =
  | 'bad_url'
  | 'private_address'
  | 'bad_redirect'
  | 'too_many_redirects'
  | 'http_status'
  | 'too_large'
  | 'timeout'
  | 'unreachable'
  /** An exchange's picture (exchange-pictures.ts): no such file among the exchange's files. */
  | 'missing'
  /** An exchange's picture whose path leads out of the exchange's directory. */
  | 'outside_directory';

export class PhotoFetchError extends Error {
  override name = 'PhotoFetchError';
  constructor(
    readonly problem: PhotoFetchProblem,
    readonly detail = '',
  ) {
    super(detail ? `${problem}: ${detail}` : problem);
  }
}

export interface FetchPhotoOptions {
  /** Development and tests: local addresses may be fetched. Never in production. */
  allowPrivateHosts: boolean;
  maxBytes: number;
  /** For the whole fetch, redirects and body included. */
  timeoutMs: number;
  /** The resolver the address check wraps (a test gives one that answers a private address). */
  resolve?: typeof dnsLookup;
}

const MAX_REDIRECTS = 3;

/**
 * Downloads a photo over http(s): at most `maxBytes` (refused as soon as the header or the body
 * says more), within `timeoutMs`, following up to 3 redirects to http(s) URLs only. Unless private
 * hosts are allowed, each URL is checked as written and each host name again as resolved — the
 * connection goes to the very address that was checked, so a name that resolves to a public
 * address for the check and a private one for the connection (DNS rebinding) gets nowhere.
 */
export async function fetchPhoto(url: string, options: FetchPhotoOptions): Promise<Buffer> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const problem = photoUrlProblem(current, options.allowPrivateHosts);
    if (problem === 'private_address') throw new PhotoFetchError('private_address', new URL(current).hostname);
    if (problem) throw new PhotoFetchError(hop === 0 ? 'bad_url' : 'bad_redirect', problem);
    const answer = await get(new URL(current), options, signal);
    if ('bytes' in answer) return answer.bytes;
    current = new URL(answer.location, current).toString();
  }
  throw new PhotoFetchError('too_many_redirects');
}

/**
 * A `lookup` for http(s).get that resolves with `resolve` and refuses the connection when any
 * address the name resolves to is loopback, private, link-local or otherwise not public.
 */
export function publicAddressLookup(resolve: typeof dnsLookup = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((entry) => isPrivateHost(entry.address));
      if (refused) return callback(new PhotoFetchError('private_address', refused.address), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      if (!first) return callback(new PhotoFetchError('unreachable', hostname), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

type Answer = { bytes: Buffer } | { location: string };

function get(url: URL, options: FetchPhotoOptions, signal: AbortSignal): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const failed = (error: unknown) =>
      reject(
        error instanceof PhotoFetchError
          ? error
          : signal.aborted
            ? new PhotoFetchError('timeout')
            : new PhotoFetchError('unreachable', (error as Error).message),
      );
    const request = client.get(
      url,
      {
        signal,
        headers: { accept: 'image/*', 'user-agent': 'Aruu catalogue import' },
        ...(options.allowPrivateHosts ? {} : { lookup: publicAddressLookup(options.resolve) }),
      },
      (response) => readAnswer(response, options.maxBytes).then(resolve, failed),
    );
    request.on('error', failed);
  });
}

function readAnswer(response: IncomingMessage, maxBytes: number): Promise<Answer> {
  const status = response.statusCode ?? 0;
  const location = response.headers.location;
  if (status >= 300 && status < 400 && location) {
    response.resume();
    return Promise.resolve({ location });
  }
  if (status !== 200) {
    response.resume();
    return Promise.reject(new PhotoFetchError('http_status', String(status)));
  }
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    return Promise.reject(new PhotoFetchError('too_large'));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        reject(new PhotoFetchError('too_large'));
        response.destroy();
      } else chunks.push(chunk);
    });
    response.on('end', () => resolve({ bytes: Buffer.concat(chunks) }));
    response.on('error', reject);
    response.on('close', () => reject(new PhotoFetchError('unreachable', 'the connection closed early')));
  });
}
