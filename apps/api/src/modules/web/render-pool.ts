import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import type { Language } from '@aruu/contract/common';
import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import type { ApiAnswer, ApiAsk, RenderedPage, RenderStarted, RenderTask, Transport } from './render-protocol.js';

export interface RenderPoolOptions {
  /** The built renderer (apps/web dist/server/server-render.js), as a file URL. */
  rendererUrl: string;
  /** Answers a render's API requests on this thread. */
  transport: Transport;
  workers: number;
  queuePerWorker: number;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

export interface RenderPool {
  /**
   * The page rendered from its first screen's `data`, or undefined when it is to be sent without
   * its render (see `createRenderPool`).
   */
  render(location: string, language: Language, data: unknown): Promise<RenderedPage | undefined>;
  close(): Promise<void>;
}

/** How long a new worker may take to load the renderer before its first page is given up. */
const WORKER_START_MS = 30_000;

/**
 * The worker's module beside this one: compiled JavaScript in the artifact; run from source (tsx,
 * vitest), TypeScript, which a worker thread reads only with tsx's loader.
 */
function workerModule(): { filename: string; execArgv: string[] } {
  const source = import.meta.url.endsWith('.ts');
  const filename = new URL(`./render-worker.${source ? 'ts' : 'js'}`, import.meta.url).href;
  if (!source) return { filename, execArgv: [] };
  const tsx = createRequire(import.meta.url).resolve('tsx');
  return { filename, execArgv: ['--import', pathToFileURL(tsx).href] };
}

/**
 * A pool of worker threads rendering the storefront's pages (render-worker.ts) with piscina, so a
 * render's 50–70 ms of React never holds up the API's thread. A page is sent without its render —
 * the app's no-data first paint, which the browser fills — when every worker is busy and the
 * bounded queue is full, when its render takes longer than `timeoutMs` (the worker is then
 * replaced), or when the render throws; the first two are the price of not queueing the shop's
 * requests behind a crawler's.
 */
export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const { filename, execArgv } = workerModule();
  const pool = new Piscina<RenderTask, RenderedPage | undefined>({
    filename,
    execArgv,
    workerData: { rendererUrl: options.rendererUrl },
    minThreads: options.workers,
    maxThreads: options.workers,
    // See `createSlots`.
    concurrentTasksPerWorker: 1,
    // Workers wait for their tasks on the event loop: a render's API answers arrive there.
    atomics: 'disabled',
    idleTimeout: Number.POSITIVE_INFINITY,
    recordTiming: false,
  });

  async function answer(port: MessagePortLike, question: ApiAsk) {
    const { id, url, method, headers, body } = question;
    const reply = (status: number, text: string, contentType: string) =>
      port.postMessage({ id, status, body: text, contentType } satisfies ApiAnswer);
    try {
      const response = await options.transport(url, { method, headers, ...(body === undefined ? {} : { body }) });
      reply(response.status, await response.text(), response.headers.get('content-type') ?? 'application/json');
    } catch {
      // The render's query fails, and the page goes to the browser to render.
      reply(503, '', 'text/plain');
    }
  }

  const slots = createSlots(options.workers, options.workers * options.queuePerWorker);
  return {
    async render(location, language, data) {
      if (!(await slots.take())) return undefined;
      const { port1, port2 } = new MessageChannel();
      // The time limit starts when the worker begins the page, not while a new worker loads the
      // renderer; a worker that never begins is given up after WORKER_START_MS.
      const limit = new AbortController();
      let timer = setTimeout(() => limit.abort(new Error('the worker did not begin the render')), WORKER_START_MS);
      port1.on('message', (message: ApiAsk | RenderStarted) => {
        if ('started' in message) {
          clearTimeout(timer);
          timer = setTimeout(() => limit.abort(new Error('the render timed out')), options.timeoutMs);
        } else void answer(port1, message);
      });
      try {
        return await pool.run(
          { location, language, data, port: port2 },
          { transferList: [port2], signal: limit.signal },
        );
      } catch (error) {
        options.log.error({ err: error, location, language }, 'server render failed; page sent unrendered');
        return undefined;
      } finally {
        clearTimeout(timer);
        slots.release();
        port1.close();
      }
    },
    async close() {
      slots.close();
      await pool.close();
    },
  };
}

/**
 * One render per worker at a time, and at most `queue` renders waiting for one. A task that can
 * be aborted (the time limit) runs alone in its worker in piscina, since aborting it ends the
 * worker, and waits in a queue of piscina's that its `maxQueue` does not bound: the wait is
 * bounded here, and only renders that have a worker are handed to piscina.
 */
function createSlots(workers: number, queue: number) {
  let running = 0;
  let closed = false;
  const waiting: Array<(granted: boolean) => void> = [];
  return {
    /** False at once when every worker is busy and the queue is full, or once the pool closes. */
    take(): Promise<boolean> {
      if (closed || (running >= workers && waiting.length >= queue)) return Promise.resolve(false);
      if (running < workers) {
        running++;
        return Promise.resolve(true);
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    /** Hands the worker to the longest waiting render, if any. */
    release() {
      const next = waiting.shift();
      if (next) next(true);
      else running--;
    },
    close() {
      closed = true;
      for (const next of waiting.splice(0)) next(false);
    },
  };
}

type MessagePortLike = { postMessage(message: ApiAnswer): void };
