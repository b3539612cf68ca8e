import { createHash } from 'node:crypto';
import { heldTapsScript } from '@aruu/contract/first-paint';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** The one inline script a page may run: it holds taps on a first paint until the app is live. */
export const heldTapsScriptSource = `'sha256-${createHash('sha256').update(heldTapsScript).digest('base64')}'`;

/**
 * Security headers on every response. The CSP is strict because the web app keeps tokens in
 * localStorage (spec §3): injected script is the main way to steal them, so only our own
 * scripts may run, and the one inline script the pages carry, by its hash (heldTapsScript).
 * Swagger UI under /api/docs needs inline styles, nothing more.
 *
 * helmet is built once here and run as an onRequest hook: @fastify/helmet rebuilt it (and
 * re-parsed the CSP directives) on every request, about 2.5% of the API's CPU under load.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { production: boolean }) => {
    const setHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", heldTapsScriptSource],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // blob: previews of photos a shopper picks before uploading them (the review form).
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          // Behind TLS in production; on http://localhost it would send assets to a missing https.
          upgradeInsecureRequests: options.production ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'security' },
);
