import { mkdtempSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zipFile } from '../../../test/support/zip-file.js';
import { createExchangeFiles, ExchangeFileError, safeFileName } from './exchange-files.js';

const files = (limits: { maxRunBytes?: number; maxUnpackedBytes?: number } = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'aruu-exchange-files-'));
  return {
    dataDir,
    files: createExchangeFiles({
      dataDir,
      maxRunBytes: limits.maxRunBytes ?? 1024 * 1024,
      maxUnpackedBytes: limits.maxUnpackedBytes ?? 1024 * 1024,
    }),
  };
};

describe('the files of an exchange run', () => {
  it('takes relative names of plain characters only', () => {
    for (const name of ['import.xml', 'offers0_1.xml', 'import_files/3f/3f1c-a.jpg', 'v8_2C7E_125d5b.zip'])
      expect(safeFileName(name)).toBe(name);
    for (const name of [
      undefined,
      '',
      '../x.xml',
      'a/../../x',
      '/etc/passwd',
      'a//b',
      './a',
      'a/',
      'файл.xml',
      'a b.xml',
      'a\\b',
    ])
      expect(() => safeFileName(name)).toThrow(ExchangeFileError);
    expect(() => safeFileName('a'.repeat(201))).toThrow(ExchangeFileError);
  });

  it('appends parts, and refuses a run past its size', async () => {
    const { dataDir, files: store } = files({ maxRunBytes: 10 });
    expect(await store.append(7, 'a/b.xml', Buffer.from('12345'))).toBe(5);
    expect(await store.append(7, 'a/b.xml', Buffer.from('678'))).toBe(8);
    await expect(store.append(7, 'a/b.xml', Buffer.from('901'))).rejects.toThrow(ExchangeFileError);
    expect(await readFile(join(dataDir, 'exchange', '7', 'a', 'b.xml'), 'utf8')).toBe('12345678');
    expect(await store.runsWithFiles()).toEqual([7]);
    await store.remove(7);
    expect(await store.runsWithFiles()).toEqual([]);
  });

  it('unpacks an archive into the run, and refuses one that leaves it or unpacks too far', async () => {
    const { dataDir, files: store } = files();
    const directory = join(dataDir, 'exchange', '3');
    await store.append(3, 'good.zip', zipFile([{ name: 'import_files/a.jpg', data: Buffer.from('jpeg') }]));
    expect(await store.unzip(3, 'good.zip')).toEqual([{ name: 'import_files/a.jpg', bytes: 4 }]);
    expect(await readFile(join(directory, 'import_files', 'a.jpg'), 'utf8')).toBe('jpeg');

    await store.append(3, 'escape.zip', zipFile([{ name: '../../outside.xml', data: Buffer.from('<x/>') }]));
    await expect(store.unzip(3, 'escape.zip')).rejects.toThrow(ExchangeFileError);
    await expect(readFile(join(dataDir, 'outside.xml'))).rejects.toThrow();

    // Ten megabytes of zeros pack to a few kilobytes: past 100 times the archive's size.
    await store.append(3, 'bomb.zip', zipFile([{ name: 'big.xml', data: Buffer.alloc(10 * 1024 * 1024) }]));
    await expect(store.unzip(3, 'bomb.zip')).rejects.toThrow(/слишком большим/);
    await expect(readFile(join(directory, 'big.xml'))).rejects.toThrow();

    await writeFile(join(directory, 'broken.zip'), 'not a zip at all');
    await expect(store.unzip(3, 'broken.zip')).rejects.toThrow(ExchangeFileError);
  });
});
