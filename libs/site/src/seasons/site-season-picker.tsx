// The shell's season picker, as the season model says (README, "Seasons"): on a route that declares what a season
// means there, it shows the season the page is about (else the site's current one) and a choice opens that
// season's page or the list filtered to it; on any other route it is not shown.
import { useQueryClient } from '@tanstack/react-query';
import { siteFilters, type RouteContext } from '@trophy-room/api-client';
import { useSeason } from '@trophy-room/season-context';
import { useSite } from '@trophy-room/site-theme';
import { SeasonPicker } from '@trophy-room/ui-kit';
import { useCallback, useSyncExternalStore } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { declaredMatch } from '../routes/declared-match';

/** The picker for the current route, or null where it is not shown. */
export function useSiteSeasonPicker() {
  const site = useSite();
  const { current, years } = useSeason();
  const match = declaredMatch(useMatches());
  const { search } = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const choice = match?.route.season;
  const ctx: RouteContext & { get: typeof client.getQueryData } = {
    params: match?.params ?? {},
    search: new URLSearchParams(search),
    site,
    filters: siteFilters(site),
    get: client.getQueryData.bind(client),
  };
  // The season a page is about is read from its data, which may arrive after the page opens (a link followed in the
  // browser): the picker follows the query cache.
  const shownNow = () => choice?.shown(ctx) ?? null;
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  const shown = useSyncExternalStore(subscribe, shownNow, shownNow);
  if (!choice || current === null) return null;
  return (
    <SeasonPicker
      value={shown ?? current}
      years={years}
      sport={site.sport}
      onChange={(season) => navigate(choice.href(season, ctx))}
    />
  );
}
