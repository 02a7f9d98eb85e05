// Which site a request is for, from its host name: localhost/hub.localhost → hub, nfl.localhost → NFL, …; and the
// site's public origin, for every absolute URL a page or file names (canonical, og:url, robots' Sitemap line, the
// sitemap). The origin comes from configuration only — the known host name the request matched, with the configured
// scheme and port — never from the request (Host's port, X-Forwarded-Host, X-Forwarded-Proto): a page is cached by
// CDNs for a day, and a URL taken from a request would be served to everyone.
import { siteIds } from '@trophy-room/site-theme/variants';
import type { SiteId } from '@trophy-room/site-theme/variants';

/**
 * Production host names come from configuration: SITE_HOSTS="nfl=football.example.com,nba=…". Their pages name
 * https://<host>; an entry may spell its scheme (`nfl=http://football.test`) for a deployment without TLS.
 */
export interface ConfiguredSite {
  id: SiteId;
  origin: string;
}

/** SITE_HOSTS as host name → the site and its public origin. */
export function parseSiteHosts(value: string | undefined): Map<string, ConfiguredSite> {
  const map = new Map<string, ConfiguredSite>();
  for (const pair of (value ?? '').split(',')) {
    const [id, spec] = pair.split('=').map((s) => s?.trim().toLowerCase());
    const m = /^(?:(https?):\/\/)?([a-z0-9.-]+)\/?$/.exec(spec ?? '');
    if (id && m && (siteIds as string[]).includes(id))
      map.set(m[2], { id: id as SiteId, origin: `${m[1] ?? 'https'}://${m[2]}` });
  }
  return map;
}

/** Loopback names that mean the hub (local tools and benchmarks address the server by IP). */
const HUB_HOSTS = new Set(['localhost', '127.0.0.1', '::1', 'hub.localhost']);

/** The host name of a Host header: lower case, without its port or an IPv6 literal's brackets. */
const hostName = (hostHeader: string | undefined) =>
  (hostHeader ?? '')
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '');

/**
 * The site a host name serves and its public origin: configured names first, then localhost (and loopback IPs) →
 * hub and <id>.localhost → that site, at http://<name>:<the server's configured port>. Any other host is unknown
 * (null): the server answers it with 404, never a site.
 */
export function resolveSite(
  hostHeader: string | undefined,
  configured: Map<string, ConfiguredSite> = new Map(),
  localPort = 5184,
): ConfiguredSite | null {
  const host = hostName(hostHeader);
  const fromConfig = configured.get(host);
  if (fromConfig) return fromConfig;
  const local = (id: SiteId) => ({
    id,
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${localPort}`,
  });
  if (HUB_HOSTS.has(host)) return local('hub');
  const [prefix, ...rest] = host.split('.');
  return (siteIds as string[]).includes(prefix) && rest.join('.') === 'localhost'
    ? local(prefix as SiteId)
    : null;
}

/** The site a host name serves (see resolveSite). */
export const siteForHost = (hostHeader: string | undefined, configured?: Map<string, ConfiguredSite>) =>
  resolveSite(hostHeader, configured)?.id ?? null;

/** The local URL of each site, as `npm start` prints them. */
export const localSiteUrls = (port: number) =>
  siteIds.map((id) => ({
    id,
    url: id === 'hub' ? `http://localhost:${port}/` : `http://${id}.localhost:${port}/`,
  }));
