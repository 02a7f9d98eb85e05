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

export function siteForHost(
  hostHeader: string | undefined,
  configured: Map<string, SiteId> = new Map(),
): SiteId {
  const host = (hostHeader ?? '')
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '');
  const fromConfig = configured.get(host);
  if (fromConfig) return fromConfig;
  const prefix = host.split('.')[0];
  return (siteIds as string[]).includes(prefix) && host !== prefix ? (prefix as SiteId) : 'hub';
}

/** The local URL of each site, as `npm start` prints them. */
export const localSiteUrls = (port: number) =>
  siteIds.map((id) => ({
    id,
    url: id === 'hub' ? `http://localhost:${port}/` : `http://${id}.localhost:${port}/`,
  }));
