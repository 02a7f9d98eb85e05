// Test helper: the test app listening on a free loopback port (for the tests that need a real socket).
import type { AppOptions } from '../app';
import { buildTestApp } from '../testing/test-app';

export async function listening(opts: Partial<AppOptions> = {}) {
  const app = await buildTestApp(opts);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  return { app, port: typeof addr === 'object' && addr ? addr.port : 0 };
}
