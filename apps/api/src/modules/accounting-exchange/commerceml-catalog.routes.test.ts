import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultExchangeMapping, ExchangeRunList } from '@aruu/contract/staff-exchange';
import { ImportDetail } from '@aruu/contract/staff-import';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { exchangeClient } from '../../../test/support/commerceml.js';
import { addFixtureTaxonomy, commerceMlFixture } from '../../../test/support/commerceml-fixture-shop.js';
import { zipFile } from '../../../test/support/zip-file.js';
import { queryRows, type TestContext, testConfig } from '../../../test/test-app.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { buildApp } from '../../app.js';
import { REMOVE_OLD_EXCHANGE_FILES_JOB } from './accounting-exchange.plugin.js';

// The catalogue side of the protocol over HTTP, with the real catalogue import behind it (its
// reading of CommerceML is tested in catalog-import/commerceml-import.routes.test.ts).

const LOGIN = 'moysklad';
const PASSWORD = 'Naryn-Stock-Ledger-2026';
const dataDir = mkdtempSync(join(tmpdir(), 'aruu-exchange-catalog-'));
const ctx = {} as TestContext;
let admin: SignedInStaff;

beforeAll(async () => {
  ctx.database = await openTestDatabase();
  ctx.app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir, CATALOG_CACHE_TTL_MS: '0' }),
    database: ctx.database,
  });
  await ctx.app.ready();
  await addFixtureTaxonomy(ctx.database);
  admin = await signInStaff(ctx, 'admin');
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/staff/exchange/settings',
    headers: bearer(admin),
    payload: {
      enabled: true,
      login: LOGIN,
      password: PASSWORD,
      mapping: {
        ...defaultExchangeMapping,
        selling_price_type: 'Розничная',
        compare_at_price_type: 'pt-old',
        cost_price_type: 'pt-purchase',
        warehouses: { 'wh-main': 'online', 'wh-tsum': 'tsum' },
      },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await ctx.app?.close();
  await ctx.database?.close();
});

type Client = ReturnType<typeof exchangeClient>;

async function send(client: Client, name: string) {
  expect((await client.sendFile('catalog', name, await readFile(commerceMlFixture(name)))).lines[0]).toBe('success');
}

const importCall = (client: Client, filename: string) =>
  client.call('GET', { type: 'catalog', mode: 'import', filename });

