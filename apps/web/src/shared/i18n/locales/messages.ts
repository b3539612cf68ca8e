import type { common } from './ru';

/** Russian is the reference: every other language must have exactly its keys (the test checks). */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Messages = Shape<typeof common>;
