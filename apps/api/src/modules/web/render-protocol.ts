import type { MessagePort } from 'node:worker_threads';
import type { Language } from '@aruu/contract/common';

/** What the storefront's Node build (apps/web src/server-render.tsx) answers for one page. */
export interface RenderedPage {
  html: string;
  data: unknown;
  /** How many times the page was rendered (1 when its first-screen declaration was whole). */
  renders?: number;
  /** The queries the page ran that its declaration did not name: each cost a render more. */
  undeclared?: string[];
}
export type Transport = (url: string, init: RequestInit) => Promise<Response>;
/** The storefront's renderer: a page's first screen is fetched, then rendered from it (possibly in another thread). */
export interface ServerRenderer {
  /** What the page's first screen reads (TanStack Query's dehydrated cache); undefined when a query failed. */
  firstScreen(location: string, language: Language): Promise<unknown>;
  render(location: string, language: Language, data: unknown): Promise<RenderedPage | undefined>;
}
export interface ServerRendererModule {
  createRenderer(api: Transport): ServerRenderer;
}

/**
 * One page for a worker (render-worker.ts): its first screen's data, fetched on the API's thread,
 * and the port on which the API answers any query the page runs beyond it.
 */
export interface RenderTask {
  location: string;
  language: Language;
  data: unknown;
  port: MessagePort;
}
/** A worker's word that it has begun the page: its time limit starts. */
export interface RenderStarted {
  started: true;
}
/** A worker's API request, answered on the API's thread. */
export interface ApiAsk {
  id: number;
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}
export interface ApiAnswer {
  id: number;
  status: number;
  body: string;
  contentType: string;
}
