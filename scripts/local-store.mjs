// A whole store on a fresh embedded catalogue, started as its own process, and a few API calls
// to set a shopper up: shared by the scripts that look at the storefront (bench-web, screenshots).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib.mjs';

/**
 * Waits until `url` answers 200, or the process `child` that should serve it ends (then throws,
 * naming its exit). No deadline: a store seeding its catalogue on a busy machine is slow, not down.
 */
export async function waitFor(url, child) {
  let ended;
  child.once('exit', (code, signal) => {
    ended = signal ?? `code ${code}`;
  });
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (ended !== undefined) throw new Error(`${url} did not answer: its process ended (${ended})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Starts the API (with the built storefront and the sandboxes) on `port`, seeding `dataDir`. */
export async function startStore({ port, dataDir }) {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/demo/src/dev-server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
    },
  });
  await waitFor(`${origin}/readyz`, child);
  return { origin, stop: () => child.kill() };
}

export function apiClient(origin) {
  return async function api(method, path, body, token) {
    const response = await fetch(`${origin}/api/v1${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
}

/** A registered shopper with the two most popular in-stock products in the cart. */
export async function shopperWithCart(origin, firstName = 'Aigerim') {
  const api = apiClient(origin);
  const password = 'Bench-Olive-Cream-2026';
  const tokens = await api('POST', '/auth/register', {
    first_name: firstName,
    email: `${firstName.toLowerCase()}.${Date.now()}@example.kg`,
    password,
    password_confirmation: password,
    phone: '0555 123 456',
    accept_terms: true,
    confirm_adult: true,
  });
  const { items } = await api('POST', '/products?in_stock=true&page_size=2&sort=popular', { properties: [] });
  for (const item of items)
    await api('POST', '/carts/add_product', { variation_id: item.variation_id }, tokens.access_token);
  return { tokens, productId: items[0].id };
}
