import { createReadStream, createWriteStream } from 'node:fs';
import { appendFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Duplex, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ImportFileError } from '../catalog-import/import-file-error.js';
import { checkUnpackedSize } from '../catalog-import/xlsx-unpacked-size.js';

/**
 * The zip reader the XLSX import streams with (unzipper's `Parse`, resolved as exceljs resolves
 * it): one reader of archives in the API, and the same size check before it inflates a byte.
 */
const require = createRequire(import.meta.url);
const unzipper = createRequire(require.resolve('exceljs'))('unzipper') as {
  Parse(options: { forceStream: true }): Duplex;
};

export class ExchangeFileError extends Error {}

/**
 * A name the accounting system gives a file (`import.xml`, `import_files/3f/3f1c….jpg`): a
 * relative path of plain characters inside the session's directory, never `..`, never absolute.
 */
export function safeFileName(name: string | undefined): string {
  if (!name || name.length > 200 || !/^[A-Za-z0-9_./-]+$/.test(name)) {
    throw new ExchangeFileError(`Недопустимое имя файла: ${name ?? ''}`);
  }
  const segments = name.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new ExchangeFileError(`Недопустимое имя файла: ${name}`);
  }
  return name;
}

export interface ExchangeFiles {
  /** The run's directory, under the data directory the imports use. */
  directory(runId: number): string;
  /** Appends a part of `name`; answers the file's size after it. */
  append(runId: number, name: string, part: Buffer): Promise<number>;
  path(runId: number, name: string): string;
  /** Unpacks an archive the run received into its directory; answers the names and sizes of what it held. */
  unzip(runId: number, name: string): Promise<Array<{ name: string; bytes: number }>>;
  remove(runId: number): Promise<void>;
  /** The runs that still have a directory. */
  runsWithFiles(): Promise<number[]>;
}

export function createExchangeFiles(options: { dataDir: string; maxRunBytes: number; maxUnpackedBytes: number }) {
  const root = join(options.dataDir, 'exchange');
  const directory = (runId: number) => join(root, String(runId));
  const path = (runId: number, name: string) => join(directory(runId), safeFileName(name));
  const sizeOf = (file: string) =>
    stat(file).then(
      (info) => info.size,
      () => 0,
    );

  async function append(runId: number, name: string, part: Buffer) {
    const file = path(runId, name);
    const before = await sizeOf(file);
    if (before + part.length > options.maxRunBytes) {
      throw new ExchangeFileError(`Файл больше ${Math.floor(options.maxRunBytes / 2 ** 20)} МБ`);
    }
    await mkdir(dirname(file), { recursive: true });
    await appendFile(file, part);
    return before + part.length;
  }

  async function unzip(runId: number, name: string) {
    const archive = path(runId, name);
    try {
      await checkUnpackedSize(archive, options.maxUnpackedBytes);
    } catch (error) {
      if (error instanceof ImportFileError)
        throw new ExchangeFileError(`Архив ${name} распаковывается слишком большим`);
      throw new ExchangeFileError(`Архив ${name} не читается`);
    }
    const unpacked: Array<{ name: string; bytes: number }> = [];
    const file = createReadStream(archive);
    const zip = file.pipe(unzipper.Parse({ forceStream: true }));
    try {
      for await (const entry of zip as AsyncIterable<Readable & { path: string; type: string }>) {
        if (entry.type === 'Directory') {
          entry.resume();
          continue;
        }
        const target = path(runId, entry.path);
        await mkdir(dirname(target), { recursive: true });
        await pipeline(entry, createWriteStream(target));
        unpacked.push({ name: entry.path, bytes: await sizeOf(target) });
      }
    } catch (error) {
      if (error instanceof ExchangeFileError) throw error;
      throw new ExchangeFileError(`Архив ${name} не читается`);
    } finally {
      file.destroy();
      zip.destroy();
    }
    return unpacked;
  }

  return {
    directory,
    append,
    path,
    unzip,
    remove: (runId: number) => rm(directory(runId), { recursive: true, force: true }),
    runsWithFiles: async () =>
      (await readdir(root).catch(() => [] as string[])).filter((name) => /^\d+$/.test(name)).map(Number),
  } satisfies ExchangeFiles;
}
