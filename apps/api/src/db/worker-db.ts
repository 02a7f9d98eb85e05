// The embedded database behind a worker thread, as the API sees a database: query() with a deadline. Queries wait
// in a queue here (not in the worker), so one whose caller has given up is never run; a query still running past
// the hang limit gets the worker replaced (file-backed databases only), so one bad query cannot hold the rest.
import { Worker } from 'node:worker_threads';
import type { LoadResult, OnLoadProgress } from '@trophy-room/db';
import type { WorkerInit, WorkerReply, WorkerRequest } from './worker-protocol';
import type { FeedBatch, FeedResult } from '../feeds/batch';

export interface WorkerDbOptions {
  /** A query not answered within this many ms fails with ETIMEDOUT (the API answers 503). Default 5000. */
  timeoutMs?: number;
  /** A query still running after this many ms restarts the worker (not for 'memory'). Default 2 × timeoutMs. */
  hangMs?: number;
  /** Queries handed to the worker at once (it runs them one by one; two hides the message round trip). */
  inFlight?: number;
  /** Told how a first load goes (rows copied, then indexes and statistics). */
  onProgress?: OnLoadProgress;
}

interface Job {
  id: number;
  msg: Exclude<WorkerRequest, { type: 'close' }>;
  resolve(rows: unknown[]): void;
  reject(e: Error): void;
  deadline: number;
  timer: NodeJS.Timeout;
  /** Running longer than this restarts the worker: 2 × the query's deadline. */
  hangMs: number;
  started?: number;
}

const failure = (message: string, code: string) => Object.assign(new Error(message), { code });

export class WorkerDb {
  readonly kind = 'pglite' as const;
  private worker!: Worker;
  private queue: Job[] = [];
  private running = new Map<number, Job>();
  private nextId = 1;
  private closed = false;
  private ready = false;
  private watchdog: NodeJS.Timeout;
  private readonly timeoutMs: number;
  private readonly hangMs: number;
  private readonly inFlight: number;
  private readonly onProgress?: OnLoadProgress;
  /** How many times the worker was replaced (a hung query, a crash); for tests and logs. */
  restarts = 0;

  private constructor(
    private readonly init: WorkerInit,
    opts: WorkerDbOptions,
  ) {
    this.timeoutMs = opts.timeoutMs ?? 5000;
    this.hangMs = opts.hangMs ?? 2 * this.timeoutMs;
    this.inFlight = opts.inFlight ?? 2;
    this.onProgress = opts.onProgress;
    this.watchdog = setInterval(() => this.checkHung(), Math.min(1000, this.hangMs / 4)).unref();
  }

  /** Starts the worker, which opens (and loads, when needed) the database; resolves once it answers queries. */
  static async start(
    init: WorkerInit,
    opts: WorkerDbOptions = {},
  ): Promise<{ db: WorkerDb; loaded: LoadResult }> {
    const db = new WorkerDb(init, opts);
    const loaded = await db.spawn();
    return { db, loaded };
  }

  private spawn(): Promise<LoadResult> {
    const here = import.meta.url;
    // From source the entry is TypeScript (loaded through tsx); in the bundle it is dist/apps/api/pglite-worker.mjs.
    const fromSource = here.endsWith('.ts');
    const entry = new URL(fromSource ? './pglite-worker.ts' : './pglite-worker.mjs', here);
    const worker = new Worker(fromSource ? new URL('./tsx-boot.mjs', here) : entry, {
      workerData: { init: this.init, entry: entry.href },
    });
    // The worker alone never keeps the process alive (the server does; a test run may end with it open).
    worker.unref();
    this.worker = worker;
    this.ready = false;
    let up = false;
    return new Promise((resolve, reject) => {
      worker.on('message', (m: WorkerReply) => {
        if (m.type === 'ready') {
          this.ready = up = true;
          resolve(m.loaded);
          this.pump();
        } else if (m.type === 'failed') reject(new Error(`database worker: ${m.message}`));
        else if (m.type === 'rows' || m.type === 'error') this.settle(m);
        else if (m.type === 'progress') this.onProgress?.(m.progress);
      });
      worker.on('error', (e) => reject(e));
      worker.on('exit', () => {
        if (this.worker !== worker) return;
        reject(new Error('database worker exited'));
        this.failRunning('database worker exited');
        // A crash: bring a file-backed database back; queued queries wait for it (within their deadline).
        if (up && !this.closed && this.init.dataDir !== 'memory') this.respawn();
      });
    });
  }

