import type { Db } from '../../db/client.js';
import type { CommerceMlImports } from '../catalog-import/commerceml-imports.js';
import * as repo from './accounting-exchange.repository.js';
import { type ExchangeAnswer, failure, progress, success } from './exchange-answer.js';
import { ExchangeFileError, type ExchangeFiles } from './exchange-files.js';

/**
 * The catalogue import's CommerceML reading (modules/catalog-import's `app.commerceMlImports`), as
 * this module uses it: start one import of the run's files, then ask how it stands.
 */
export type CatalogExchangeImport = CommerceMlImports;

const isArchive = (name: string) => name.toLowerCase().endsWith('.zip');
const isXml = (name: string) => name.toLowerCase().endsWith('.xml');

/**
 * `import` of the catalogue: the first call unpacks the run's archives and starts one import of
 * every XML file received so far; each call answers that import's state — `progress` while it
 * runs, then `success`, or `failure` with its reason. A file sent after an import started goes
 * into the next one.
 */
export function createCatalogExchange(deps: { db: Db; files: ExchangeFiles; catalog: CatalogExchangeImport }) {
  const { db, files, catalog } = deps;

  /** The run's files with its archives' contents added (an archive not yet taken apart is taken apart now). */
  async function unpack(run: repo.RunRow) {
    const list = run.files.map((file) => ({ ...file }));
    const archives = list.filter((file) => isArchive(file.name) && file.importId === null);
    for (const archive of archives) {
      for (const entry of await files.unzip(run.id, archive.name)) {
        const known = list.find((item) => item.name === entry.name);
        if (known) Object.assign(known, { bytes: entry.bytes, importId: null });
        else list.push({ name: entry.name, bytes: entry.bytes, importId: null });
      }
    }
    return { list, archives };
  }

  async function outcome(run: repo.RunRow, importId: number): Promise<ExchangeAnswer> {
    const { state, reason } = await catalog.importOutcome(importId);
    if (state === 'running') return progress(`Загрузка каталога идёт (импорт ${importId})`);
    await repo.finishRun(db, run.id, state, reason);
    return state === 'succeeded'
      ? success(`Каталог загружен (импорт ${importId})`)
      : failure(reason ?? `Импорт ${importId} не удался`);
  }

  async function importFile(run: repo.RunRow, name: string, settings: repo.SettingsRow): Promise<ExchangeAnswer> {
    const started = run.files.find((file) => file.name === name && file.importId);
    if (started?.importId) return outcome(run, started.importId);
    let unpacked: Awaited<ReturnType<typeof unpack>>;
    try {
      unpacked = await unpack(run);
    } catch (error) {
      if (!(error instanceof ExchangeFileError)) throw error;
      await repo.finishRun(db, run.id, 'failed', error.message);
      return failure(error.message);
    }
    const { list, archives } = unpacked;
    if (!list.some((file) => file.name === name)) return failure(`Файл ${name} не был передан`);
    const pending = list.filter((file) => isXml(file.name) && file.importId === null);
    if (pending.length === 0) return failure(`В обмене нет файлов XML для загрузки`);
    const { importId } = await catalog.startCommerceMlImport({
      files: pending.map((file) => files.path(run.id, file.name)),
      picturesDirectory: files.directory(run.id),
      mapping: settings.mapping,
      source: 'exchange',
      actorId: settings.updatedBy,
    });
    // An archive is marked with the import its contents went into, so it is not taken apart again.
    const marked = list.map((file) =>
      pending.includes(file) || archives.includes(file) ? { ...file, importId } : file,
    );
    await repo.updateRun(db, run.id, { files: marked });
    return progress(`Загрузка каталога начата (импорт ${importId})`);
  }

  return { importFile };
}

export type CatalogExchange = ReturnType<typeof createCatalogExchange>;
