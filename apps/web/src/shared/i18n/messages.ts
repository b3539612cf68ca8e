/**
 * The shape every language must give a namespace, taken from its Russian texts (the reference):
 * the same keys, every value a string. A missing or extra key is a type error, and
 * `app/locales/locales.test.ts` checks the same at run time.
 */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
