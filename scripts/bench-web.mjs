// `npm run bench:web`: builds the storefront and serves it from the real API on a fresh embedded
// catalogue, then measures what a shopper's phone downloads and how the pages score:
//   1. the JavaScript and CSS the home page loads before interaction (gzip; budget ≤ 100 KB JS),
//      and the JavaScript the checkout route loads;
//   2. Lighthouse, mobile profile, in Debian's Chromium: performance, accessibility,
//      best practices, SEO, LCP, CLS and TBT for home, catalog, product, cart and checkout.
// Not part of `npm test`. BENCH_PAGES=home,catalog limits the Lighthouse pages.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildWeb, ensureChromium, ensureDependencies } from './lib.mjs';
import { chromiumFlags, chromiumPath, shopperWithCart, startStore, waitFor } from './local-store.mjs';

const port = 3202;
const debuggingPort = 9333;
const JS_BUDGET_KB = 100;

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Every script and stylesheet a page loads until the network is quiet, with gzip sizes. */
async function assetsLoadedBy(browser, path, tokens) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'ru-RU' });
  if (tokens) {
    await context.addInitScript((pair) => {
      localStorage.setItem('access_token', pair.access_token);
      localStorage.setItem('refresh_token', pair.refresh_token);
    }, tokens);
  }
  const page = await context.newPage();
  const assets = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    assets.push({
      url: new URL(response.url()).pathname,
      type,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await context.close();
  return assets;
}

function printAssets(title, assets) {
  const js = assets.filter((asset) => asset.type === 'script');
  const css = assets.filter((asset) => asset.type === 'stylesheet');
  const sum = (list, key) => list.reduce((total, asset) => total + asset[key], 0);
  console.log(`\n${title}`);
  for (const asset of [...js, ...css].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(asset.gzip).padStart(6)} KB gz  ${kb(asset.raw).padStart(6)} KB  ${asset.url}`);
  }
  const jsGzip = sum(js, 'gzip');
  console.log(
    `  JS  ${kb(jsGzip)} KB gzip (${js.length} files)   CSS ${kb(sum(css, 'gzip'))} KB gzip (${css.length} files)`,
  );
  return jsGzip;
}

/** Debian Chromium with a DevTools port for Lighthouse, on a throwaway profile. */
async function startDebuggableChromium(profileDir) {
  const child = spawn(
    chromiumPath,
    [
      ...chromiumFlags,
      '--headless=new',
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${debuggingPort}/json/version`);
  return child;
}

/**
 * Puts the shopper's tokens into the profile's localStorage, then empties the HTTP cache, so a
 * signed-in page is measured on a cold cache like the signed-out ones.
 */
async function signInBrowser(tokens) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${origin}/`);
  await page.evaluate((pair) => {
    localStorage.setItem('access_token', pair.access_token);
    localStorage.setItem('refresh_token', pair.refresh_token);
  }, tokens);
  const session = await page.context().newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

/** Signed-out pages run with Lighthouse's own storage reset; signed-in ones keep the tokens. */
async function lighthouseScores(url, signedIn) {
  const { lhr } = await lighthouse(
    url,
    { port: debuggingPort, output: 'json', logLevel: 'error', disableStorageReset: signedIn },
    {
      extends: 'lighthouse:default',
      settings: { onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
    },
  );
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    cls: audit('cumulative-layout-shift'),
    tbtMs: Math.round(audit('total-blocking-time')),
    failing: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
      )
      .map((a) => a.id),
  };
}

await ensureDependencies();
ensureChromium();
await buildWeb();
const dataDir = mkdtempSync(join(tmpdir(), 'aruu-bench-web-'));
const profileDir = mkdtempSync(join(tmpdir(), 'aruu-bench-chromium-'));
console.log('• starting the store on a fresh catalogue (seeding takes a little while)…');
const store = await startStore({ port, dataDir });
const { origin } = store;
let debuggable;
try {
  const { tokens, productId } = await shopperWithCart(origin, 'Bench');

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const homeJs = printAssets(
    'Home page (phone, signed out): loaded before interaction',
    await assetsLoadedBy(browser, '/'),
  );
  printAssets('Checkout route (phone, signed in)', await assetsLoadedBy(browser, '/complete-purchase', tokens));
  await browser.close();
  console.log(
    `\nHome page JS: ${kb(homeJs)} KB gzip — budget ${JS_BUDGET_KB} KB: ${homeJs <= JS_BUDGET_KB * 1024 ? 'within' : 'OVER'}`,
  );

  const pages = {
    home: { path: '/', signedIn: false },
    catalog: { path: '/catalog?categoryName=face-masks', signedIn: false },
    product: { path: `/product/${productId}`, signedIn: false },
    cart: { path: '/basket', signedIn: true },
    checkout: { path: '/complete-purchase', signedIn: true },
  };
  const wanted = (process.env.BENCH_PAGES ?? Object.keys(pages).join(',')).split(',');
  debuggable = await startDebuggableChromium(profileDir);
  console.log(
    '\nLighthouse (mobile profile, simulated throttling; targets: performance ≥ 95, accessibility 100, CLS ≤ 0.05)',
  );
  console.log('  page       perf  a11y  best  seo    LCP ms  CLS     TBT ms  audits below 0.9');
  for (const name of wanted) {
    const { path, signedIn } = pages[name];
    if (signedIn) await signInBrowser(tokens);
    const result = await lighthouseScores(`${origin}${path}`, signedIn);
    console.log(
      `  ${name.padEnd(9)}  ${String(result.performance).padStart(4)}  ${String(result.accessibility).padStart(4)}  ${String(result.bestPractices).padStart(4)}  ${String(result.seo).padStart(3)}  ${String(result.lcpMs).padStart(8)}  ${result.cls.toFixed(3).padStart(5)}  ${String(result.tbtMs).padStart(7)}  ${result.failing.join(', ')}`,
    );
  }
} finally {
  debuggable?.kill();
  store.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
