/**
 * One worker of the render pool (render-pool.ts): loads the storefront's built renderer (apps/web
 * src/server-render.tsx) once, and renders the pages the API's thread hands it. The page's API
 * requests go back to that thread over the task's port and are answered there by the API's own
 * routes, so a worker holds no database connection and renders exactly what a browser would fetch.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MessagePort } from 'node:worker_threads';
import { workerData } from 'node:worker_threads';
import type { Language } from '@aruu/contract/common';
import type {
  ApiAnswer,
  ApiAsk,
  RenderedPage,
  RenderStarted,
  RenderTask,
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

const renderPage: Promise<(location: string, language: Language) => Promise<RenderedPage | undefined>> = import(
  rendererUrl
).then((renderer: ServerRendererModule) => renderer.createRenderer(ask));

/** Piscina's task: the page at `location` in `language`, or undefined when one of its queries failed. */
export default async function render({ location, language, port }: RenderTask): Promise<RenderedPage | undefined> {
  const onAnswer = (answer: ApiAnswer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  };
  port.on('message', onAnswer);
  try {
    const renderer = await renderPage;
    // The render's time limit starts now: loading the renderer in a new worker is not the page's.
    port.postMessage({ started: true } satisfies RenderStarted);
    return await currentPort.run(port, () => renderer(location, language));
  } finally {
    port.off('message', onAnswer);
    port.close();
  }
}
