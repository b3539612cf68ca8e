import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { defaultExchangeMapping, ExchangeRunList } from '@aruu/contract/staff-exchange';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.js';
import { signInStaff } from '../../../test/staff.js';
import { exchangeClient } from '../../../test/support/commerceml.js';
import { zipFile } from '../../../test/support/zip-file.js';
import { queryRows, type TestContext, testConfig } from '../../../test/test-app.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { buildApp } from '../../app.js';
import { REMOVE_OLD_EXCHANGE_FILES_JOB } from './accounting-exchange.plugin.js';
import type { CatalogExchangeImport } from './catalog-exchange.js';

/**
 * The catalogue side of the protocol, with the catalogue import behind its port played by the
 * class below (the real reading of import.xml and offers.xml is catalog-import's, tested there):
 * it records what it was asked to import, with the files' contents at that moment, and answers
 * the state the test sets.
 */
class RecordingImport implements CatalogExchangeImport {
  readonly started: Array<{ id: number; files: Record<string, string>; mapping: unknown; source: string }> = [];
  readonly states = new Map<number, { state: 'running' | 'succeeded' | 'failed'; reason: string | null }>();

  constructor(private readonly directory: string) {}

  async startCommerceMlImport(input: Parameters<CatalogExchangeImport['startCommerceMlImport']>[0]) {
    const id = 9000 + this.started.length;
    const files: Record<string, string> = {};
    for (const path of input.files) files[relative(this.directory, path)] = await readFile(path, 'utf8');
    this.started.push({ id, files, mapping: input.mapping, source: input.source });
    this.states.set(id, { state: 'running', reason: null });
    return { importId: id };
  }

  async importOutcome(importId: number) {
    return this.states.get(importId)!;
  }
}

const LOGIN = 'moysklad';
const PASSWORD = 'Naryn-Stock-Ledger-2026';
const dataDir = mkdtempSync(join(tmpdir(), 'aruu-exchange-catalog-'));
const port = new RecordingImport(join(dataDir, 'exchange'));
const ctx = {} as TestContext;
let staff: { access_token: string };

beforeAll(async () => {
  ctx.database = await openTestDatabase();
  ctx.app = await buildApp({
    config: testConfig({ DATA_DIR: dataDir, CATALOG_CACHE_TTL_MS: '0' }),
    database: ctx.database,
    catalogExchange: port,
  });
  await ctx.app.ready();
  const admin = await signInStaff(ctx, 'admin');
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/staff/exchange/settings',
    headers: bearer(admin),
    payload: {
      enabled: true,
      login: LOGIN,
      password: PASSWORD,
      mapping: { ...defaultExchangeMapping, selling_price_type: 'Розничная', warehouses: { 'sklad-1': 'tsum' } },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  staff = admin;
});
afterAll(async () => {
  await ctx.app?.close();
  await ctx.database?.close();
});

const importXml = `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.08"><Каталог><Ид>cat-1</Ид><Товары>${'<Товар><Ид>g-1</Ид><Наименование>Крем для лица</Наименование></Товар>'.repeat(40)}</Товары></Каталог></КоммерческаяИнформация>`;
const offersXml =
  '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.08"><ПакетПредложений><Предложения/></ПакетПредложений></КоммерческаяИнформация>';

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
        headers: bearer(staff),
      })
    ).json(),
  ).items;

