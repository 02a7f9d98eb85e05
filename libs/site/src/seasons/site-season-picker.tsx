// The shell's season picker, as the season model says (README, "Seasons"): on a route that declares what a season
// means there, it shows the season the page is about (else the site's current one) and a choice opens that
// season's page or the list filtered to it; on any other route it is not shown.
import { useQueryClient } from '@tanstack/react-query';
import { siteFilters, type RouteContext } from '@trophy-room/api-client';
import { useSeason } from '@trophy-room/season-context';
import { useSite } from '@trophy-room/site-theme';
import { SeasonPicker } from '@trophy-room/ui-kit';
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
  if (!choice || current === null) return null;
  const ctx: RouteContext & { get: typeof client.getQueryData } = {
    params: match.params,
    search: new URLSearchParams(search),
    site,
    filters: siteFilters(site),
    get: client.getQueryData.bind(client),
  };
  return (
    <SeasonPicker
      value={choice.shown(ctx) ?? current}
      years={years}
      sport={site.sport}
      onChange={(season) => navigate(choice.href(season, ctx))}
    />
  );
}
