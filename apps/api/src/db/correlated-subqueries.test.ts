import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { is, Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const tableNames = new Set(Object.entries(schema).flatMap(([name, value]) => (is(value, Table) ? [name] : [])));

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const template = /sql(?:<[\s\S]{0,400}?>)?`((?:[^`\\]|\\.)*)`/g;
/** `from ${variations}` or `join ${products}` read bare: the template's own table. */
const ownTable = /\b(?:from|join)\s+\$\{\s*(\w+)\s*\}(?!\s+(?!where|join|on|left|inner|order|group|limit)\w)/g;
/** `${categories} ${leafCategory}`: an alias the template declares. */
const ownAlias = /\$\{\s*\w+\s*\}\s+\$\{\s*(\w+)\s*\}/g;
const column = /\$\{\s*(\w+)\.\w+\s*\}/g;

/**
 * Columns of another table inside a subquery written in sql``: they belong to the enclosing
 * query and must be written `outer(table.column)` (outer-column.ts), as a one-table select
 * prints them bare and a bare "id" binds to the subquery's own table (issue 29, item 18).
 */
function bareOuterColumns(fileName: string, text: string): string[] {
  const aliases = new Set([...text.matchAll(/const (\w+) = alias\(/g)].map((match) => match[1]!));
  const problems: string[] = [];
  for (const match of text.matchAll(template)) {
    const body = match[1]!;
    const subquery = body.search(/\b(?:from|join)\s+\$\{\s*\w+\s*\}/);
    if (subquery < 0) continue;
    const own = new Set([...body.matchAll(ownTable), ...body.matchAll(ownAlias)].map((found) => found[1]!));
    for (const [written, name] of body.slice(subquery).matchAll(column)) {
      if ((tableNames.has(name!) || aliases.has(name!)) && !own.has(name!)) {
        problems.push(`${fileName}:${text.slice(0, match.index).split('\n').length} ${written}`);
      }
    }
  }
  return problems;
}

describe('correlated subqueries written in sql``', () => {
  it("name the enclosing query's columns with outer()", () => {
    const files = ['apps/api/src', 'apps/demo/src'].flatMap((dir) => sourcesUnder(join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => bareOuterColumns(relative(root, file), readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('catches the bare form', () => {
    const seed = readFileSync(join(root, 'apps/demo/src/seed/seed-demo-orders.ts'), 'utf8');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a sql`` template, read as text
    const bare = seed.replace('v.product_id = ${outer(products.id)}', 'v.product_id = ${products.id}');
    expect(bare).not.toBe(seed);
    expect(bareOuterColumns('seed', bare)).toEqual([expect.stringMatching(/^seed:\d+ \$\{products\.id\}$/)]);
  });
});
