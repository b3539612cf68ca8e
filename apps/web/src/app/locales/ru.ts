import type { Namespace } from './namespaces';
import { messages as first } from './ru-first';
import { messages as later } from './ru-later';

/** Every text of the storefront in one language (the server's renders and the tests; the browser loads the two parts). */
export const messages = { ...first, ...later } satisfies Record<Namespace, object>;
