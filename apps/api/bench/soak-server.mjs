// The server as `npm start` runs it (the bundle named by SOAK_SERVER), for the soak benchmark: started with
// --expose-gc and an IPC channel, over which the benchmark asks for the process's own figures — RSS, heap used after a
// forced GC (only when asked: a GC every sample would disturb the run), the render workers' heaps after theirs, and
// open descriptors. Benchmark use only.
import { readdirSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

/** The render workers' heaps (each worker its own V8 heap, not in process.memoryUsage()): see render-pool.ts. */
async function workerHeaps(gc) {
  const pools = globalThis[Symbol.for('trophy-room.render-pools')] ?? new Set();
  const heaps = await Promise.all([...pools].map((p) => p.heapUsed(gc).catch(() => [])));
  return heaps.flat();
}

// The main thread's own share of the wait a request meets: its event-loop delay and utilisation since the last
// figures (a busy loop shows as utilisation near 1; a thread starved by the machine shows as delay at low utilisation).
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
let elu = performance.eventLoopUtilization();

process.on('message', async (msg) => {
  if (!msg || msg.type !== 'stats') return;
  if (msg.gc) {
    globalThis.gc?.();
    globalThis.gc?.();
  }
  const { rss, heapUsed } = process.memoryUsage();
  const workers = msg.gc ? await workerHeaps(true) : [];
  const loop = msg.gc
    ? {
        delayP99: delay.percentile(99) / 1e6,
        delayMax: delay.max / 1e6,
        utilisation: performance.eventLoopUtilization(elu).utilization,
      }
    : undefined;
  if (msg.gc) {
    delay.reset();
    elu = performance.eventLoopUtilization();
  }
  const sizes = globalThis[Symbol.for('trophy-room.cache-sizes')] ?? new Set();
  const caches = msg.gc ? [...sizes].reduce((n, size) => n + size(), 0) : undefined;
  process.send?.({
    type: 'stats',
    rss,
    heapUsed,
    workers,
    loop,
    caches,
    fds: readdirSync('/proc/self/fd').length,
  });
});

await import(pathToFileURL(process.env.SOAK_SERVER ?? 'dist/apps/api/main.mjs').href);
