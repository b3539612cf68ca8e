/**
 * `react-dom/static`'s `prerenderToNodeStream`, as src/prerender.tsx calls it, done by Preact's
 * renderer for the server build, so the HTML the server sends is written by the library that
 * hydrates it in the browser (bundling/preact.ts). Like React's, it waits for every lazy part, writes
 * the page whole and hands an error to `onError` instead of throwing it.
 */
import { Readable } from 'node:stream';
import { options, type VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';

/** Preact's internal names, as its published files mangle them (preact/mangle.json). */
interface RenderedComponent {
  context: object;
  /** `_globalContext`: the providers above, by context, which preact/compat's `use` reads. */
  __n?: object;
}
type RenderHook = (vnode: VNode & { __c?: RenderedComponent }) => void;
const hooks = options as typeof options & { __r?: RenderHook };

// preact-render-to-string gives a function component the providers above it as `context` but not
// as `_globalContext`, where preact/compat's `use(Context)` looks for them (in the browser, Preact
// sets both to the same object), so `use(TextsContext)` would throw on the server.
const beforeRender = hooks.__r;
hooks.__r = (vnode) => {
  const component = vnode.__c;
  if (component && !component.__n) component.__n = component.context;
  beforeRender?.(vnode);
};

interface PrerenderOptions {
  onError?: (error: unknown) => void;
}

export async function prerenderToNodeStream(
  element: VNode,
  options: PrerenderOptions = {},
): Promise<{ prelude: Readable }> {
  try {
    return { prelude: Readable.from([await renderToStringAsync(element)]) };
  } catch (error) {
    options.onError?.(error);
    return { prelude: Readable.from([]) };
  }
}
