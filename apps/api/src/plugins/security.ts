import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { heldTapsScript } from '@aruu/contract/first-paint';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { contentSecurityPolicy } from 'helmet';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The CSP of a page that carries inline <style> elements: the one every response has, with
     * those elements allowed by their hashes (`'sha256-…'`) and no other inline <style>.
     */
    contentSecurityPolicyWithStyles(styleHashes: readonly string[]): string;
  }
}

type Directives = Record<string, string[] | null>;

/** The one inline script a page may run: it holds taps on a first paint until the app is live. */
export const heldTapsScriptSource = `'sha256-${createHash('sha256').update(heldTapsScript).digest('base64')}'`;

/** The policy as helmet writes it. */
function policyOf(directives: Directives): string {
  let policy = '';
  const response = {
    setHeader(_name: string, value: string) {
      policy = value;
    },
  } as ServerResponse;
  contentSecurityPolicy({ directives })({} as IncomingMessage, response, () => undefined);
  return policy;
}

/**
 * Security headers on every response. The CSP is strict because the web app keeps tokens in
 * localStorage (spec §3): injected script is the main way to steal them, so only our own
 * scripts may run. Swagger UI under /api/docs needs inline styles, nothing more.
 *
 * helmet is built once here and run as an onRequest hook: @fastify/helmet rebuilt it (and
 * re-parsed the CSP directives) on every request, about 2.5% of the API's CPU under load.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { production: boolean }) => {
    const directives: Directives = {
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
    };
    const setHeaders = helmet({
      contentSecurityPolicy: { directives },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
    // The storefront's pages (modules/web) carry their stylesheet inline: a <style> element is
    // allowed only by its hash. Style attributes, which server-rendered pages carry (a rating's
    // filled width, a photo's blurred placeholder) and which cannot run script, stay allowed by
    // `style-src-attr` (CSP 3: Chrome 75, Firefox 108, Safari 15.4); an older browser reads
    // `style-src` and draws those few details without them.
    app.decorate('contentSecurityPolicyWithStyles', (styleHashes: readonly string[]) =>
      policyOf({
        ...directives,
        styleSrc: ["'self'", ...styleHashes],
        styleSrcElem: ["'self'", ...styleHashes],
        styleSrcAttr: ["'unsafe-inline'"],
      }),
    );
  },
  { name: 'security' },
);
