import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { CommerceMlFiles } from './commerceml-rows.js';
import { ImportFileError } from './import-file-error.js';
import { unzipper } from './xlsx-unpacked-size.js';

/** Catalogue files (`import.xml`, `import0_1.xml`) and offers files (`offers`, and 2.08+'s `prices`, `rests`). */
const catalogueName = /^import.*\.xml$/i;
const offersName = /^(offers|prices|rests).*\.xml$/i;

/**
 * Puts an exchange's files into the import's own directory: XML files are copied, a zip's XML
 * files at any depth are unpacked (up to `maxUnpackedBytes` in all). Pictures in a zip
 * (`import_files/…`) are not read (docs/catalog-import.md, "CommerceML"). Each file is numbered
 * in the order given, so `import.xml` from two places never meet.
 */
export async function storeCommerceMlFiles(files: string[], into: string, maxUnpackedBytes: number): Promise<void> {
  await mkdir(into, { recursive: true });
  let number = 0;
  const target = (name: string) => join(into, `${String(++number).padStart(3, '0')}-${name}`);
  let unpacked = 0;
  for (const file of files) {
    if (file.toLowerCase().endsWith('.xml')) {
      await copyFile(file, target(basename(file)));
      continue;
    }
    const zip = createReadStream(file).pipe(unzipper.Parse({ forceStream: true }));
    for await (const entry of zip as AsyncIterable<NodeJS.ReadableStream & { path: string; autodrain(): void }>) {
      const name = basename(entry.path);
      if (!catalogueName.test(name) && !offersName.test(name)) {
        entry.autodrain();
        continue;
      }
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          unpacked += chunk.length;
          if (unpacked > maxUnpackedBytes)
            done(new ImportFileError(`unpacked_too_large:${Math.floor(maxUnpackedBytes / 2 ** 20)}`));
          else done(null, chunk);
        },
      });
      await pipeline(entry, limit, createWriteStream(target(name)));
    }
  }
}

/** The stored files by kind, in the order they were given: catalogue first, then offers. */
export async function commerceMlFilesIn(directory: string): Promise<CommerceMlFiles> {
  const names = (await readdir(directory)).sort();
  const of = (pattern: RegExp) =>
    names.filter((name) => pattern.test(name.replace(/^\d{3}-/, ''))).map((name) => join(directory, name));
  return { catalogue: of(catalogueName), offers: of(offersName) };
}

/** A name staff or the exchange gave is CommerceML when it is XML or a zip. */
export const isCommerceMlName = (name: string) => /\.(xml|zip)$/i.test(name);
