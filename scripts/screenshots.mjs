// `npm run screenshots`: builds the storefront, starts it on a fresh catalogue and photographs its
// main screens as a shopper sees them — at 375 px (a phone) and 1440 px (a desktop), in light and
// dark — into `screenshots/` (not committed), for a person to look at. Signed-in screens belong to
// a shopper with a cart, a favourite and one paid order. SCREENS=home,basket limits the screens.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumFlags, debianChromium } from './chromium.mjs';
import { buildWeb, ensureChromium, ensureDependencies, root } from './lib.mjs';
import { apiClient, shopperWithCart, startStore } from './local-store.mjs';

const port = 3204;
const outDir = join(root, 'screenshots');
const viewports = { phone: { width: 375, height: 812 }, desktop: { width: 1440, height: 900 } };

/** A paid courier order in Bishkek, paid on the payment sandbox's page like a shopper would. */
async function paidOrder(browser, origin, tokens) {
  const api = apiClient(origin);
  const token = tokens.access_token;
  const [bishkek] = await api('GET', `/delivery/cdek/cities?city=${encodeURIComponent('Бишкек')}`);
  const order = await api(
    'POST',
    '/orders/create_from_cart',
    {
      customer_name: 'Aigerim Asanova',
      phone: '+996 555 123 456',
      email: 'aigerim@example.kg',
      address: 'Manasa 40, apt 12',
      accept_terms: true,
    },
    token,
  );
  await api(
    'POST',
    '/orders/set_delivery',
    { order_id: order.order_id, delivery: { method: 'courier', city_code: bishkek.code } },
    token,
  );
  const { payment_url } = await api('POST', '/payments/get_payment_url', { order_id: order.order_id }, token);
  const page = await browser.newPage();
  await page.goto(payment_url);
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('AIGERIM ASANOVA');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/order-tracking\//);
  await page.close();
  return order.order_id;
}

await ensureDependencies();
ensureChromium();
await buildWeb();
const dataDir = mkdtempSync(join(tmpdir(), 'aruu-screenshots-'));
console.log('• starting the store on a fresh catalogue (seeding takes a little while)…');
const store = await startStore({ port, dataDir });
const { origin } = store;
const browser = await chromium.launch({ executablePath: debianChromium.browser.path, args: chromiumFlags });
try {
  const { tokens, productId } = await shopperWithCart(origin);
  await apiClient(origin)('POST', '/products/favorites/set', { product_id: productId }, tokens.access_token);
  const orderId = await paidOrder(browser, origin, tokens);
  // A second cart for the cart and checkout screens, since the order emptied the first.
  const { items } = await apiClient(origin)('POST', '/products?in_stock=true&page_size=3&sort=new', { properties: [] });
  for (const item of items)
    await apiClient(origin)('POST', '/carts/add_product', { variation_id: item.variation_id }, tokens.access_token);

  const screens = {
    home: { path: '/' },
    catalog: { path: '/catalog?categoryName=face-masks' },
    product: { path: `/product/${productId}` },
    about: { path: '/about' },
    contacts: { path: '/contacts' },
    auth: { path: '/auth' },
    basket: { path: '/basket', signedIn: true },
    checkout: { path: '/complete-purchase', signedIn: true },
    orders: { path: '/order-tracking', signedIn: true },
    order: { path: `/order-tracking/${orderId}`, signedIn: true },
    favorites: { path: '/favorites', signedIn: true },
    account: { path: '/my-acc', signedIn: true },
    profile: { path: '/profile', signedIn: true },
  };
  const wanted = (process.env.SCREENS ?? Object.keys(screens).join(',')).split(',');
  mkdirSync(outDir, { recursive: true });
  for (const name of wanted) {
    const { path, signedIn = false } = screens[name];
    for (const [device, viewport] of Object.entries(viewports)) {
      for (const mode of ['light', 'dark']) {
        const context = await browser.newContext({ viewport, locale: 'en-GB', reducedMotion: 'reduce' });
        await context.addInitScript(
          ({ mode, pair }) => {
            localStorage.setItem('color-mode', mode);
            if (pair) {
              localStorage.setItem('access_token', pair.access_token);
              localStorage.setItem('refresh_token', pair.refresh_token);
            }
          },
          { mode, pair: signedIn ? tokens : null },
        );
        const page = await context.newPage();
        await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
        const file = join(outDir, `${name}-${device}-${mode}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await context.close();
        console.log(`  ${file}`);
      }
    }
  }
} finally {
  await browser.close();
  store.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
