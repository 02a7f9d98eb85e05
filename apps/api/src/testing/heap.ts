// The V8 heap a test leaves alive, for the memory specs (node --expose-gc: the api project's vitest config passes it).

/**
 * The heap in use after a forced GC: the least of several readings, each after a full GC and a pause. What a test
 * leaks is in every reading. A single reading 20 ms after the GC once counted 40 MB more than the test held (the
 * response cache's 2,000 answers, twice in an hour on a loaded machine; never alone): garbage not yet swept by the
 * GC's background threads, most likely, and in no later reading.
 */
export async function heapAfterGc(readings = 5): Promise<number> {
  let least = Infinity;
  for (let i = 0; i < readings; i++) {
    global.gc?.();
    await new Promise((r) => setTimeout(r, 50));
    least = Math.min(least, process.memoryUsage().heapUsed);
  }
  return least;
}
