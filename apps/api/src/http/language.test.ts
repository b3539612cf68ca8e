import fastifyAccepts from '@fastify/accepts';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageLanguage, requestLanguage } from './language.js';

// The two request parsers app.ts registers, and nothing else.
const app = Fastify();
beforeAll(async () => {
  await app.register(fastifyCookie);
  await app.register(fastifyAccepts);
  app.get('/', (request) => ({ response: requestLanguage(request), page: pageLanguage(request) }));
  await app.ready();
});
afterAll(() => app.close());

async function languagesFor(headers: Record<string, string>, query = '') {
  return (await app.inject({ url: `/${query}`, headers })).json<{ response: string; page: string }>();
}

describe('the language of an answer', () => {
  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['de-DE,ky;q=0.8,ru;q=0.5', 'ky'],
    ['ru;q=0.3, en;q=0.7', 'en'],
    ['kir', 'ky'],
    ['kg-KG, en;q=0.5', 'ky'],
    ['EN-gb', 'en'],
    ['fr, de', 'ru'],
    ['en;q=0', 'ru'],
    ['*', 'ru'],
  ])('Accept-Language %s → %s', async (header, expected) => {
    expect(await languagesFor({ 'accept-language': header })).toEqual({ response: expected, page: expected });
  });

  it('is Russian without Accept-Language', async () => {
    expect(await languagesFor({})).toEqual({ response: 'ru', page: 'ru' });
  });

  it('takes ?lang= first; a page then takes the shopper’s cookie before the browser’s languages', async () => {
    const headers = { 'accept-language': 'en', cookie: 'language=ky' };
    expect(await languagesFor(headers)).toEqual({ response: 'en', page: 'ky' });
    expect(await languagesFor(headers, '?lang=ru')).toEqual({ response: 'ru', page: 'ru' });
    expect(await languagesFor(headers, '?lang=fr')).toEqual({ response: 'en', page: 'ky' });
  });

  it('reads the cookie whole and URL-decoded, whatever the cookies beside it hold', async () => {
    const page = async (cookie: string) => (await languagesFor({ 'accept-language': 'en', cookie })).page;
    expect(await page('session=a=b==; language=%6B%79; theme=x%3Dy')).toBe('ky');
    // Not what the app writes: the whole value counts, not what comes before a second "=".
    expect(await page('language=ky=ru')).toBe('en');
    expect(await page('language=')).toBe('en');
    expect(await page('languages=ky')).toBe('en');
  });
});
