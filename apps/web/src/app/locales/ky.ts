import { messages as first } from './ky-first';
import { messages as later } from './ky-later';
import type { Namespace } from './namespaces';

/** Every text of the storefront in one language (the server's renders and the tests; the browser loads the two parts). */
export const messages = { ...first, ...later } satisfies Record<Namespace, object>;
