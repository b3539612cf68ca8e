import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPhoto, PhotoFetchError, publicAddressLookup } from './fetch-photo.js';

/** A resolver that answers `address` for every name, as a hostile or rebinding DNS server would. */
const resolvingTo = (address: string, family = 4) =>
  ((_host: string, _options: unknown, callback: (error: null, addresses: LookupAddress[]) => void) =>
    callback(null, [{ address, family }])) as unknown as typeof import('node:dns').lookup;

function lookupResult(lookup: ReturnType<typeof publicAddressLookup>, all: boolean) {
  return new Promise<unknown>((resolve, reject) =>
    lookup('cdn.shop.example', { all } as never, (error: Error | null, address: unknown) =>
      error ? reject(error) : resolve(address),
    ),
  );
}

async function problemOf(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PhotoFetchError);
  return (error as PhotoFetchError).problem;
}

describe('the address check of photo downloads', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.10', '169.254.169.254', '100.64.0.1', '0.0.0.0'])(
    'refuses a name that resolves to %s',
    async (address) => {
      expect(await problemOf(lookupResult(publicAddressLookup(resolvingTo(address)), true))).toBe('private_address');
      expect(await problemOf(lookupResult(publicAddressLookup(resolvingTo(address)), false))).toBe('private_address');
    },
  );

  it.each(['::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1'])('refuses a name that resolves to %s', async (address) => {
    expect(await problemOf(lookupResult(publicAddressLookup(resolvingTo(address, 6)), true))).toBe('private_address');
  });

  it('lets a public address through, in both answer shapes', async () => {
    expect(await lookupResult(publicAddressLookup(resolvingTo('93.184.216.34')), false)).toBe('93.184.216.34');
    expect(await lookupResult(publicAddressLookup(resolvingTo('93.184.216.34')), true)).toEqual([
      { address: '93.184.216.34', family: 4 },
    ]);
  });
});

describe('fetchPhoto', () => {
  let server: Server;
  let base: string;
  let port: number;
  const body = Buffer.alloc(4096, 7);

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/photo') return response.end(body);
      if (request.url === '/big') {
        response.writeHead(200);
        response.write(Buffer.alloc(3000));
        return response.end(Buffer.alloc(3000));
      }
      if (request.url === '/to-photo') return response.writeHead(302, { location: '/photo' }).end();
      if (request.url === '/to-file') return response.writeHead(302, { location: 'file:///etc/passwd' }).end();
      if (request.url === '/loop') return response.writeHead(302, { location: '/loop' }).end();
      if (request.url === '/slow') return; // never answers
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const local = { allowPrivateHosts: true, maxBytes: 5000, timeoutMs: 1000 };

  it('downloads, following a redirect', async () => {
    expect((await fetchPhoto(`${base}/to-photo`, local)).equals(body)).toBe(true);
  });

  it('refuses loopback in production, written as an address or as a name resolving to it (rebinding)', async () => {
    const production = { ...local, allowPrivateHosts: false };
    expect(await problemOf(fetchPhoto(`${base}/photo`, production))).toBe('private_address');
    expect(await problemOf(fetchPhoto(`http://localhost:${port}/photo`, production))).toBe('private_address');
    const rebinding = { ...production, resolve: resolvingTo('127.0.0.1') };
    expect(await problemOf(fetchPhoto(`http://cdn.shop.example:${port}/photo`, rebinding))).toBe('private_address');
  });

  it('reports an error status, an oversized body, a bad or endless redirect and a timeout', async () => {
    expect(await problemOf(fetchPhoto(`${base}/missing`, local))).toBe('http_status');
    expect(await problemOf(fetchPhoto(`${base}/big`, local))).toBe('too_large');
    expect(await problemOf(fetchPhoto(`${base}/to-file`, local))).toBe('bad_redirect');
    expect(await problemOf(fetchPhoto(`${base}/loop`, local))).toBe('too_many_redirects');
    expect(await problemOf(fetchPhoto(`${base}/slow`, { ...local, timeoutMs: 200 }))).toBe('timeout');
    expect(await problemOf(fetchPhoto('ftp://example.com/a.jpg', local))).toBe('bad_url');
  });
});
