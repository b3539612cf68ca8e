import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { picturePathProblem, readPicture } from './exchange-pictures.js';

describe('an exchange’s picture', () => {
  const work = mkdtempSync(join(tmpdir(), 'aruu-pictures-'));
  const root = join(work, 'pictures');
  mkdirSync(join(root, 'import_files', 'ab'), { recursive: true });
  writeFileSync(join(root, 'import_files', 'ab', 'ab12.jpg'), 'inside');
  writeFileSync(join(work, 'secret.jpg'), 'outside');
  symlinkSync(join(work, 'secret.jpg'), join(root, 'import_files', 'out.jpg'));
  symlinkSync(join(root, 'import_files', 'ab', 'ab12.jpg'), join(root, 'import_files', 'in.jpg'));
  symlinkSync(work, join(root, 'import_files', 'up'));

  const problem = (path: string) =>
    readPicture(root, path, 100).then(
      () => null,
      (error: { problem: string }) => error.problem,
    );

  it('takes only plain relative paths', () => {
    expect(picturePathProblem('import_files/ab/ab12.jpg')).toBeNull();
    for (const path of [
      '../secret.jpg',
      'import_files/../../secret.jpg',
      '/etc/passwd',
      'a//b.jpg',
      './a.jpg',
      '',
      'a\\b.jpg',
    ])
      expect(picturePathProblem(path), path).toBe('bad_picture_path');
  });

  it('reads a file inside the directory, refuses one outside it however it is reached', async () => {
    expect((await readPicture(root, 'import_files/ab/ab12.jpg', 100)).toString()).toBe('inside');
    expect((await readPicture(root, 'import_files/in.jpg', 100)).toString()).toBe('inside');
    expect(await problem('../secret.jpg')).toBe('outside_directory');
    expect(await problem('/etc/passwd')).toBe('outside_directory');
    expect(await problem('import_files/out.jpg')).toBe('outside_directory');
    expect(await problem('import_files/up/secret.jpg')).toBe('outside_directory');
    expect(await problem('import_files/none.jpg')).toBe('missing');
    expect(await problem('import_files/ab')).toBe('missing');
  });

  it('refuses a picture over the size limit', async () => {
    await expect(readPicture(root, 'import_files/ab/ab12.jpg', 3)).rejects.toMatchObject({ problem: 'too_large' });
  });
});
