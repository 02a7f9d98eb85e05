// The full shipped dataset (data/, every table whole) loaded into an in-memory PGlite, with an app over it: for the
// suites that check every season (the fact suite, the brackets against the champion list).
import { createDb, defaultDatasetDir, ensureLoaded, type Db } from '@trophy-room/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { TODAY } from './test-app';

export async function fullDatasetApp(): Promise<{ db: Db; app: FastifyInstance }> {
  const db = await createDb({ dataDir: 'memory' });
  await ensureLoaded(db, { dataDir: defaultDatasetDir() });
  const app = await buildApp({
    sitesDir: '/nonexistent',
    db,
    rateLimit: false,
    now: () => TODAY,
    queryTimeoutMs: 60_000,
  });
  return { db, app };
}
