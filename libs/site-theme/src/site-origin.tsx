// The address the page was requested at (the server knows it from the request; the browser from its location), and
// the sibling sites' addresses built from it: links to other sites of the network live on other host names.
import { createContext, useContext } from 'react';
import type { SiteId } from './types';
import { siteIds } from './variants';

export type SiteOrigin = Pick<Location, 'protocol' | 'hostname' | 'port'>;

const OriginContext = createContext<SiteOrigin | null>(null);
export const OriginProvider = OriginContext.Provider;

export function useSiteOrigin(): SiteOrigin {
  return useContext(OriginContext) ?? window.location;
}

/**
 * A sibling site's address: same protocol and port as this page, with the host's first label swapped for the
 * site id (nfl.localhost → cbb.localhost); the hub lives at the bare host (localhost).
 */
export function siteUrl(id: SiteId, where: SiteOrigin): string {
  const labels = where.hostname.split('.');
  const base =
    labels.length > 1 && (siteIds as string[]).includes(labels[0])
      ? labels.slice(1).join('.')
      : where.hostname;
  const host = id === 'hub' ? base : `${id}.${base}`;
  return `${where.protocol}//${host}${where.port ? `:${where.port}` : ''}/`;
}
