// Messages between the API (main thread) and the database worker.
import type { LoadProgress, LoadResult } from '@trophy-room/db';
import type { FeedBatch } from '../feeds/batch';

export interface WorkerInit {
  /** PGlite data directory or 'memory'. */
  dataDir: string;
  /** With dataDir 'memory': start from this PGlite data-directory tarball (the API tests' loaded fixture). */
  snapshot?: string;
  datasetDir?: string;
  migrationsDir?: string;
}

export type WorkerRequest =
  | { type: 'query'; id: number; sql: string; params: unknown[]; fixedJoinOrder?: boolean; prepared?: string }
  /** A batch of feed games, applied in one transaction by the worker (src/feeds/apply.ts); replies one row. */
  | { type: 'apply-feeds'; id: number; batch: FeedBatch }
  | { type: 'close' };

export type WorkerReply =
  | { type: 'progress'; progress: LoadProgress }
  | { type: 'ready'; kind: 'pglite' | 'postgres'; loaded: LoadResult }
  | { type: 'failed'; message: string }
  | { type: 'rows'; id: number; rows: unknown[] }
  | { type: 'error'; id: number; message: string; code?: string }
  | { type: 'closed' };
