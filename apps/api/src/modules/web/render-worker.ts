/**
 * One worker of the render pool (render-pool.ts): loads the storefront's built renderer (apps/web
 * src/server-render.tsx) once, and renders the pages the API's thread hands it with their first
 * screen's data. A query a page runs beyond that goes back to the API's thread over the task's
 * port and is answered there by the API's own routes, so a worker holds no database connection
 * and renders exactly what a browser would fetch.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MessagePort } from 'node:worker_threads';
import { workerData } from 'node:worker_threads';
import type {
  ApiAnswer,
  ApiAsk,
  RenderedPage,
  RenderStarted,
  RenderTask,
  ServerRenderer,
  ServerRendererModule,
} from './render-protocol.js';

const { rendererUrl } = workerData as { rendererUrl: string };

/**
 * The renderer's transport is set once per module (setTransport), while a worker runs several
 * renders at a time: each request finds its own render's port here.
 */
const currentPort = new AsyncLocalStorage<MessagePort>();
const waiting = new Map<number, (answer: ApiAnswer) => void>();
let nextAsk = 0;

function ask(url: string, init: RequestInit): Promise<Response> {
  const port = currentPort.getStore();
  if (!port) return Promise.reject(new Error(`an API request outside a render: ${url}`));
  const id = nextAsk++;
  const question: ApiAsk = {
    id,
    url,
    method: init.method ?? 'GET',
    headers: (init.headers ?? {}) as Record<string, string>,
    ...(typeof init.body === 'string' ? { body: init.body } : {}),
  };
  return new Promise<ApiAnswer>((resolve) => {
    waiting.set(id, resolve);
    port.postMessage(question);
  }).then(
    (answer) =>
      new Response(answer.status === 204 ? null : answer.body, {
        status: answer.status,
        headers: { 'content-type': answer.contentType },
      }),
  );
}

const renderer: Promise<ServerRenderer> = import(rendererUrl).then((module: ServerRendererModule) =>
  module.createRenderer(ask),
);

/**
 * Piscina's task: the page at `location` in `language`, rendered from its first screen's `data`,
 * or undefined when a query it ran beyond those failed.
 */
export default async function render({
  location,
  language,
  data,
  port,
}: RenderTask): Promise<RenderedPage | undefined> {
  const onAnswer = (answer: ApiAnswer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  };
  port.on('message', onAnswer);
  try {
    const pages = await renderer;
    // The render's time limit starts now: loading the renderer in a new worker is not the page's.
    port.postMessage({ started: true } satisfies RenderStarted);
    return await currentPort.run(port, () => pages.render(location, language, data));
  } finally {
    port.off('message', onAnswer);
    port.close();
  }
}