  query<T = Record<string, unknown>>(
    sql: string,
    params: unknown[] = [],
    opts?: { fixedJoinOrder?: boolean; timeoutMs?: number; prepared?: string },
  ): Promise<T[]> {
    return this.send<T>(
      (id) => ({
        type: 'query',
        id,
        sql,
        params,
        fixedJoinOrder: opts?.fixedJoinOrder,
        prepared: opts?.prepared,
      }),
      opts?.timeoutMs,
    );
  }

  private send<T>(message: (id: number) => Job['msg'], ownTimeoutMs?: number): Promise<T[]> {
    if (this.closed) return Promise.reject(failure('database closed', 'ECONNREFUSED'));
    // A job given its own (longer) deadline may also run that much longer before it counts as hung.
    const timeoutMs = ownTimeoutMs ?? this.timeoutMs;
    return new Promise<T[]>((resolve, reject) => {
      const id = this.nextId++;
      const job: Job = {
        id,
        msg: message(id),
        resolve: resolve as (rows: unknown[]) => void,
        reject,
        deadline: Date.now() + timeoutMs,
        timer: setTimeout(() => this.expire(job, timeoutMs), timeoutMs),
        hangMs: ownTimeoutMs ? Math.max(this.hangMs, 2 * ownTimeoutMs) : this.hangMs,
      };
      this.queue.push(job);
      this.pump();
    });
  }

  /** Applies a batch of feed games in one transaction of the worker's database (writes wait for no reader). */
  applyFeeds(batch: FeedBatch, timeoutMs = 60_000): Promise<FeedResult> {
    return this.send<FeedResult>((id) => ({ type: 'apply-feeds', id, batch }), timeoutMs).then(
      (rows) => rows[0],
    );
  }

  /** The caller's deadline passed: fail it now; a queued job is dropped, a running one is left to the watchdog. */
  private expire(job: Job, timeoutMs: number) {
    const i = this.queue.indexOf(job);
    if (i >= 0) this.queue.splice(i, 1);
    job.reject(failure(`query timeout after ${timeoutMs} ms`, 'ETIMEDOUT'));
  }

  private pump() {
    while (this.ready && this.running.size < this.inFlight && this.queue.length) {
      const job = this.queue.shift()!;
      job.started = Date.now();
      this.running.set(job.id, job);
      this.worker.postMessage(job.msg);
    }
  }

  private settle(m: Extract<WorkerReply, { type: 'rows' | 'error' }>) {
    const job = this.running.get(m.id);
    if (!job) return;
    this.running.delete(m.id);
    clearTimeout(job.timer);
    if (m.type === 'rows') job.resolve(m.rows);
    else job.reject(failure(m.message, m.code ?? ''));
    this.pump();
  }

  private failRunning(message: string) {
    for (const job of this.running.values()) {
      clearTimeout(job.timer);
      job.reject(failure(message, 'ECONNRESET'));
    }
    this.running.clear();
  }

  /** A query running past the hang limit: replace the worker (the database files are reopened; reads only). */
  private checkHung() {
    if (this.closed || this.init.dataDir === 'memory') return;
    const now = Date.now();
    const hung = [...this.running.values()].some(
      (j) => j.started !== undefined && now - j.started > j.hangMs,
    );
    if (!hung) return;
    const old = this.worker;
    this.failRunning('query cancelled: the database worker was restarted');
    this.respawn();
    void old.terminate();
  }

  private respawn() {
    this.restarts++;
    this.spawn().catch(() => undefined);
  }

  async close() {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.watchdog);
    for (const job of this.queue) {
      clearTimeout(job.timer);
      job.reject(failure('database closed', 'ECONNREFUSED'));
    }
    this.queue = [];
    const worker = this.worker;
    await new Promise<void>((resolve) => {
      const done = setTimeout(resolve, 2000);
      worker.once('message', (m: WorkerReply) => m.type === 'closed' && (clearTimeout(done), resolve()));
      worker.postMessage({ type: 'close' } satisfies WorkerRequest);
    });
    this.failRunning('database closed');
    await worker.terminate();
  }
}