describe('the catalogue exchange', () => {
  it('takes files in parts, starts one import of them, and answers progress until it succeeds', async () => {
    const client = await catalogSession();
    const bytes = Buffer.from(importXml);
    const cut = [0, 700, 1500, bytes.length];
    for (let part = 0; part < cut.length - 1; part += 1) {
      const sent = await client.sendFile('catalog', 'import.xml', bytes.subarray(cut[part], cut[part + 1]));
      expect(sent.lines[0]).toBe('success');
    }
    expect((await client.sendFile('catalog', 'offers.xml', Buffer.from(offersXml))).lines[0]).toBe('success');

    const first = await client.call('GET', { type: 'catalog', mode: 'import', filename: 'import.xml' });
    expect(first.lines[0]).toBe('progress');
    expect(port.started).toHaveLength(1);
    const [started] = port.started;
    expect(Object.keys(started!.files).map((path) => path.split('/').slice(1).join('/'))).toEqual([
      'import.xml',
      'offers.xml',
    ]);
    expect(Object.values(started!.files)).toEqual([importXml, offersXml]);
    expect(started).toMatchObject({ source: 'exchange', mapping: { warehouses: { 'sklad-1': 'tsum' } } });

    expect((await client.call('GET', { type: 'catalog', mode: 'import', filename: 'import.xml' })).lines[0]).toBe(
      'progress',
    );
    port.states.set(started!.id, { state: 'succeeded', reason: null });
    expect((await client.call('GET', { type: 'catalog', mode: 'import', filename: 'import.xml' })).lines[0]).toBe(
      'success',
    );
    // offers.xml went into the same import: asking for it answers that import, and starts no other.
    expect((await client.call('GET', { type: 'catalog', mode: 'import', filename: 'offers.xml' })).lines[0]).toBe(
      'success',
    );
    expect(port.started).toHaveLength(1);
    // The closing calls of a full exchange take nothing off the shop.
    for (const mode of ['deactivate', 'complete'])
      expect((await client.call('GET', { type: 'catalog', mode, timestamp: '1764400000' })).lines[0]).toBe('success');
    expect((await runs())[0]).toMatchObject({
      result: 'succeeded',
      files: ['import.xml', 'offers.xml'],
      import_ids: [started!.id],
    });
  });

  it('unpacks an archive, imports its XML files, and passes the import’s failure on with its reason', async () => {
    const client = await catalogSession();
    const archive = zipFile([
      { name: 'import.xml', data: Buffer.from(importXml) },
      { name: 'offers.xml', data: Buffer.from(offersXml) },
      { name: 'import_files/ab/ab12.jpg', data: Buffer.from('not really a jpeg') },
    ]);
    const half = Math.floor(archive.length / 2);
    expect((await client.sendFile('catalog', 'v8_2C7E_1.zip', archive.subarray(0, half))).lines[0]).toBe('success');
    expect((await client.sendFile('catalog', 'v8_2C7E_1.zip', archive.subarray(half))).lines[0]).toBe('success');
    expect((await client.call('GET', { type: 'catalog', mode: 'import', filename: 'import.xml' })).lines[0]).toBe(
      'progress',
    );
    const started = port.started.at(-1)!;
    expect(Object.keys(started.files).map((path) => path.split('/').slice(1).join('/'))).toEqual([
      'import.xml',
      'offers.xml',
    ]);
    expect(
      await readFile(
        join(dataDir, 'exchange', Object.keys(started.files)[0]!.split('/')[0]!, 'import_files/ab/ab12.jpg'),
        'utf8',
      ),
    ).toBe('not really a jpeg');
    port.states.set(started.id, { state: 'failed', reason: 'Строка 12: у товара нет наименования' });
    const failed = await client.call('GET', { type: 'catalog', mode: 'import', filename: 'import.xml' });
    expect(failed.lines).toEqual(['failure', 'Строка 12: у товара нет наименования']);
    expect((await runs())[0]).toMatchObject({ result: 'failed', reason: 'Строка 12: у товара нет наименования' });
  });

  it('refuses an archive whose entries leave the session’s directory', async () => {
    const client = await catalogSession();
    const before = port.started.length;
    const archive = zipFile([{ name: '../../escaped.xml', data: Buffer.from(offersXml) }]);
    expect((await client.sendFile('catalog', 'bad.zip', archive)).lines[0]).toBe('success');
    const answer = await client.call('GET', { type: 'catalog', mode: 'import', filename: 'escaped.xml' });
    expect(answer.lines[0]).toBe('failure');
    expect(port.started).toHaveLength(before);
    await expect(readFile(join(dataDir, 'escaped.xml'))).rejects.toThrow();
  });

  it('removes a run’s files once its session has ended longer ago than the retention', async () => {
    const client = await catalogSession();
    expect((await client.sendFile('catalog', 'import.xml', Buffer.from(importXml))).lines[0]).toBe('success');
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
    expect((await runs())[0]!.files).toEqual([]);
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
