// Runs a TypeScript worker from source (tests, `nx serve`, the benchmark): worker threads do not inherit tsx's
// loader, so register it here, then import the real entry. The built server bundles the worker as plain .mjs.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
