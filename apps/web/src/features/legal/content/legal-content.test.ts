import { legalPageIds, storeInfo } from '@aruu/contract/store-info';
import { describe, expect, it } from 'vitest';
import { type LegalPage, legalLanguages, loadLegalPage, resolveLegalLanguage } from './';

const nonEmpty = (text: string) => text.trim().length > 0;

async function loadAll(lang: string): Promise<Record<string, LegalPage>> {
  const entries = await Promise.all(legalPageIds.map(async (id) => [id, await loadLegalPage(id, lang)] as const));
  return Object.fromEntries(entries);
}

describe('legal pages', () => {
  it('exist in every language with text in every part', async () => {
    for (const lang of legalLanguages) {
      const pages = await loadAll(lang);
      for (const id of legalPageIds) {
        const page = pages[id]!;
        const where = `${lang}/${id}`;
        expect(nonEmpty(page.title), where).toBe(true);
        expect(nonEmpty(page.summary), where).toBe(true);
        expect(page.updated, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(page.sections.length, where).toBeGreaterThanOrEqual(3);
        for (const section of page.sections) {
          expect(nonEmpty(section.heading), `${where}: heading`).toBe(true);
          expect(section.paragraphs.length, `${where}: ${section.heading}`).toBeGreaterThan(0);
          for (const paragraph of section.paragraphs)
            expect(nonEmpty(paragraph), `${where}: ${section.heading}`).toBe(true);
          for (const item of section.list ?? []) expect(nonEmpty(item), `${where}: ${section.heading}`).toBe(true);
        }
      }
    }
  });

  it('have the same structure in every language', async () => {
    const [ru, en, ky] = await Promise.all(legalLanguages.map(loadAll));
    for (const id of legalPageIds) {
      const shape = (page: LegalPage) =>
        page.sections.map((section) => ({
          paragraphs: section.paragraphs.length,
          list: section.list?.length ?? 0,
          shops: section.shops ?? false,
        }));
      expect(shape(en![id]!), `en/${id}`).toEqual(shape(ru![id]!));
      expect(shape(ky![id]!), `ky/${id}`).toEqual(shape(ru![id]!));
      expect(en![id]!.updated).toBe(ru![id]!.updated);
      expect(ky![id]!.updated).toBe(ru![id]!.updated);
    }
  });

  it('are written in the language asked for', async () => {
    const ru = await loadLegalPage('privacy-policy', 'ru');
    const en = await loadLegalPage('privacy-policy', 'en');
    const ky = await loadLegalPage('privacy-policy', 'ky');
    expect(ru.title).toBe('Политика конфиденциальности');
    expect(en.title).toBe('Privacy Policy');
    expect(ky.title).toBe('Купуялык саясаты');
  });

  it('fall back to Russian for an unknown language', async () => {
    const ru = await loadLegalPage('refund', 'ru');
    await expect(loadLegalPage('refund', 'de')).resolves.toEqual(ru);
    await expect(loadLegalPage('refund', '')).resolves.toEqual(ru);
  });

  it('understand regional language tags', async () => {
    expect(resolveLegalLanguage('en-US')).toBe('en');
    expect(resolveLegalLanguage('KY')).toBe('ky');
    expect(resolveLegalLanguage(undefined)).toBe('ru');
    await expect(loadLegalPage('return', 'en-GB')).resolves.toEqual(await loadLegalPage('return', 'en'));
  });

  it('state the key facts of the shop in every language', async () => {
    for (const lang of legalLanguages) {
      const pages = await loadAll(lang);
      const text = (id: string) => JSON.stringify(pages[id]);
      expect(text('return'), lang).toMatch(/\b7\b/);
      expect(text('refund'), lang).toContain('100%');
      expect(text('refund'), lang).toContain('50%');
      expect(text('refund'), lang).toContain('Freedom Pay');
      expect(text('privacy-policy'), lang).toContain('UDS');
      expect(text('privacy-policy'), lang).toContain('18');
      expect(text('public-offer'), lang).toContain(storeInfo.email);
    }
  });
});
