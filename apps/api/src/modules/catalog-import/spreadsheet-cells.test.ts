import { describe, expect, it } from 'vitest';
import { escapeCsvCell, escapeXlsxCell, unescapeCell } from './spreadsheet-cells.js';

const texts = [
  '=HYPERLINK("http://evil.example","x")',
  '+1+2',
  '-2+3',
  '@SUM(A1)',
  '\tindented',
  '\rreturn',
  "'=already escaped",
  "''twice",
  "'plain apostrophe",
  '-5',
  '+1.5',
  '1250.50',
  'Крем',
  '',
];

describe('spreadsheet cells', () => {
  it('escapes what a spreadsheet would evaluate in a CSV cell, never a plain number', () => {
    expect(texts.map(escapeCsvCell)).toEqual([
      `'=HYPERLINK("http://evil.example","x")`,
      "'+1+2",
      "'-2+3",
      "'@SUM(A1)",
      "'\tindented",
      "'\rreturn",
      "''=already escaped",
      "'''twice",
      "'plain apostrophe",
      '-5',
      '+1.5',
      '1250.50',
      'Крем',
      '',
    ]);
  });

  it('escapes in an XLSX cell (typed text) only what would read back as escaped', () => {
    expect(texts.map(escapeXlsxCell)).toEqual(
      texts.map((text) => (text.startsWith("'=") || text.startsWith("''") ? `'${text}` : text)),
    );
  });

  it('reads every escaped cell back as the text it was, in both formats', () => {
    for (const text of texts) {
      expect(unescapeCell(escapeCsvCell(text))).toBe(text);
      expect(unescapeCell(escapeXlsxCell(text))).toBe(text);
    }
  });
});
