// @pglite-compatibility: an exchange's pictures read from its own files
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultExchangeMapping, type ExchangeMapping } from '@aruu/contract/staff-exchange';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { addFixtureTaxonomy } from '../../../test/support/commerceml-fixture-shop.js';
import { zipFile } from '../../../test/support/zip-file.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import type {} from './catalog-import.plugin.js';

// The exchange's pictures as the products' photos (issue 28 item 3, docs/catalog-import.md "CommerceML").
const ctx = useTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'aruu-cml-pictures-')) });
const work = mkdtempSync(join(tmpdir(), 'aruu-cml-pictures-files-'));

let manager: SignedInStaff;
const jpeg = (colour: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
let pink: Buffer;
let green: Buffer;
let blue: Buffer;

beforeAll(async () => {
  manager = await signInStaff(ctx, 'manager');
  await addFixtureTaxonomy(ctx.database);
  [pink, green, blue] = await Promise.all([jpeg('#f4c2c2'), jpeg('#2e8b57'), jpeg('#1e3a8a')]);
});

/** A catalogue of one good (group "Кремы CML", brand "CML Test Brand") with these pictures. */
const importXml = (good: string, title: string, pictures: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.05">
  <Классификатор><Группы><Группа><Ид>grp-cream</Ид><Наименование>Кремы CML</Наименование></Группа></Группы></Классификатор>
  <Каталог><Товары><Товар>
    <Ид>${good}</Ид><Артикул>${good.toUpperCase()}</Артикул><Наименование>${title}</Наименование>
    <Группы><Ид>grp-cream</Ид></Группы>
    ${pictures.map((path) => `<Картинка>${path}</Картинка>`).join('')}
    <Изготовитель><Ид>maker</Ид><Наименование>CML Test Brand</Наименование></Изготовитель>
  </Товар></Товары></Каталог>
</КоммерческаяИнформация>`;

const offersXml = (good: string) => `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.05"><ПакетПредложений>
  <ТипыЦен><ТипЦены><Ид>pt-retail</Ид><Наименование>Розничная</Наименование><Валюта>KGS</Валюта></ТипЦены></ТипыЦен>
  <Предложения><Предложение><Ид>${good}</Ид><Артикул>${good.toUpperCase()}</Артикул>
    <Цены><Цена><ИдТипаЦены>pt-retail</ИдТипаЦены><ЦенаЗаЕдиницу>500</ЦенаЗаЕдиницу><Валюта>KGS</Валюта></Цена></Цены>
    <Количество>3</Количество>
  </Предложение></Предложения>
</ПакетПредложений></КоммерческаяИнформация>`;

async function exchange(input: { files: string[]; picturesDirectory?: string }, mapping: ExchangeMapping) {
  const { importId } = await ctx.app.commerceMlImports.startCommerceMlImport({
    ...input,
    mapping,
    source: 'exchange',
    actorId: manager.userId,
  });
  // The check, the run, then the photo stage it queues.
  await ctx.app.jobs.runDueJobs();
  await ctx.app.jobs.runDueJobs();
  return { importId, outcome: await ctx.app.commerceMlImports.importOutcome(importId) };
}

async function report(id: number) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/staff/catalog-imports/${id}/report?lang=en`,
    headers: bearer(manager),
  });
  expect(response.statusCode).toBe(200);
  return parse(response.body, { bom: true, columns: true }) as Array<Record<string, string>>;
}

/** The product's photos (hash, and whether a variation's) in order, and the picture URLs its variations list. */
async function photosOf(good: string) {
  const photos = await queryRows<{ hash: string; variation: boolean }>(
    ctx.database,
    sql`select i.image_hash as hash, i.variation_id is not null as variation from product_images i
        join products p on p.id = i.product_id where p.external_id = ${good} order by i.position, i.id`,
  );
  const urls = await queryRows<{ url: string }>(
    ctx.database,
    sql`select u.url from variation_photo_urls u join variations v on v.id = u.variation_id
        join products p on p.id = v.product_id where p.external_id = ${good} order by u.position`,
  );
  return { photos, urls: urls.map((row) => row.url) };
}

const photoLines = async (id: number) =>
  (await report(id)).filter((line) => line.result === 'photo_failed').map((line) => [line.reason, line.value]);

