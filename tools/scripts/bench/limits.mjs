// The limits the benchmark compares with, in their own process: bare Fastify answering `/bare` with the health
// route's constant JSON, and `/page` with given bytes (a cached page's gzip form, read from $PAGE_FILE) as a static
// file server would, with nothing else on the path. Listens on $PORT.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const page = readFileSync(process.env.PAGE_FILE);
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
app.get('/page', (_req, reply) => {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-encoding', 'gzip')
    .header('cache-control', 'public, max-age=0')
    .send(page);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
