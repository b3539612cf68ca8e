import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Runs a memory probe of this folder (`<name>.ts`) on `count` rows in a process of its own with a
 * 128 MB heap and `gc` exposed, and answers the figures it prints last, as JSON.
 */
export async function runMemoryProbe<T>(name: string, count: number): Promise<T> {
  const probe = fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--expose-gc', '--max-old-space-size=128', '--import', 'tsx', probe, String(count)],
    { cwd: apiRoot, timeout: 540_000 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as T;
}
