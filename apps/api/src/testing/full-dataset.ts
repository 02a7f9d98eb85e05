// The full shipped dataset (data/, every table whole) with an app over it, for the suites that check every season (the
// fact suite, the brackets against the champion list): opened by openFullDataset (the e2e server's directory when
// `npm test` names it, else loaded into memory).
import type { Db } from '@trophy-room/db';
import { openFullDataset } from '@trophy-room/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { TODAY } from './test-app';

export async function fullDatasetApp(): Promise<{ db: Db; app: FastifyInstance }> {
  const db = await openFullDataset();
  const app = await buildApp({
    sitesDir: '/nonexistent',
    db,
    rateLimit: false,
    now: () => TODAY,
    queryTimeoutMs: 60_000,
  });
  return { db, app };
}
