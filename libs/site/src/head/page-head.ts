// A page's head from its route's declaration and the cached data: "{title} | {site name}", its description, and
// its canonical URL (the path without the query string: a filtered list is the same page).
import type { QueryClient } from '@tanstack/react-query';
import { siteFilters } from '@trophy-room/api-client';
import type { PageHead, SiteConfig } from '@trophy-room/site-theme';
import { declaredMatch } from '../routes/declared-match';

export interface PageHeadInput {
  matches: Parameters<typeof declaredMatch>[0];
  site: SiteConfig;
  client: QueryClient;
  /** The page's absolute URL. */
  url: URL;
  /** The page's status on the server: a page whose data could not be had (503) is not titled by that data. */
  status?: number;
}

export function pageHead({ matches, site, client, url, status = 200 }: PageHeadInput): PageHead {
  const match = declaredMatch(matches);
  // Without its data a route's head would name the page "… Not Found"; it is only unavailable for now.
  const own =
    status >= 500
      ? { title: 'Temporarily unavailable', description: undefined }
      : match?.route.head?.({
          params: match.params,
          search: url.searchParams,
          site,
          filters: siteFilters(site),
          get: client.getQueryData.bind(client),
        });
  return {
    title: own?.title ? `${own.title} | ${site.name}` : site.name,
    description: own?.description ?? site.description,
    canonical: `${url.origin}${url.pathname}`,
    siteName: site.name,
  };
}
