import { useEffect, useMemo } from 'react';
import type { Namespace, TextValues, Translate } from './text-keys';
import { useTextsState, useTextsStore } from './texts-context';
import { translate } from './translate';

type NamespaceList<Ns> = Ns extends readonly Namespace[] ? Ns : [Ns];

/**
 * `t` of the texts of `namespaces` (`common` when none is named): the first one's keys as they
 * are, the others' as `namespace:key`. A namespace not loaded yet (a page that forgot to name it
 * in its `lazyPage` entry) is loaded, and its texts show once it arrives.
 */
export function useTranslation<const Ns extends Namespace | readonly Namespace[] = 'common'>(
  namespaces?: Ns,
): { t: Translate<NamespaceList<Ns>> } {
  const store = useTextsStore();
  const { language, texts } = useTextsState();
  const list: readonly string[] = namespaces === undefined ? ['common'] : [namespaces].flat();
  const defaultNamespace = list[0] ?? 'common';
  // A string, so the effect runs again only when what is missing changes.
  const missing = list.filter((namespace) => !texts[namespace]).join();
  useEffect(() => {
    if (missing) void store.load(missing.split(','));
  }, [store, missing]);
  const t = useMemo(
    () => (key: string, values?: TextValues) => translate(texts, language, defaultNamespace, key, values),
    [texts, language, defaultNamespace],
  );
  return { t };
}
