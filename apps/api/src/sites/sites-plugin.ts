// Serves the nine built sites from one process, choosing the build by host name; unknown paths get the SPA shell.
import fastifyStatic from '@fastify/static';
import { siteIds } from '@trophy-room/site-theme/variants';
import type { SiteId } from '@trophy-room/site-theme/variants';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { siteForHost, type parseSiteHosts } from './host-map';

export interface SitesOptions {
  /** Directory holding one build per site: <dir>/<siteId>/index.html. */
  sitesDir: string;
  siteHosts: ReturnType<typeof parseSiteHosts>;
}

function listFiles(dir: string): Set<string> {
  const out = new Set<string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.add('/' + relative(dir, p).split('\\').join('/'));
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

export async function sitesPlugin(app: FastifyInstance, opts: SitesOptions) {
  const files = new Map<SiteId, Set<string>>(siteIds.map((id) => [id, listFiles(join(opts.sitesDir, id))]));
  await app.register(fastifyStatic, { root: opts.sitesDir, serve: false });

  const send = (reply: FastifyReply, site: SiteId, file: string) => {
    const immutable = file.startsWith('/assets/');
    reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    return reply.sendFile(file.slice(1), join(opts.sitesDir, site), { cacheControl: false });
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (req, reply) => {
      const site = siteForHost(req.headers.host, opts.siteHosts);
      const path = decodeURIComponent(req.url.split('?')[0]);
      const known = files.get(site)!;
      if (known.has(path)) return send(reply, site, path);
      if (path.startsWith('/api/') || path.startsWith('/assets/') || !known.has('/index.html')) {
        return reply.code(404).send({ detail: 'Not found.' });
      }
      return send(reply, site, '/index.html');
    },
  });
}
