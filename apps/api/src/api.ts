// Everything under /api: the database (as repositories), the response cache, and the five areas plus the search.
import type { SiteFilterParams } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { analyticsRoutes } from './analytics/routes';
import { awardRoutes } from './awards/routes';
import { bracketRoutes } from './brackets/routes';
import { championshipRoutes } from './championships/routes';
import { coreRoutes } from './core/routes';
import type { DataFiles } from './data-files/catalogue';
import { dataFilesRoutes } from './data-files/routes';
import { gameRoutes } from './games/routes';
import { headToHeadRoutes } from './head-to-head/routes';
import { leaderRoutes } from './leaders/routes';
import { peopleRoutes } from './people/routes';
import { qualityRoutes } from './quality/routes';
import { readSetAside } from './quality/set-aside';
import { createSql, ping, type ApiDb } from './plugins/db';
import { installResponseCache } from './plugins/cache-store';
import { ResponseCache } from './plugins/response-cache';
import { createRepositories, type Repositories } from './repositories';
import { searchRoutes } from './search/routes';
import type { RenderHealth } from './sites/render-health';
import { scopeOf, type Scope } from './shared/scope';
import { teamRoutes } from './teams/routes';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
    /** The site filters as a league scope (+ season). */
    scope(q: SiteFilterParams): Promise<Scope>;
    /** The server's current time (injectable for tests). */
    now(): Date;
  }
}

export interface ApiOptions {
  db: ApiDb;
  now?: () => Date;
  cache?: ResponseCache;
  queryTimeoutMs?: number;
  /** The shipped dataset (data/): the data-quality report reads its source-issues.csv at start. */
  datasetDir?: string;
  /** The dataset's files as /data offers them (read from data/ at start). */
  dataFiles?: DataFiles;
  /** The sites' renderers' state, reported by /ready. */
  renderHealth?: RenderHealth;
}

const healthBody = JSON.stringify({ status: 'ok' });
const healthHeaders = { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' };

export async function apiPlugin(app: FastifyInstance, opts: ApiOptions) {
  const repos = createRepositories(createSql(opts.db, opts.queryTimeoutMs));
  app.decorate('repos', repos);
  app.decorate('scope', async (q: SiteFilterParams) => scopeOf(await repos.core.leagues(), q));
  app.decorate('now', opts.now ?? (() => new Date()));
  installResponseCache(app, opts.cache ?? new ResponseCache());
  // Liveness: a constant answer with no database work (also the benchmark's baseline); the process answers.
  // Small constant answers: no compression hooks. The answer is sent as its JSON text, already made (no promise, no
  // serialisation per request).
  app.get('/health', { schema: { hide: true }, compress: false }, (_req, reply) => {
    reply.headers(healthHeaders).send(healthBody);
  });
  // Readiness: the database answers too (503 {detail} with Retry-After while it does not), within a second, and no
  // site's renderer is failing (503 naming them); each site's renders that failed in the last minute are reported.
  const readySql = createSql(opts.db, Math.min(1000, opts.queryTimeoutMs ?? 1000));
  app.get('/ready', { schema: { hide: true }, compress: false }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    await ping(readySql);
    const renderers = opts.renderHealth?.report() ?? { sites: {} };
    const failing = Object.keys(renderers.sites).filter((site) => renderers.sites[site].failing);
    if (!failing.length) return { status: 'ready', renderers };
    reply.code(503).header('Retry-After', '5');
    return { detail: `Pages cannot be rendered on: ${failing.join(', ')}.`, renderers };
  });
  await app.register(coreRoutes);
  await app.register(championshipRoutes);
  await app.register(bracketRoutes);
  await app.register(teamRoutes);
  await app.register(headToHeadRoutes);
  await app.register(gameRoutes);
  await app.register(peopleRoutes);
  await app.register(searchRoutes);
  await app.register(analyticsRoutes);
  await app.register(awardRoutes);
  await app.register(leaderRoutes);
  await app.register(qualityRoutes, { setAside: readSetAside(opts.datasetDir) });
  await app.register(dataFilesRoutes, { data: opts.dataFiles });
}
