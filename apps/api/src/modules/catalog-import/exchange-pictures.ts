import { constants } from 'node:fs';
import { lstat, open, realpath } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { PhotoFetchError } from './fetch-photo.js';

/**
 * A CommerceML good's `Картинка` (`import_files/ab/ab12cd.jpg`, relative to the exchange's files)
 * as the import keeps it among the variation's photo URLs: `commerceml:import_files/ab/ab12cd.jpg`.
 * The photo stage reads it from the import's own `pictures/` directory instead of downloading it.
 */
const SCHEME = 'commerceml:';

export const pictureUrlOf = (path: string) => `${SCHEME}${path}`;

/** The picture's path when `url` names one of the exchange's pictures, else null (an http(s) URL). */
export const picturePathOf = (url: string): string | null => (url.startsWith(SCHEME) ? url.slice(SCHEME.length) : null);

/**
 * Why a picture path cannot name a file inside the exchange's directory: plain characters only
 * (1C names pictures by GUID), relative, no `.`/`..` or empty segments — the same rule the
 * exchange applies to the names of the files it receives (accounting-exchange/exchange-files.ts).
 */
export function picturePathProblem(path: string): string | null {
  if (path.length === 0 || path.length > 200 || !/^[A-Za-z0-9_./-]+$/.test(path)) return 'bad_picture_path';
  if (path.split('/').some((segment) => segment === '' || segment === '.' || segment === '..'))
    return 'bad_picture_path';
  return null;
}

/**
 * The bytes of the picture at `path` under `root`, at most `maxBytes`. Checked again on the disk:
 * the resolved file (symlinks followed) must lie inside the resolved root, and be a regular file.
 * Refusals are the photo stage's reasons: `photo_missing`, `photo_outside_directory`, `photo_too_large`.
 */
export async function readPicture(root: string, path: string, maxBytes: number): Promise<Buffer> {
  if (picturePathProblem(path)) throw new PhotoFetchError('outside_directory', path);
  let resolved: string;
  let base: string;
  try {
    base = await realpath(root);
    resolved = await realpath(join(root, path));
  } catch {
    throw new PhotoFetchError('missing', path);
  }
  if (!resolved.startsWith(base + sep)) throw new PhotoFetchError('outside_directory', path);
  if (!(await lstat(resolved)).isFile()) throw new PhotoFetchError('missing', path);
  // O_NOFOLLOW: the checked file itself, not a link put in its place since.
  const file = await open(resolved, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    if ((await file.stat()).size > maxBytes) throw new PhotoFetchError('too_large');
    return await file.readFile();
  } finally {
    await file.close();
  }
}
