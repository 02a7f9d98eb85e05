// Messages between the server's main thread and its render workers (render-pool.ts ⇄ render-worker.ts).
import type { PageForms } from './page-forms';
import type { RenderedPage } from './site-renderer';

export interface RenderWorkerData {
  /** Directory holding <site>/render.mjs. */
  ssrDir: string;
  /** The sites the worker loads a renderer for. */
  sites: string[];
}

/** Main → worker. */
export type ToWorker =
  | { type: 'render'; id: number; site: string; href: string }
  | { type: 'sitemap'; id: number; site: string; origin: string; file?: string }
  /** A page to store: its ETag and compressed forms (page-forms.ts). */
  | { type: 'forms'; id: number; body: string }
  /** The answer to the worker's API call `id` (its bytes transferred with the message). */
  | {
      type: 'api';
      id: number;
      status: number;
      contentType?: string;
      location?: string;
      body: string | Uint8Array<ArrayBuffer>;
    }
  /** The worker's heap in use (after a forced GC when `gc` and the process runs with --expose-gc): benchmarks. */
  | { type: 'stats'; id: number; gc: boolean };

/** Worker → main. */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'rendered'; id: number; page: RenderedPage }
  | { type: 'sitemap'; id: number; body: string | null }
  | { type: 'forms'; id: number; forms: PageForms }
  /**
   * A render or sitemap that threw; `routeLoad`: a route's module failed to load (RouteLoadError), which Node's module
   * map may keep as failed in that worker (a module whose dependency failed to load is never loaded again there).
   */
  | { type: 'failed'; id: number; message: string; routeLoad?: boolean }
  /** An API call of a renderer (a relative /api/ URL), answered by the main thread in-process. */
  | { type: 'api'; id: number; url: string }
  | { type: 'stats'; id: number; heapUsed: number };
