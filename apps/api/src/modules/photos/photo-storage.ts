import { createReadStream } from 'node:fs';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where photo variants live, by file name (`<hash>-<width>.<ext>`). Names are content hashes,
 * so a file is written once and never changes: any store that can put, get, tell existence and
 * remove will do (disk by default; docs/operations.md tells how to point it at S3-compatible storage).
 */
export interface PhotoStorage {
  put(name: string, data: Buffer): Promise<void>;
  /** The file's bytes as a stream, or undefined when there is no such file. */
  get(name: string): Promise<Readable | undefined>;
  exists(name: string): Promise<boolean>;
  /** Deletes the file; a file that is not there is no error. */
  remove(name: string): Promise<void>;
}

/** Variants as files in one directory, spread over 256 sub-directories by the hash's first byte. */
export function createDiskPhotoStorage(root: string): PhotoStorage {
  const pathOf = (name: string) => join(root, name.slice(0, 2), name);
  const exists = (name: string) =>
    access(pathOf(name)).then(
      () => true,
      () => false,
    );
  return {
    exists,
    async put(name, data) {
      const path = pathOf(name);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${path}.${process.pid}.${Date.now()}.part`;
      await writeFile(partial, data);
      await rename(partial, path);
    },
    async remove(name) {
      await rm(pathOf(name), { force: true });
    },
    async get(name) {
      if (!(await exists(name))) return undefined;
      return createReadStream(pathOf(name));
    },
  };
}
