/**
 * The texts' types, filled in by the apps: src/i18n-texts.d.ts adds the storefront's and the staff
 * app's Russian texts (the reference language) to `TextResources`, so `t('unknown')` is a type
 * error in both. Left empty, every namespace and key is refused.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging (src/i18n-texts.d.ts).
export interface TextResources {}

export type Namespace = keyof TextResources & string;

/** A language's texts as loaded: namespace → nested texts. */
export type Texts = Partial<Record<string, object>>;

/** `items_one`, `items_few`… are also reached as `items`, with `count` choosing the form. */
type PluralBase<Key extends string> = Key extends `${infer Base}_${'one' | 'few' | 'many' | 'other'}` ? Base : never;

/** Every key of a namespace's texts, `a.b.c` for a nested one, plural forms by their base too. */
type KeysOf<Tree> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? Key | PluralBase<Key> : `${Key}.${KeysOf<Tree[Key]>}`;
}[keyof Tree & string];

/** Worked out once per namespace, not per call of `t`: tsc stays fast. */
type KeysByNamespace = { [N in Namespace]: KeysOf<TextResources[N]> };

/**
 * What `t` of `useTranslation(namespaces)` takes: the first namespace's keys as they are, and
 * every listed namespace's keys prefixed `namespace:`.
 */
export type TextKey<Namespaces extends readonly Namespace[]> =
  | KeysByNamespace[Namespaces[0]]
  | { [I in keyof Namespaces]: `${Namespaces[I]}:${KeysByNamespace[Namespaces[I]]}` }[number];

/** `{{name}}` values; `count` also picks the plural form. */
export type TextValues = Readonly<Record<string, string | number | null | undefined>> & { count?: number };

export type Translate<Namespaces extends readonly Namespace[]> = (
  key: TextKey<Namespaces>,
  values?: TextValues,
) => string;
