// The floor under the server's answers, for `npm run bench` and tools/scripts/bench-cpu.ts: bare Fastify (no hook, no
// logger) sending exactly the headers and bytes the server sent for /api/health (`/health`), for each read of the warm
// API mix (`/mix/<i>`) and for a cached page (`/page`), read from $ANSWERS (JSON: { health, mix: [...], page? }, each
// { headers, body (base64) }, bench/answers.ts). What the server
// costs above this is its own work per request; this costs above bare Fastify's constant JSON is the answers' headers
// and bytes. Listens on $PORT.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const answers = JSON.parse(readFileSync(process.env.ANSWERS, 'utf8'));
const load = (a) => ({ headers: a.headers, body: Buffer.from(a.body, 'base64') });
const health = load(answers.health);
const mix = answers.mix.map(load);
const page = answers.page && load(answers.page);
const app = Fastify({ logger: false });
app.get('/health', (_req, reply) => {
  reply.headers(health.headers).send(health.body);
});
app.get('/mix/:i', (req, reply) => {
  const answer = mix[Number(req.params.i)];
  reply.headers(answer.headers).send(answer.body);
});
if (page)
  app.get('/page', (_req, reply) => {
    reply.headers(page.headers).send(page.body);
  });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
