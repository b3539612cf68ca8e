import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../test/guarded-process.ts', import.meta.url));

/** Runs the guarded process in a child of its own: what it logs and how it ends. */
function run(scenario: string): Promise<{ code: number; lines: { level: string; msg: string; err?: string }[] }> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', script, scenario], { timeout: 300_000 }, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') return reject(new Error(`${error.message}\n${stderr}`));
      const lines = stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line));
      resolve({ code: typeof error?.code === 'number' ? error.code : 0, lines });
    });
  });
}

describe('a running server', () => {
  it('logs a promise rejection nobody handled, and carries on', async () => {
    const { code, lines } = await run('rejection');
    expect(lines.map((line) => line.msg)).toEqual([
      'unhandled promise rejection; the server carries on',
      'still running',
    ]);
    expect(lines[0]).toMatchObject({ level: 'error', err: 'nobody awaited this' });
    expect(code).toBe(0);
  });

  it('survives an uncaught exception that is a lost database connection', async () => {
    const { code, lines } = await run('database-exception');
    expect(lines.map((line) => line.msg)).toEqual([
      'database connection error nobody handled; the server carries on',
      'still running',
    ]);
    expect(code).toBe(0);
  });

  it('shuts down gracefully, with exit code 1, on any other uncaught exception', async () => {
    const { code, lines } = await run('bug');
    expect(lines.map((line) => line.msg)).toEqual(['uncaught exception; shutting down', 'closed the server']);
    expect(lines[0]).toMatchObject({ level: 'fatal', err: 'undefined is not a function' });
    expect(code).toBe(1);
  });
});
