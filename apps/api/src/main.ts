// Starts the server `npm start` runs: port 5184 unless PORT says otherwise.
import { resolve } from 'node:path';
import { buildApp } from './app';
import { localSiteUrls } from './sites/host-map';

const port = Number(process.env.PORT ?? 5184);
const host = process.env.HOST ?? 'localhost';
const root = resolve(import.meta.dirname, '../../..');

const app = await buildApp({
  sitesDir: process.env.SITES_DIR ?? resolve(root, 'dist/apps'),
  siteHosts: process.env.SITE_HOSTS,
  logger: process.env.LOG_LEVEL ? true : false,
});
await app.listen({ port, host });
console.log(`Trophy Room is running on port ${port}:`);
for (const { id, url } of localSiteUrls(port)) console.log(`  ${id.padEnd(4)} ${url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
