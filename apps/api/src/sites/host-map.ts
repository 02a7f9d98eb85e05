// Which site a request is for, from its host name: localhost/hub.localhost → hub, nfl.localhost → NFL, ….
import { siteIds } from '@trophy-room/site-theme/variants';
import type { SiteId } from '@trophy-room/site-theme/variants';

/** Production host names come from configuration: SITE_HOSTS="nfl=football.example.com,nba=…". */
export function parseSiteHosts(value: string | undefined): Map<string, SiteId> {
  const map = new Map<string, SiteId>();
  for (const pair of (value ?? '').split(',')) {
    const [id, host] = pair.split('=').map((s) => s?.trim().toLowerCase());
    if (id && host && (siteIds as string[]).includes(id)) map.set(host, id as SiteId);
  }
  return map;
}

/** Loopback names that mean the hub (local tools and benchmarks address the server by IP). */
const HUB_HOSTS = new Set(['localhost', '127.0.0.1', '::1', 'hub.localhost']);

/**
 * The site a host name serves: configured names first, then localhost (and loopback IPs) → hub and
 * <id>.localhost → that site. Any other host is unknown (null): the server answers it with 404, never a site.
 */
export function siteForHost(
  hostHeader: string | undefined,
  configured: Map<string, SiteId> = new Map(),
): SiteId | null {
  const host = (hostHeader ?? '')
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '');
  const fromConfig = configured.get(host);
  if (fromConfig) return fromConfig;
  if (HUB_HOSTS.has(host)) return 'hub';
  const [prefix, ...rest] = host.split('.');
  return (siteIds as string[]).includes(prefix) && rest.join('.') === 'localhost' ? (prefix as SiteId) : null;
}

/** The local URL of each site, as `npm start` prints them. */
export const localSiteUrls = (port: number) =>
  siteIds.map((id) => ({
    id,
    url: id === 'hub' ? `http://localhost:${port}/` : `http://${id}.localhost:${port}/`,
  }));