async function importDetail(id: number) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/staff/catalog-imports/${id}?lang=ru`,
    headers: bearer(admin),
  });
  expect(response.statusCode).toBe(200);
  return ImportDetail.parse(response.json());
}

const variationsOf = (skus: string[]) =>
  queryRows<{
    sku: string;
    external_id: string | null;
    price: number;
    compare_at_price: number | null;
    cost: number | null;
  }>(
    ctx.database,
    sql`select sku, external_id, price, compare_at_price, cost from variations
        where sku = any(${sql.param(skus)}::text[]) order by sku`,
  );

/** Free units per location code of a SKU (rows at 0 left out). */
async function stockOf(sku: string) {
  const rows = await queryRows<{ code: string; stock: number }>(
    ctx.database,
    sql`select l.code, ls.stock from location_stock ls join locations l on l.id = ls.location_id
        join variations v on v.id = ls.variation_id where v.sku = ${sku} and ls.stock > 0 order by l.code`,
  );
  return Object.fromEntries(rows.map((row) => [row.code, row.stock]));
}

const costHistoryOf = (sku: string) =>
  queryRows<{ cost: number | null; source: string; changed_by: number | null }>(
    ctx.database,
    sql`select c.cost, c.source, c.changed_by from variation_cost_changes c join variations v on v.id = c.variation_id
        where v.sku = ${sku} order by c.id`,
  );

const count = async (table: string) =>
  (await queryRows<{ n: number }>(ctx.database, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

async function catalogSession() {
  const client = exchangeClient(ctx.app);
  expect((await client.checkauth('catalog', LOGIN, PASSWORD)).lines[0]).toBe('success');
  const init = await client.call('GET', { type: 'catalog', mode: 'init' });
  expect(init.lines).toEqual(['zip=yes', 'file_limit=8388608']);
  return client;
}

const runs = async () =>
  ExchangeRunList.parse(
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/staff/exchange/runs?type=catalog',
        headers: bearer(admin),
      })
    ).json(),
  ).items;

describe('the catalogue exchange', () => {
  it('creates the catalogue from files sent in parts: import answers progress until the run succeeds', async () => {
    const client = await catalogSession();
    const bytes = await readFile(commerceMlFixture('import.xml'));
    const cut = [0, 700, 1500, bytes.length];
    for (let part = 0; part < cut.length - 1; part += 1) {
      const sent = await client.sendFile('catalog', 'import.xml', bytes.subarray(cut[part], cut[part + 1]));
      expect(sent.lines[0]).toBe('success');
    }
    await send(client, 'offers.xml');

    const first = await importCall(client, 'import.xml');
    expect(first.lines[0]).toBe('progress');
    // Nothing is written until the import's run has been through the queue.
    expect(await variationsOf(['CML-CREAM'])).toEqual([]);
    await ctx.app.jobs.runDueJobs();
    expect((await importCall(client, 'import.xml')).lines[0]).toBe('success');
    // offers.xml went into the same import: asking for it answers that import.
    expect((await importCall(client, 'offers.xml')).lines[0]).toBe('success');
    // The closing calls of a full exchange take nothing off the shop.
    for (const mode of ['deactivate', 'complete'])
      expect((await client.call('GET', { type: 'catalog', mode, timestamp: '1764400000' })).lines[0]).toBe('success');

    const [run] = await runs();
    expect(run).toMatchObject({ result: 'succeeded', files: ['import.xml', 'offers.xml'] });
    expect(run!.import_ids).toHaveLength(1);
    const imported = await importDetail(run!.import_ids[0]!);
    expect(imported).toMatchObject({ format: 'commerceml', source: 'exchange', status: 'done' });
    // The cream and the lipstick's two colours and the serum are new; the soap's group is no category.
    expect(imported.done).toEqual({ create: 4, update: 0, unchanged: 0, refused: 1 });
    expect(await variationsOf(['CML-CREAM', 'CML-LIP-1'])).toEqual([
      { sku: 'CML-CREAM', external_id: 'g-cream', price: 125050, compare_at_price: 150000, cost: 70030 },
      // The lipstick's offer has no purchase price: no cost.
      { sku: 'CML-LIP-1', external_id: 'g-lip#c-red', price: 45000, compare_at_price: null, cost: null },
    ]);
    expect(await stockOf('CML-CREAM')).toEqual({ online: 7, tsum: 5 });
    // The cost came from the books: its history says so, in the name of whoever answers for the account.
    expect(await costHistoryOf('CML-CREAM')).toEqual([{ cost: 70030, source: 'exchange', changed_by: admin.userId }]);
  });

  it('a second identical exchange changes nothing; a changed offers file changes what it says', async () => {
    const movements = await count('stock_movements');
    const costChanges = await count('variation_cost_changes');
    const again = await catalogSession();
    await send(again, 'import.xml');
    await send(again, 'offers.xml');
    expect((await importCall(again, 'import.xml')).lines[0]).toBe('progress');
    await ctx.app.jobs.runDueJobs();
    expect((await importCall(again, 'import.xml')).lines[0]).toBe('success');
    const [run] = await runs();
    expect((await importDetail(run!.import_ids[0]!)).done).toEqual({ create: 0, update: 0, unchanged: 4, refused: 1 });
    expect(await count('stock_movements')).toBe(movements);
    expect(await count('variation_cost_changes')).toBe(costChanges);

    const update = await catalogSession();
    await send(update, 'offers-update.xml');
    expect((await importCall(update, 'offers-update.xml')).lines[0]).toBe('progress');
    await ctx.app.jobs.runDueJobs();
    expect((await importCall(update, 'offers-update.xml')).lines[0]).toBe('success');
    expect(await variationsOf(['CML-CREAM'])).toEqual([
      expect.objectContaining({ price: 130000, compare_at_price: null }),
    ]);
  });

  it('a picture sent as a file of the session becomes the product’s photo', async () => {
    const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c0ffee' } })
      .jpeg()
      .toBuffer();
    const client = await catalogSession();
    await send(client, 'import.xml');
    await send(client, 'offers.xml');
    // import.xml names it <Картинка>import_files/4f/4f1c0d2e.jpg</Картинка>; 1C sends it by that name.
    const sent = await client.sendFile('catalog', 'import_files/4f/4f1c0d2e.jpg', picture);
    expect(sent.lines[0]).toBe('success');
    expect((await importCall(client, 'import.xml')).lines[0]).toBe('progress');
    await ctx.app.jobs.runDueJobs();
    await ctx.app.jobs.runDueJobs();
    expect((await importCall(client, 'import.xml')).lines[0]).toBe('success');
    const photos = await queryRows<{ hash: string; variation_id: number | null }>(
      ctx.database,
      sql`select i.image_hash as hash, i.variation_id from product_images i join products p on p.id = i.product_id
          where p.external_id = 'g-cream'`,
    );
    expect(photos).toEqual([{ hash: createHash('sha256').update(picture).digest('hex'), variation_id: null }]);
  });

  it('a broken file fails with its reason in words, and nothing is written', async () => {
    const before = await Promise.all([count('products'), count('variations'), count('stock_movements')]);
    const client = await catalogSession();
    const archive = zipFile([
      { name: 'import.xml', data: await readFile(commerceMlFixture('import_broken.xml')) },
      { name: 'offers.xml', data: await readFile(commerceMlFixture('offers.xml')) },
    ]);
    const half = Math.floor(archive.length / 2);
    expect((await client.sendFile('catalog', 'v8_2C7E_1.zip', archive.subarray(0, half))).lines[0]).toBe('success');
    expect((await client.sendFile('catalog', 'v8_2C7E_1.zip', archive.subarray(half))).lines[0]).toBe('success');
    expect((await importCall(client, 'import.xml')).lines[0]).toBe('progress');
    await ctx.app.jobs.runDueJobs();
    const failed = await importCall(client, 'import.xml');
    expect(failed.lines[0]).toBe('failure');
    expect(failed.lines[1]).toContain('не правильный XML');
    expect((await runs())[0]).toMatchObject({ result: 'failed', reason: failed.lines[1] });
    expect(await Promise.all([count('products'), count('variations'), count('stock_movements')])).toEqual(before);
  });

  it('refuses an archive whose entries leave the session’s directory', async () => {
    const client = await catalogSession();
    const before = await count('catalog_imports');
    const archive = zipFile([{ name: '../../escaped.xml', data: await readFile(commerceMlFixture('offers.xml')) }]);
    expect((await client.sendFile('catalog', 'bad.zip', archive)).lines[0]).toBe('success');
    const answer = await client.call('GET', { type: 'catalog', mode: 'import', filename: 'escaped.xml' });
    expect(answer.lines[0]).toBe('failure');
    expect(await count('catalog_imports')).toBe(before);
    await expect(readFile(join(dataDir, 'escaped.xml'))).rejects.toThrow();
  });

  it('removes a run’s files once its session has ended longer ago than the retention', async () => {
    const client = await catalogSession();
    await send(client, 'import.xml');
    const importXml = await readFile(commerceMlFixture('import.xml'), 'utf8');
    const [run] = await runs();
    const directory = join(dataDir, 'exchange', String(run!.id));
    expect(await readFile(join(directory, 'import.xml'), 'utf8')).toBe(importXml);
    await ctx.app.jobs.enqueue(ctx.database.db, REMOVE_OLD_EXCHANGE_FILES_JOB, {});
    await ctx.app.jobs.runDueJobs();
    expect(await readFile(join(directory, 'import.xml'), 'utf8')).toBe(importXml);
    await queryRows(
      ctx.database,
      sql`update exchange_runs set expires_at = now() - interval '8 days' where id = ${run!.id}`,
    );
    await ctx.app.jobs.enqueue(ctx.database.db, REMOVE_OLD_EXCHANGE_FILES_JOB, {});
    await ctx.app.jobs.runDueJobs();
    await expect(readFile(join(directory, 'import.xml'))).rejects.toThrow();
    expect((await runs()).find((item) => item.id === run!.id)?.files).toEqual(['import.xml']);
  });

  it('refuses a part larger than the file_limit it announced', async () => {
    const client = await catalogSession();
    const tooLarge = await client.sendFile('catalog', 'import.xml', Buffer.alloc(8 * 1024 * 1024 + 1, 0x20));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.lines).toEqual(['failure', `Часть файла больше ${8 * 1024 * 1024} байт, объявленных в file_limit`]);
    expect((await runs())[0]!.files).toEqual([]);
    // A query the contract refuses (a mode longer than any) is the protocol's failure too.
    const refused = await client.call('GET', { type: 'catalog', mode: 'x'.repeat(21) });
    expect([refused.status, refused.lines[0]]).toEqual([400, 'failure']);
    expect(refused.lines[1]).toBeTruthy();
  });

  it('answers failure for a file it never received, and to a catalogue import without a session', async () => {
    const client = await catalogSession();
    expect((await client.call('GET', { type: 'catalog', mode: 'import', filename: 'import.xml' })).lines[0]).toBe(
      'failure',
    );
    const stranger = exchangeClient(ctx.app);
    const answer = await stranger.call('GET', { type: 'catalog', mode: 'import', filename: 'import.xml' });
    expect([answer.status, answer.lines[0]]).toEqual([401, 'failure']);
  });
});
