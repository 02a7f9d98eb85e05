// The pool of render workers: pages and sitemaps are rendered off the main thread (React's renderToString is CPU
// work of 10–40 ms a page, which on the main thread delayed every other request, /api/health included), while the
// main thread routes, serves the caches and files, and answers the API — the renderers' own API calls too, which the
// workers send back here (app.inject, with the internal header that keeps them out of the rate limit).
//
// Size: $RENDER_WORKERS, else one per core beyond the first (the main thread keeps one), at least 1, at most 4. Each
// worker's heap is capped ($RENDER_WORKER_HEAP_MB, default 256); workers share nothing. A worker that crashes, runs
// out of its heap or holds a render past $RENDER_TIMEOUT_MS (default 30 s) is replaced; the renders it held fail
// (the page answers 503) and the others go on. A worker is also replaced when a route fails to load in it, and when
// its renders fail three times in a row: Node keeps a module whose dependency failed to load (a chunk file that could
// not be opened while descriptors ran out, a deploy race) as failed in that worker's module map for good, so only a
// new worker loads it again. Replacements for failures are at most one every two seconds per worker; the worker
// replaced finishes the renders it holds.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { injectApiBytes } from './inject-fetch';
import type { PageForms } from './page-forms';
import type { FromWorker, RenderWorkerData, ToWorker } from './render-protocol';
import type { RenderPoolState } from './render-health';
import type { RenderedPage, SiteRenderer } from './site-renderer';

/** A render that could not be done (its worker crashed or was replaced, its renderer threw): the page answers 503. */
export class RenderUnavailableError extends Error {
  readonly statusCode = 503;
}

export interface RenderPoolOptions {
  ssrDir: string;
  sites: string[];
  /** Workers (default renderWorkersFrom()). */
  size?: number;
  /** A render still running after this many ms replaces its worker (default $RENDER_TIMEOUT_MS or 30,000). */
  timeoutMs?: number;
  /** Each worker's old-generation heap limit in MB (default $RENDER_WORKER_HEAP_MB or 256). */
  heapMb?: number;
}

const positive = (value: string | undefined) =>
  value !== undefined && value !== '' && Number.isFinite(Number(value)) && Number(value) >= 0
    ? Math.floor(Number(value))
    : undefined;

/** $RENDER_WORKERS (0: render on the main thread, as tests do), else cores − 1 within 1..4. */
export const renderWorkersFrom = (value = process.env.RENDER_WORKERS) =>
  positive(value) ?? Math.max(1, Math.min(4, availableParallelism() - 1));

interface Job {
  resolve(v: unknown): void;
  reject(e: Error): void;
  started: number;
  /** The worker doing it (a replaced worker finishes its own jobs). */
  worker: Worker;
}

/** Renders that failed in a row before a worker is replaced; replacements for failures at most this often. */
const FAILURES_BEFORE_REPLACING = 3;
const REPLACE_INTERVAL_MS = 2000;

class Slot {
  worker!: Worker;
  jobs = new Map<number, Job>();
  /** Between a worker that died before it was ready and its replacement (a second later): renders fail at once. */
  down = false;
  /** The current worker's renders that failed one after another (a render that succeeds resets it). */
  failures = 0;
  /** When this slot's worker was last replaced for failing. */
  replacedAt = 0;
  constructor(readonly index: number) {}
  jobsOf(worker: Worker) {
    return [...this.jobs].filter(([, job]) => job.worker === worker);
  }
}

/**
 * The pools of this process, for the soak benchmark's figures (bench/soak-server.mjs reads each worker's heap through
 * it): a process-wide registry, as the benchmark only sees the built bundle.
 */
const registry = ((globalThis as Record<symbol, unknown>)[Symbol.for('trophy-room.render-pools')] ??=
  new Set<RenderPool>()) as Set<RenderPool>;

