// The connection layer under a client that opens connections and sends nothing: each is answered 408 and closed by
// the server within the header timeout even when the client keeps its end open (its descriptor freed), and one
// address cannot hold more than its cap of connections (the next one is refused with 429 {detail}). Waits are for
// events (polled), never a fixed sleep that a loaded machine could outlast.
import type { FastifyInstance } from 'fastify';
import { readdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listening } from './listening';
import { rawRequest } from './raw-http';

const openDescriptors = () => readdirSync('/proc/self/fd').length;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The server's request and header timeout in the idle test. */
const TIMEOUT_MS = 1000;
const serverConnections = (app: FastifyInstance) =>
  new Promise<number>((resolve, reject) =>
    app.server.getConnections((err, n) => (err ? reject(err) : resolve(n))),
  );

/** A client that connects, sends nothing and never closes its end (allowHalfOpen), as an attacker's would. */
function idleSocket(port: number, localAddress = '127.0.0.1') {
  const socket = connect({ port, host: '127.0.0.1', localAddress, allowHalfOpen: true });
  const state = { socket, data: '', ended: false };
  socket.on('data', (d) => (state.data += d.toString('latin1')));
  socket.on('end', () => (state.ended = true));
  socket.on('error', () => undefined);
  return new Promise<typeof state>((resolve) => socket.once('connect', () => resolve(state)));
}

describe('idle connections', () => {
  let app: FastifyInstance;
  let port: number;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    ({ app, port } = await listening({
      timeouts: { requestMs: TIMEOUT_MS, headersMs: TIMEOUT_MS, checkEveryMs: 100 },
    }));
  }, 120_000);
  afterEach(() => sockets.splice(0).forEach((s) => s.destroy()));
  afterAll(() => app?.close());

  it('sockets that send nothing get 408 {detail} and are closed once the header timeout passes, freeing descriptors', async () => {
    const baseline = openDescriptors();
    // Started before the sockets connect, so before the server's clock for them.
    let timeoutPassed = false;
    const timer = setTimeout(() => (timeoutPassed = true), TIMEOUT_MS);
    let endedEarly = 0;
    const idle = await Promise.all(Array.from({ length: 40 }, () => idleSocket(port)));
    sockets.push(...idle.map((s) => s.socket));
    for (const s of idle) s.socket.on('end', () => (endedEarly += timeoutPassed ? 0 : 1));
    for (let i = 0; i < 20 && (await serverConnections(app)) < 40; i++) await sleep(25);
    expect(await serverConnections(app)).toBe(40);
    // Until the server has closed them all (the test's own time limit stops a server that never does).
    while (!idle.every((s) => s.ended) || (await serverConnections(app)) > 0) await sleep(100);
    clearTimeout(timer);
    expect(endedEarly, 'sockets closed before the header timeout').toBe(0);
    for (const s of idle) {
      expect(s.data).toMatch(/^HTTP\/1\.1 408 /);
      expect(s.data).toContain('{"detail":"Request timeout: the request took too long to arrive."}');
      expect(s.ended).toBe(true);
    }
    expect(await serverConnections(app)).toBe(0);
    // The clients' 40 ends are still open on purpose; the server's 40 are gone.
    expect(openDescriptors()).toBeLessThanOrEqual(baseline + 40 + 3);
  }, 30_000);
});

describe('connections per client', () => {
  let app: FastifyInstance;
  let port: number;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    ({ app, port } = await listening({ connectionsPerClient: 5 }));
  }, 120_000);
  afterEach(() => sockets.splice(0).forEach((s) => s.destroy()));
  afterAll(() => app?.close());

  it('past the cap an address is refused with 429 {detail}; other addresses and later connections are served', async () => {
    const held = await Promise.all(Array.from({ length: 5 }, () => idleSocket(port)));
    sockets.push(...held.map((s) => s.socket));
    const refused = await rawRequest(port, ['GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n']);
    expect(refused.status).toBe(429);
    expect(refused.closed).toBe(true);
    expect(refused.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(JSON.parse(refused.body).detail).toMatch(/at most 5 at a time/);

    const other = await idleSocket(port, '127.0.0.2');
    other.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    while (!other.ended) await sleep(25);
    expect(other.data).toMatch(/^HTTP\/1\.1 200 /);
    other.socket.destroy();

    sockets.splice(0).forEach((s) => s.destroy());
    while ((await serverConnections(app)) > 0) await sleep(25);
    const again = await rawRequest(port, [
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    ]);
    expect(again.status).toBe(200);
  }, 30_000);
});
