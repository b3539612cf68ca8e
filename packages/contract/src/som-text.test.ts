import { describe, expect, it } from 'vitest';
import { formatSomInput, parseSomText } from './som-text.js';

describe('parseSomText', () => {
  it('reads amounts as people type them into whole tyiyn', () => {
    expect(parseSomText('1 250,50 сом')).toBe(125050);
    expect(parseSomText('1250.5')).toBe(125050);
    expect(parseSomText('1\u00a0250')).toBe(125000);
    expect(parseSomText(' 0,01 ')).toBe(1);
    expect(parseSomText('19.99')).toBe(1999);
    expect(parseSomText('1 000 000 som')).toBe(100000000);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '12,345', '1.2.3', '-5', '1e3', '12,5,0', 'сом']) {
      expect(parseSomText(text), text).toBeNull();
    }
  });

  it('writes tyiyn back as a field value that parses to the same amount', () => {
    for (const tyiyn of [1, 99, 100, 125050, 2_147_483_647]) {
      expect(parseSomText(formatSomInput(tyiyn))).toBe(tyiyn);
    }
    expect(formatSomInput(125050)).toBe('1250.50');
    expect(formatSomInput(125000)).toBe('1250');
  });
});