export class RenderPool {
  private slots: Slot[];
  private nextId = 1;
  private closed = false;
  private watchdog: NodeJS.Timeout;
  private readonly timeoutMs: number;
  private readonly heapMb: number;
  /** Workers replaced (crash, heap, a render past the timeout); for tests and logs. */
  restarts = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly opts: RenderPoolOptions,
  ) {
    this.timeoutMs = opts.timeoutMs ?? positive(process.env.RENDER_TIMEOUT_MS) ?? 30_000;
    this.heapMb = opts.heapMb ?? positive(process.env.RENDER_WORKER_HEAP_MB) ?? 256;
    const size = Math.max(1, opts.size ?? renderWorkersFrom());
    this.slots = Array.from({ length: size }, (_, i) => new Slot(i));
    for (const slot of this.slots) this.spawn(slot);
    this.watchdog = setInterval(() => this.checkHung(), Math.min(1000, this.timeoutMs / 4)).unref();
    registry.add(this);
  }

  get size() {
    return this.slots.length;
  }

  private spawn(slot: Slot) {
    const here = import.meta.url;
    // From source the entry is TypeScript (loaded through tsx, as the database worker is); in the bundle it is
    // dist/apps/api/render-worker.mjs.
    const fromSource = here.endsWith('.ts');
    const entry = new URL(fromSource ? './render-worker.ts' : './render-worker.mjs', here);
    const workerData: RenderWorkerData & { entry: string } = {
      ssrDir: this.opts.ssrDir,
      sites: this.opts.sites,
      entry: entry.href,
    };
    let worker: Worker;
    try {
      worker = new Worker(fromSource ? new URL('../db/tsx-boot.mjs', here) : entry, {
        workerData,
        resourceLimits: { maxOldGenerationSizeMb: this.heapMb },
      });
    } catch (e) {
      // No thread could be started (descriptors or memory ran out): renders fail at once until one can, a second on.
      this.app.log.error({ err: e }, 'render worker could not start');
      slot.down = true;
      setTimeout(() => !this.closed && slot.down && this.spawn(slot), 1000).unref();
      return;
    }
    worker.unref();
    slot.worker = worker;
    slot.down = false;
    slot.failures = 0;
    let ready = false;
    worker.on('message', (m: FromWorker) => {
      if (m.type === 'ready') ready = true;
      else this.receive(slot, worker, m);
    });
    worker.on('error', (e) => this.app.log.error({ err: e }, 'render worker failed'));
    worker.on('exit', () => {
      this.failJobs(slot, worker, 'render worker exited');
      // A replaced worker's end, or the pool's.
      if (slot.worker !== worker || this.closed) return;
      this.restarts++;
      // Replaced at once (renders sent meanwhile wait for the new one); one that died before it was ready (a broken
      // build) a second later, not in a tight loop, its renders failing meanwhile.
      if (ready) return this.spawn(slot);
      slot.down = true;
      setTimeout(() => !this.closed && slot.worker === worker && this.spawn(slot), 1000).unref();
    });
  }

  private receive(slot: Slot, worker: Worker, m: Exclude<FromWorker, { type: 'ready' }>) {
    if (m.type === 'api') {
      injectApiBytes(this.app, m.url).then(
        (a) => worker.postMessage({ type: 'api', id: m.id, ...a } satisfies ToWorker, [a.body.buffer]),
        () =>
          worker.postMessage({
            type: 'api',
            id: m.id,
            status: 503,
            contentType: 'application/json; charset=utf-8',
            body: '{"detail":"Service unavailable."}',
          } satisfies ToWorker),
      );
      return;
    }
    const job = slot.jobs.get(m.id);
    if (!job) return;
    slot.jobs.delete(m.id);
    if (m.type === 'failed') {
      job.reject(new RenderUnavailableError(m.message));
      if (worker === slot.worker && (m.routeLoad || ++slot.failures >= FAILURES_BEFORE_REPLACING))
        this.replace(slot, m.message);
    } else if (m.type === 'rendered' || m.type === 'sitemap') {
      if (worker === slot.worker) slot.failures = 0;
      job.resolve(m.type === 'rendered' ? m.page : m.body);
    } else if (m.type === 'forms') job.resolve(m.forms);
    else job.resolve(m.heapUsed);
    // A replaced worker ends once it has finished its renders.
    if (worker !== slot.worker && slot.jobsOf(worker).length === 0) void worker.terminate();
  }

  /** A worker whose renders fail: a new one takes its place (at most one every two seconds per slot). */
  private replace(slot: Slot, reason: string) {
    const now = Date.now();
    if (this.closed || now - slot.replacedAt < REPLACE_INTERVAL_MS) return;
    slot.replacedAt = now;
    const old = slot.worker;
    this.restarts++;
    this.app.log.warn({ reason }, 'render worker replaced after failed renders');
    this.spawn(slot);
    if (slot.jobsOf(old).length === 0) void old.terminate();
  }

  private failJobs(slot: Slot, worker: Worker, message: string) {
    for (const [id, job] of slot.jobsOf(worker)) {
      slot.jobs.delete(id);
      job.reject(new RenderUnavailableError(message));
    }
  }

  /** The least busy worker takes the job. */
  private run<T>(msg: (id: number) => ToWorker, slot?: Slot): Promise<T> {
    if (this.closed) return Promise.reject(new RenderUnavailableError('render pool closed'));
    const target =
      slot ?? this.slots.reduce((a, b) => (b.down < a.down || b.jobs.size < a.jobs.size ? b : a));
    if (target.down) return Promise.reject(new RenderUnavailableError('render worker restarting'));
    return new Promise<T>((resolve, reject) => {
      const id = this.nextId++;
      target.jobs.set(id, {
        resolve: resolve as (v: unknown) => void,
        reject,
        started: Date.now(),
        worker: target.worker,
      });
      target.worker.postMessage(msg(id));
    });
  }

  render(site: string, href: string): Promise<RenderedPage> {
    return this.run((id) => ({ type: 'render', id, site, href }));
  }

  sitemap(site: string, origin: string, file?: string): Promise<string | null> {
    return this.run((id) => ({ type: 'sitemap', id, site, origin, file }));
  }

  /** A page's ETag and compressed forms, made in a worker (compressing a big page is CPU work too). */
  forms(body: string): Promise<PageForms> {
    return this.run((id) => ({ type: 'forms', id, body }));
  }

  /** Each worker's heap in use, after a forced GC when asked (benchmarks; needs --expose-gc). */
  heapUsed(gc: boolean): Promise<number[]> {
    return Promise.all(this.slots.map((s) => this.run<number>((id) => ({ type: 'stats', id, gc }), s)));
  }

  /** The renderer of one site, as the sites plugin uses it. */
  rendererOf(site: string): SiteRenderer {
    return {
      connectApi: () => undefined,
      forms: (body) => this.forms(body),
      render: (href) => this.render(site, href),
      sitemap: (origin, file) => this.sitemap(site, origin, file),
    };
  }

  /** What readiness reports. */
  get state(): RenderPoolState {
    return {
      workers: this.slots.length,
      down: this.slots.filter((s) => s.down).length,
      restarts: this.restarts,
    };
  }

  /** A render past the timeout (a render loops, or waits on something that never comes): replace its worker. */
  private checkHung() {
    const now = Date.now();
    for (const slot of this.slots) {
      const hung = new Set(
        [...slot.jobs.values()].filter((j) => now - j.started > this.timeoutMs).map((j) => j.worker),
      );
      for (const worker of hung) {
        this.failJobs(slot, worker, 'render timed out: its worker was replaced');
        if (worker === slot.worker) {
          this.restarts++;
          this.spawn(slot);
        }
        void worker.terminate();
      }
    }
  }

  async close() {
    this.closed = true;
    registry.delete(this);
    clearInterval(this.watchdog);
    const workers = new Set<Worker>();
    for (const slot of this.slots) {
      workers.add(slot.worker);
      for (const job of slot.jobs.values()) {
        workers.add(job.worker);
        job.reject(new RenderUnavailableError('render pool closed'));
      }
      slot.jobs.clear();
    }
    await Promise.all([...workers].map((w) => w.terminate()));
  }
}
