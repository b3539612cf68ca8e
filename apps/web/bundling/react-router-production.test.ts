import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionBuild } from './react-router-production';

describe("React Router's production build", () => {
  const entry = String(reactRouterProductionBuild[0]?.replacement);

  it('is a file of the installed package, beside the development build the package exports', () => {
    expect(entry).toMatch(/\/react-router\/dist\/production\/index\.mjs$/);
    expect(existsSync(entry)).toBe(true);
  });

  it('turns the development warnings off (what the alias is for)', () => {
    const chunks = [...readFileSync(entry, 'utf8').matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((m) => m[1]);
    const code = chunks.map((chunk) => readFileSync(join(dirname(entry), String(chunk)), 'utf8')).join('\n');
    expect(code).toContain('ENABLE_DEV_WARNINGS = false');
    expect(code).not.toContain('ENABLE_DEV_WARNINGS = true');
  });
});
