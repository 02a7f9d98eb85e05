// Compression of the answers made per request (an API answer that missed the response cache, a page not stored):
// Brotli or gzip as the client accepts, from 1 KB. Stored answers are sent in the form they were stored in (the
// response cache's and the page cache's own gzip/Brotli forms, the sites' files precompressed at build time), which
// the plugin leaves alone. A route whose answer is always small says `compress: false` and skips its hooks. No route
// takes a request body, so nothing is decompressed.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function installCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { 1: 4 } },
  });
}
