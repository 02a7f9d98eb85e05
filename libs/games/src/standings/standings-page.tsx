// /standings: the latest tables (refreshed every 5 minutes), any season's final table, or a season's table on a
// date computed from its games; filters, season, date, the expanded row and the page of tables live in the URL.
import { useQuery } from '@tanstack/react-query';
import { refetchIntervals, standingQueries } from '@trophy-room/api-client';
import { ALL, formatDay, paths, standingsParams, type ParamValues } from '@trophy-room/routes';
import { useSite } from '@trophy-room/site-theme';
import {
  EmptyState,
  ErrorPanel,
  LoadingSpinner,
  PageHeader,
  PageLinks,
  useUrlState,
} from '@trophy-room/ui-kit';
import { useMemo } from 'react';
import { Counters } from '../shared/counters';
import { reloadPage } from '../shared/reload-page';
import { sportOptions } from '../shared/sports';
import { useSiteFilters } from '../shared/use-site-filters';
import {
  filterStandings,
  groupOptions,
  groupStandings,
  leaguesLeftOut,
  leaguesWithGames,
  leaguesWithoutGames,
  standingCounts,
  standingSeasons,
  standingsPage,
} from './standing-rows';
import { seasonDays } from './season-days';
import { StandingsFilterBar, type StandingsFilterValue } from './standings-filter-bar';
import { StandingsNotes } from './standings-notes';
import { StandingsTable } from './standings-table';

type Params = ParamValues<typeof standingsParams>;

export default function StandingsPage() {
  const site = useSite();
  const filters = useSiteFilters();
  const [params, setParams] = useUrlState(standingsParams);
  const { season, date } = params;
  const years = useQuery(standingQueries.years(filters));
  const standings = useQuery({
    ...standingQueries.view(filters, season, date),
    // The latest tables are the current ones: refreshed in the background (spec §9).
    refetchInterval: season === 0 ? refetchIntervals.standings : false,
  });
  const leagues = useMemo(() => years.data ?? [], [years.data]);
  const withGames = useMemo(() => (season ? leaguesWithGames(leagues, season) : []), [leagues, season]);
  const onDate = season !== 0 && date !== '';
  // On a date: the leagues left out (no games that season); otherwise the leagues with no games at all.
  const withoutGames = onDate ? leaguesLeftOut(leagues, season) : leaguesWithoutGames(leagues);
  const all = useMemo(() => {
    const rows = standings.data ?? [];
    // A table on a date counts the leagues whose games cover the season (the others have no games to count).
    const counted = new Set(withGames.map((l) => l.league));
    return onDate && leagues.length ? rows.filter((r) => counted.has(r.league_slug)) : rows;
  }, [standings.data, onDate, leagues.length, withGames]);
  const inSport = all.filter((s) => params.sport === ALL || s.sport.slug === params.sport);
  const inConference = inSport.filter(
    (s) => params.conference === ALL || s.conference_slug === params.conference,
  );
  const visible = filterStandings(all, params);
  const counts = standingCounts(visible);
  const shown = standingsPage(groupStandings(visible), params.page);
  const held = standingSeasons(leagues);
  const seasons = season && !held.includes(season) ? [season, ...held] : held;

  const onChange = (patch: Partial<StandingsFilterValue>) =>
    setParams({ ...patch, open: '', page: 1 } as Partial<Params>);
  const onToggle = (id: string) => setParams({ open: params.open === id ? '' : id });

  return (
    <div className="page-width flex flex-col gap-6 py-8">
      <PageHeader
        title="Standings"
        subtitle={
          season === 0
            ? `The latest tables on ${site.name}: records, streaks and playoff places.`
            : `The ${season} season on ${site.name}: ${onDate ? `the table on ${formatDay(date)}` : 'final tables'}.`
        }
      />
      <StandingsFilterBar
        value={{ ...params }}
        onChange={onChange}
        options={{
          sport: sportOptions(site.sport),
          conference: groupOptions(inSport, 'conference'),
          division: groupOptions(inConference, 'division'),
          season: [
            { value: '0', label: 'Latest' },
            ...seasons.map((y) => ({ value: String(y), label: String(y) })),
          ],
        }}
        dates={withGames.length ? seasonDays(season) : null}
      />
      <StandingsNotes
        date={onDate ? date : ''}
        withGames={withGames}
        withoutGames={withoutGames}
        rows={standings.data ?? []}
      />
      {standings.isPending ? (
        <LoadingSpinner label="Loading standings..." />
      ) : standings.isError ? (
        <ErrorPanel title="Error Loading Standings" onRetry={reloadPage} />
      ) : (
        <>
          <Counters
            label="Standings counts"
            items={[
              ['Champions', counts.champions],
              ['Playoff Teams', counts.playoffs],
              ['Bubble', counts.bubble],
              ['Total', counts.total],
            ]}
          />
          {visible.length === 0 ? (
            <EmptyState title="No Standings Found" message="Try adjusting your search or filters." />
          ) : (
            <>
              {shown.groups.map((g) => (
                <StandingsTable key={g.key} group={g} open={params.open} onToggle={onToggle} />
              ))}
              <PageLinks
                page={shown.page}
                pages={shown.pages}
                href={(page) => paths.standings({ ...params, open: '', page })}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
