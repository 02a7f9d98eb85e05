// Requests to the e2e server from Node, by site host name and from a loopback source address of the caller's choice
// (127.0.0.0/8 is all local), so that probes never spend the rate limit the browsers' 127.0.0.1 shares.
import { request } from 'node:http';
import { Socket } from 'node:net';

export const port = Number(process.env.E2E_PORT ?? process.env.PORT ?? 5184);
export const hostOf = (site: string) => `${site === 'hub' ? 'localhost' : `${site}.localhost`}:${port}`;

export interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** GET `path` (already URL-encoded) of `site`, from `from`. */
export function get(site: string, path: string, from = '127.0.0.1'): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port, path, localAddress: from, headers: { host: hostOf(site) }, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (c: string) => (body += c));
        res.on('end', () => done({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`${site} ${path}: no answer in 30 s`)));
    req.on('error', fail).end();
  });
}

/** Opens a connection that sends half a request and nothing more (an idle client), from `from`. */
export function idleConnection(from: string): Promise<Socket> {
  return new Promise((done, fail) => {
    const socket = new Socket();
    socket.once('error', fail);
    socket.connect({ host: '127.0.0.1', port, localAddress: from }, () => {
      socket.write(`GET / HTTP/1.1\r\nHost: ${hostOf('hub')}\r\n`);
      socket.off('error', fail).on('error', () => undefined);
      done(socket);
    });
  });
}

/** Every path of a site's sitemaps. */
export async function sitemapPaths(site: string, from?: string): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const index = (await get(site, '/sitemap.xml', from)).body;
  if (!index.includes('<sitemapindex')) return locs(index);
  const parts = await Promise.all(locs(index).map(async (p) => (await get(site, p, from)).body));
  return parts.flatMap(locs);
}
