import type { Language } from '@aruu/contract/languages';
import { describe, expect, it, vi } from 'vitest';
import { loadedTexts } from './texts-store';

/** Two parts per language, as the storefront's: `first` (common, catalog) and `later` (checkout). */
const part = (language: Language, namespace: string): Record<string, object> =>
  namespace === 'checkout'
    ? { checkout: { title: `checkout ${language}` } }
    : { common: { title: `common ${language}` }, catalog: { title: `catalog ${language}` } };

/** A loader whose answers wait until `arrive(language)`, to see what happens meanwhile. */
function slowLoader() {
  const waiting: Array<{ language: Language; resolve: () => void }> = [];
  const loadBundle = vi.fn(
    (language: Language, namespace: string) =>
      new Promise<Record<string, object>>((resolve) => {
        waiting.push({ language, resolve: () => resolve(part(language, namespace)) });
      }),
  );
  const arrive = async (language: Language) => {
    for (const entry of waiting.filter((entry) => entry.language === language)) entry.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { loadBundle, arrive };
}

const instantLoader = () => vi.fn(async (language: Language, namespace: string) => part(language, namespace));

describe('texts loaded as needed', () => {
  it('loads the namespaces asked for, and only those not there yet', async () => {
    const loadBundle = instantLoader();
    const store = loadedTexts(loadBundle, 'ru', () => undefined);
    await store.load(['common', 'catalog']);
    expect(store.get()).toEqual({ language: 'ru', texts: part('ru', 'common') });
    const calls = loadBundle.mock.calls.length;
    await store.load(['catalog']);
    expect(loadBundle.mock.calls.length).toBe(calls);
  });

  it('loads a missing namespace later and tells the components', async () => {
    const store = loadedTexts(instantLoader(), 'en', () => undefined);
    await store.load(['common']);
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.get();
    await store.load(['checkout']);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).not.toBe(before);
    expect(store.get().texts).toEqual({ ...part('en', 'common'), ...part('en', 'checkout') });
  });

  it('switches language once the namespaces in use have arrived in it, then tells everyone', async () => {
    const { loadBundle, arrive } = slowLoader();
    const onLanguage = vi.fn();
    const store = loadedTexts(loadBundle, 'ru', onLanguage);
    const loading = store.load(['common', 'checkout']);
    await arrive('ru');
    await loading;
    const listener = vi.fn();
    store.subscribe(listener);
    const switching = store.changeLanguage('ky');
    expect(store.get().language).toBe('ru');
    await arrive('ky');
    await switching;
    expect(store.get()).toEqual({ language: 'ky', texts: { ...part('ky', 'common'), ...part('ky', 'checkout') } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(onLanguage).toHaveBeenCalledWith('ky');
  });

  it('ends in the language switched to last, whichever arrives first', async () => {
    const { loadBundle, arrive } = slowLoader();
    const store = loadedTexts(loadBundle, 'ru', () => undefined);
    const loading = store.load(['common']);
    await arrive('ru');
    await loading;
    const toKyrgyz = store.changeLanguage('ky');
    const toEnglish = store.changeLanguage('en');
    await arrive('en');
    await arrive('ky');
    await Promise.all([toKyrgyz, toEnglish]);
    expect(store.get().language).toBe('en');
    expect(store.get().texts.common).toEqual({ title: 'common en' });
  });

  it('loads a namespace asked for during a switch in the new language', async () => {
    const { loadBundle, arrive } = slowLoader();
    const store = loadedTexts(loadBundle, 'ru', () => undefined);
    const loading = store.load(['common']);
    await arrive('ru');
    await loading;
    const later = store.load(['checkout']);
    const switching = store.changeLanguage('en');
    await arrive('en');
    await arrive('ru');
    await switching;
    await arrive('en');
    await later;
    expect(store.get().language).toBe('en');
    expect(store.get().texts.checkout).toEqual({ title: 'checkout en' });
  });

  it('switches a namespace that arrived in the old language during the switch too', async () => {
    const { loadBundle, arrive } = slowLoader();
    const store = loadedTexts(loadBundle, 'ru', () => undefined);
    const loading = store.load(['common']);
    await arrive('ru');
    await loading;
    const switching = store.changeLanguage('en');
    const later = store.load(['checkout']);
    await arrive('ru');
    await later;
    await arrive('en');
    await arrive('en');
    await switching;
    expect(store.get()).toEqual({ language: 'en', texts: { ...part('en', 'common'), ...part('en', 'checkout') } });
  });

  it('stops telling a component that unsubscribed', async () => {
    const store = loadedTexts(instantLoader(), 'ru', () => undefined);
    const listener = vi.fn();
    store.subscribe(listener)();
    await store.load(['common']);
    expect(listener).not.toHaveBeenCalled();
  });
});
