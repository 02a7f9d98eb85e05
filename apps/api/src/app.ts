import Fastify, { type FastifyInstance } from 'fastify';
import { parseSiteHosts } from './sites/host-map';
import { sitesPlugin } from './sites/sites-plugin';

export interface AppOptions {
  sitesDir: string;
  siteHosts?: string;
  logger?: boolean;
}

/** The one server: the API (under /api) and the nine sites, chosen by host name. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? false, trustProxy: true });
  await app.register(sitesPlugin, { sitesDir: opts.sitesDir, siteHosts: parseSiteHosts(opts.siteHosts) });
  return app;
}
