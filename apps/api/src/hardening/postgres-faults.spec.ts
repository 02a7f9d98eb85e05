// PostgreSQL frozen (connections hang) and stopped (refused), through a proxy of our own: /api/health keeps
// answering, /api/ready and requests needing the database are quick 503s with Retry-After, and both recover
// without a restart. Runs only with DATABASE_URL.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@trophy-room/db';
import { buildTestApp, postgresTestDb } from '../testing/test-app';
import { TcpProxy } from './tcp-proxy';

const url = process.env.DATABASE_URL;

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
    app = await buildTestApp({ db, queryTimeoutMs: 500 });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await proxy?.stop();
    await db?.close().catch(() => undefined);
  });

  async function expectDown(search: string) {
    const t0 = performance.now();
    const ready = await app.inject({ url: '/api/ready' });
    const data = await app.inject({ url: `/api/teams/teams/?search=${search}` });
    expect(performance.now() - t0).toBeLessThan(2500);
    for (const res of [ready, data]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(Object.keys(res.json())).toEqual(['detail']);
    }
    const h0 = performance.now();
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(performance.now() - h0).toBeLessThan(100);
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
    await expectDown('frozen');
    proxy.thaw();
    await expectRecovered('thawed');
  }, 60_000);

  it('stopped: quick 503s, health unaffected, recovery when it is back', async () => {
    const port = proxy.port;
    await proxy.stop();
    await expectDown('stopped');
    await proxy.start(port);
    await expectRecovered('restarted');
  }, 60_000);
});
