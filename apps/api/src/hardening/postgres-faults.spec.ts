// PostgreSQL frozen (connections hang) and stopped (refused), through a proxy of our own: /api/health keeps
// answering, /api/ready and requests needing the database are quick 503s with Retry-After, and both recover
// without a restart. Runs only with DATABASE_URL. Checked by order of events, never by milliseconds (a shared machine
// stretches any time): the 503s come before the database is back, health while a request waits for the database.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@trophy-room/db';
import { buildTestApp, postgresTestDb } from '../testing/test-app';
import { TcpProxy } from './tcp-proxy';

const url = process.env.DATABASE_URL;
const QUERY_TIMEOUT_MS = 500;

describe.skipIf(!url)('PostgreSQL frozen or stopped', () => {
  let proxy: TcpProxy;
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    const target = new URL(url!);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    target.host = `127.0.0.1:${proxy.port}`;
    db = await postgresTestDb(target.toString());
    // As the server does (main.ts): an idle pooled connection that drops is not a crash.
    db.pool?.on('error', () => undefined);
    app = await buildTestApp({ db, queryTimeoutMs: QUERY_TIMEOUT_MS });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await proxy?.stop();
    await db?.close().catch(() => undefined);
  });

  /**
   * The database is down until `restore` runs, on a timer at five query timeouts: /api/ready and a request needing
   * the database are 503s answered before then (an answer that waited for the database would come after), and
   * /api/health is 200.
   */
  async function expectDown(search: string, restore: () => unknown) {
    let restored = false;
    const back = new Promise((r) => setTimeout(r, 5 * QUERY_TIMEOUT_MS)).then(() => {
      restored = true;
      return restore();
    });
    for (const url of ['/api/ready', `/api/teams/teams/?search=${search}`]) {
      const res = await app.inject({ url });
      expect(restored, `${url} answered before the database was back`).toBe(false);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(Object.keys(res.json())).toEqual(['detail']);
    }
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await back;
  }

  async function expectRecovered(search: string) {
    let status = 0;
    for (let i = 0; i < 40 && status !== 200; i++) {
      status = (await app.inject({ url: '/api/ready' })).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    expect((await app.inject({ url: `/api/teams/teams/?search=${search}` })).statusCode).toBe(200);
  }

  it('frozen: quick 503s, health unaffected, recovery when it thaws', async () => {
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    proxy.freeze();
    // Health does not wait for the database: it is answered while a request needing it is still waiting.
    let waited = false;
    const waiting = app.inject({ url: '/api/teams/teams/?search=waiting' }).finally(() => (waited = true));
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(waited, 'health answered while a request waited for the database').toBe(false);
    await expectDown('frozen', () => proxy.thaw());
    expect((await waiting).statusCode).toBe(503);
    await expectRecovered('thawed');
  }, 60_000);

  it('stopped: quick 503s, health unaffected, recovery when it is back', async () => {
    const port = proxy.port;
    await proxy.stop();
    await expectDown('stopped', () => proxy.start(port));
    await expectRecovered('restarted');
  }, 60_000);
});
