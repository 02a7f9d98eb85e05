// /standings: the latest tables (refreshed every 5 minutes), any season's final table, or a season's table on a
// date computed from its games; filters, season, date, the expanded row and the page of tables live in the URL.
import { useRouteQueries } from '@trophy-room/api-client';
import { paths, standingsParams, type ParamValues } from '@trophy-room/routes';
import { formatDay } from '@trophy-room/domain';
import { useSite } from '@trophy-room/site-theme';
import {
  EmptyState,
  LoadingSpinner,
  PageFrame,
  PageLinks,
  QueryState,
  useUrlState,
} from '@trophy-room/ui-kit';
import { useMemo } from 'react';
import { standingsRoute } from '../routes';
import { Counters } from '../shared/counters';
import { sportOptions } from '../shared/sports';
import { leaguesLeftOut, leaguesWithGames, leaguesWithoutGames, standingSeasons } from './standing-rows';
import { seasonDays } from './season-days';
import { StandingsFilterBar, type StandingsFilterValue } from './standings-filter-bar';
import { StandingsNotes } from './standings-notes';
import { StandingsTable } from './standings-table';

type Params = ParamValues<typeof standingsParams>;

export default function StandingsPage() {
  const site = useSite();
  const [params, setParams] = useUrlState(standingsParams);
  const { season, date } = params;
  // The URL's page of tables; while the next one loads, the last one stays on screen (keepPreviousData).
  const { years, tables: standings } = useRouteQueries(standingsRoute);
  const leagues = useMemo(() => years.data ?? [], [years.data]);
  const withGames = useMemo(() => (season ? leaguesWithGames(leagues, season) : []), [leagues, season]);
  const onDate = season !== 0 && date !== '';
  // On a date: the leagues left out (no games that season); otherwise the leagues with no games at all.
  const withoutGames = onDate ? leaguesLeftOut(leagues, season) : leaguesWithoutGames(leagues);
  const held = standingSeasons(leagues);
  const seasons = season && !held.includes(season) ? [season, ...held] : held;
  const tables = standings.data;

  const onChange = (patch: Partial<StandingsFilterValue>) =>
    setParams({ ...patch, open: '', page: 1 } as Partial<Params>);
  const onToggle = (id: string) => setParams({ open: params.open === id ? '' : id });

  return (
    <PageFrame
      title="Standings"
      intro={
        season === 0
          ? `The latest tables on ${site.name}: records, streaks and playoff places.`
          : `The ${season} season on ${site.name}: ${
              onDate
                ? `the table on ${formatDay(date)}`
                : tables?.inProgressAsOf
                  ? `the tables as of ${formatDay(tables.inProgressAsOf)}, counted from the games played so far`
                  : 'final tables'
            }.`
      }
    >
      <StandingsFilterBar
        value={{ ...params }}
        onChange={onChange}
        options={{
          sport: sportOptions(site.sport),
          conference: tables?.conferences ?? [],
          division: tables?.divisions ?? [],
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
        leagueRows={tables?.leagueRows ?? {}}
        coverageNotes={tables?.coverageNotes ?? []}
      />
      <QueryState
        query={standings}
        pending={<LoadingSpinner label="Loading standings..." />}
        error="Error Loading Standings"
        hideErrorMessage
      >
        {(tables) => (
          <>
            <Counters
              label="Standings counts"
              items={[
                ['Champions', tables.counts.champions],
                ['Playoff Teams', tables.counts.playoffs],
                ['Bubble', tables.counts.bubble],
                ['Total', tables.counts.total],
              ]}
            />
            {tables.counts.total === 0 ? (
              <EmptyState title="No Standings Found" message="Try adjusting your search or filters." />
            ) : (
              <>
                {tables.groups.map((g) => (
                  <StandingsTable
                    key={g.key}
                    group={g}
                    peers={tables.groups
                      .filter((p) => p.rows[0]?.league_slug === g.rows[0]?.league_slug)
                      .flatMap((p) => p.rows)}
                    open={params.open}
                    onToggle={onToggle}
                  />
                ))}
                <PageLinks
                  page={tables.page}
                  pages={tables.pages}
                  href={(page) => paths.standings({ ...params, open: '', page })}
                />
              </>
            )}
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