describe('the exchange’s pictures', () => {
  const zip = join(work, 'exchange.zip');

  it('a zip’s picture becomes the new product’s photo; a missing or escaping path is reported, the good imported', async () => {
    writeFileSync(
      zip,
      zipFile([
        {
          name: 'import.xml',
          data: Buffer.from(
            importXml('g-pic', 'Крем с картинкой', [
              'import_files/ab/ab12cd.jpg',
              'import_files/none.jpg',
              '../../outside.jpg',
              '/etc/passwd',
            ]),
          ),
        },
        { name: 'offers.xml', data: Buffer.from(offersXml('g-pic')) },
        { name: 'import_files/ab/ab12cd.jpg', data: pink },
        // An entry that would land outside the import's directory is never written.
        { name: '../outside.jpg', data: green },
      ]),
    );
    const { importId, outcome } = await exchange({ files: [zip] }, defaultExchangeMapping);
    expect(outcome).toEqual({ state: 'succeeded', reason: null });
    expect(await photosOf('g-pic')).toEqual({
      photos: [{ hash: sha256(pink), variation: false }],
      urls: ['commerceml:import_files/ab/ab12cd.jpg', 'commerceml:import_files/none.jpg'],
    });
    expect(await photoLines(importId)).toEqual([
      ['photo_outside_directory', 'commerceml:../../outside.jpg'],
      ['photo_outside_directory', 'commerceml:/etc/passwd'],
      ['photo_missing', 'commerceml:import_files/none.jpg'],
    ]);
  });

  it('a second identical exchange adds nothing', async () => {
    const images = await queryRows<{ n: number }>(ctx.database, sql`select count(*)::int as n from imported_photos`);
    const { outcome } = await exchange({ files: [zip] }, defaultExchangeMapping);
    expect(outcome.state).toBe('succeeded');
    expect((await photosOf('g-pic')).photos).toEqual([{ hash: sha256(pink), variation: false }]);
    expect(await queryRows<{ n: number }>(ctx.database, sql`select count(*)::int as n from imported_photos`)).toEqual(
      images,
    );
  });

  it('the exchange’s directory: its pictures are read, a symlink out of it is not', async () => {
    const run = join(work, 'run-1');
    mkdirSync(join(run, 'import_files', 'cd'), { recursive: true });
    writeFileSync(join(run, 'import_files', 'cd', 'cd34.jpg'), green);
    writeFileSync(join(work, 'secret.jpg'), blue);
    symlinkSync(join(work, 'secret.jpg'), join(run, 'import_files', 'link.jpg'));
    writeFileSync(
      join(run, 'import.xml'),
      importXml('g-dir', 'Крем из каталога', ['import_files/cd/cd34.jpg', 'import_files/link.jpg']),
    );
    writeFileSync(join(run, 'offers.xml'), offersXml('g-dir'));
    const { importId, outcome } = await exchange(
      { files: [join(run, 'import.xml'), join(run, 'offers.xml')], picturesDirectory: run },
      defaultExchangeMapping,
    );
    expect(outcome.state).toBe('succeeded');
    expect((await photosOf('g-dir')).photos).toEqual([{ hash: sha256(green), variation: false }]);
    expect(await photoLines(importId)).toEqual([['photo_missing', 'commerceml:import_files/link.jpg']]);
  });

  it('photos owned by the site stay on an existing product; owned by the exchange, the list is replaced', async () => {
    const run = join(work, 'run-2');
    mkdirSync(join(run, 'import_files', 'ef'), { recursive: true });
    writeFileSync(join(run, 'import_files', 'ef', 'ef56.jpg'), blue);
    writeFileSync(join(run, 'import.xml'), importXml('g-pic', 'Крем с картинкой', ['import_files/ef/ef56.jpg']));
    writeFileSync(join(run, 'offers.xml'), offersXml('g-pic'));
    const files = { files: [join(run, 'import.xml'), join(run, 'offers.xml')], picturesDirectory: run };

    expect((await exchange(files, defaultExchangeMapping)).outcome.state).toBe('succeeded');
    expect(await photosOf('g-pic')).toEqual({
      photos: [{ hash: sha256(pink), variation: false }],
      urls: ['commerceml:import_files/ab/ab12cd.jpg', 'commerceml:import_files/none.jpg'],
    });

    const owned = {
      ...defaultExchangeMapping,
      field_owners: { ...defaultExchangeMapping.field_owners, photos: 'exchange' as const },
    };
    expect((await exchange(files, owned)).outcome.state).toBe('succeeded');
    // Photos already shown are never removed: the new picture is added after them.
    expect(await photosOf('g-pic')).toEqual({
      photos: [
        { hash: sha256(pink), variation: false },
        { hash: sha256(blue), variation: false },
      ],
      urls: ['commerceml:import_files/ef/ef56.jpg'],
    });
  });
});
