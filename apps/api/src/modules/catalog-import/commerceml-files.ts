import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { CommerceMlFiles } from './commerceml-rows.js';
import { picturePathProblem } from './exchange-pictures.js';
import { ImportFileError } from './import-file-error.js';
import { unzipper } from './xlsx-unpacked-size.js';

/** Catalogue files (`import.xml`, `import0_1.xml`) and offers files (`offers`, and 2.08+'s `prices`, `rests`). */
const catalogueName = /^import.*\.xml$/i;
const offersName = /^(offers|prices|rests).*\.xml$/i;

/** An import's directory of the exchange's pictures (`import_files/…`), the root `Картинка` paths are read from. */
export const commerceMlPicturesDirectory = (dataDir: string, importId: number) =>
  join(dataDir, 'imports', String(importId), 'pictures');

const isPicture = (name: string) => !/\.(xml|zip)$/i.test(name) && picturePathProblem(name) === null;

/**
 * Puts an exchange's files into the import's own directory: XML files are copied, a zip's XML
 * files at any depth are unpacked and its other files (the pictures, `import_files/…`) unpacked
 * under `pictures/` at their paths (up to `maxUnpackedBytes` in all); with `picturesFrom` (the
 * exchange's directory), its pictures are linked there too. Each XML file is numbered in the order
 * given, so `import.xml` from two places never meet.
 */
export async function storeCommerceMlFiles(
  files: string[],
  into: string,
  limits: { maxUnpackedBytes: number; picturesFrom?: string | undefined },
): Promise<void> {
  await mkdir(into, { recursive: true });
  let number = 0;
  const target = (name: string) => join(into, `${String(++number).padStart(3, '0')}-${name}`);
  const limit = unpackedLimit(limits.maxUnpackedBytes);
  for (const file of files) {
    if (file.toLowerCase().endsWith('.xml')) {
      await copyFile(file, target(basename(file)));
      continue;
    }
    const zip = createReadStream(file).pipe(unzipper.Parse({ forceStream: true }));
    for await (const entry of zip as AsyncIterable<NodeJS.ReadableStream & { path: string; autodrain(): void }>) {
      const name = basename(entry.path);
      const xml = catalogueName.test(name) || offersName.test(name);
      // A path that is not a plain relative one (`../x`, `/x`) is never written: the picture reads as missing.
      if (!xml && !isPicture(entry.path)) {
        entry.autodrain();
        continue;
      }
      const path = xml ? target(name) : join(into, 'pictures', entry.path);
      await mkdir(dirname(path), { recursive: true });
      await pipeline(entry, limit(), createWriteStream(path));
    }
  }
  if (limits.picturesFrom) await linkPictures(limits.picturesFrom, join(into, 'pictures'));
}

function unpackedLimit(maxUnpackedBytes: number) {
  let unpacked = 0;
  return () =>
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        unpacked += chunk.length;
        if (unpacked > maxUnpackedBytes)
          done(new ImportFileError(`unpacked_too_large:${Math.floor(maxUnpackedBytes / 2 ** 20)}`));
        else done(null, chunk);
      },
    });
}

/**
 * The pictures of the exchange's directory (regular files only: a symlink is not followed), linked
 * into the import's own directory — no copy of the bytes, and the import keeps them as long as it
 * keeps its files, whenever the exchange removes its own. Copied where a link cannot be made.
 */
async function linkPictures(from: string, into: string, relative = ''): Promise<void> {
  for (const entry of await readdir(join(from, relative), { withFileTypes: true })) {
    const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
    if (entry.isDirectory()) await linkPictures(from, into, path);
    if (!entry.isFile() || !isPicture(path)) continue;
    await mkdir(dirname(join(into, path)), { recursive: true });
    await link(join(from, path), join(into, path)).catch(() => copyFile(join(from, path), join(into, path)));
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
