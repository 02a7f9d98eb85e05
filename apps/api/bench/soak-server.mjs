// The server as `npm start` runs it (the bundle named by SOAK_SERVER), for the soak benchmark: started with
// --expose-gc and an IPC channel, over which the benchmark asks for the process's own figures — RSS, heap used after a
// forced GC (only when asked: a GC every sample would disturb the run) and open descriptors. Benchmark use only.
import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

process.on('message', (msg) => {
  if (!msg || msg.type !== 'stats') return;
  if (msg.gc) {
    globalThis.gc?.();
    globalThis.gc?.();
  }
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ type: 'stats', rss, heapUsed, fds: readdirSync('/proc/self/fd').length });
});

await import(pathToFileURL(process.env.SOAK_SERVER ?? 'dist/apps/api/main.mjs').href);
