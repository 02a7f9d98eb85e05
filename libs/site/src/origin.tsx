// The address the page was requested at (the server knows it from the request; the browser from its location), for
// the links to sibling sites, which live on other host names.
import { createContext, useContext } from 'react';

export type SiteOrigin = Pick<Location, 'protocol' | 'hostname' | 'port'>;

const OriginContext = createContext<SiteOrigin | null>(null);
export const OriginProvider = OriginContext.Provider;

export function useSiteOrigin(): SiteOrigin {
  return useContext(OriginContext) ?? window.location;
}
