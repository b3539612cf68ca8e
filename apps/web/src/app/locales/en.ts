import { messages as first } from './en-first';
import { messages as later } from './en-later';
import type { Namespace } from './namespaces';

/** Every text of the storefront in one language (the server's renders and the tests; the browser loads the two parts). */
export const messages = { ...first, ...later } satisfies Record<Namespace, object>;
