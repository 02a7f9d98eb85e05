// /teams/{slug}/{year}, the season first: the team, its seasons and its titles (three queries), the season's header
// (record, finish, playoffs, coaches, venue), its tabs, each with its own queries (team-season-tabs), and last the
// franchise's other seasons.
import { useQuery } from '@tanstack/react-query';
import { teamQueries, useSiteFilters } from '@trophy-room/api-client';
import type { Team } from '@trophy-room/contract';
import { readParams, teamSeasonParams } from '@trophy-room/routes';
import { useSeason } from '@trophy-room/season-context';
import { useParams, useSearchParams } from 'react-router-dom';
import { shortSeasonLabel } from '../shared/team-format';
import { belongsToSite, hasSeason, parseYear } from '../shared/team-scope';
import { TeamPageFrame, TeamQueryState, TeamSeasonGrid } from '../team-detail/team-page-frame';
import { SeasonHeader } from './season-header';
import { TeamSeasonTabs } from './team-season-tabs';

export default function TeamSeasonPage() {
  const { slug = '', year: rawYear } = useParams();
  const filters = useSiteFilters();
  const { current } = useSeason();
  const team = useQuery(teamQueries.detail(filters, slug));
  const seasons = useQuery(teamQueries.seasons(slug));
  const titles = useQuery(teamQueries.championships(slug));
  const year = parseYear(rawYear);
  // The header's points (hockey) and park (baseball): the stats query the Stats tab shares, rendered on the server.
  const stats = useQuery({ ...teamQueries.stats(slug, year ?? 0), enabled: year !== null });
  return (
    <TeamPageFrame>
      <TeamQueryState
        team={team}
        seasons={seasons}
        titles={titles}
        missing={(d) =>
          year === null ||
          !belongsToSite(d.team, filters) ||
          !hasSeason(d.team, d.seasons, d.titles, year, current ?? year)
        }
      >
        {({ team: t, seasons: s, titles: c }) => {
          if (year === null) return null; // not reached: `missing` shows Team Not Found for a year that is none
          const season = s.find((x) => x.start_year === year);
          return (
            <>
              <SeasonHeader team={t} year={year} season={season} stats={stats.data} seasons={s} titles={c} />
              <NearestSeasonNote team={t} year={year} />
              <TeamSeasonTabs team={t} year={year} season={season} titles={c} latestYear={s[0]?.start_year} />
              <TeamSeasonGrid team={t} seasons={s} titles={c} year={year} />
            </>
          );
        }}
      </TeamQueryState>
    </TeamPageFrame>
  );
}

/** After the season picker asked for a season the team does not have: which one opened instead. */
function NearestSeasonNote({ team, year }: { team: Team; year: number }) {
  const { asked } = readParams(teamSeasonParams, useSearchParams()[0]);
  if (!asked || asked === year) return null;
  return (
    <p
      role="note"
      className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      The {team.name} have no {shortSeasonLabel(asked, team.sport.slug)} season in our data: this is{' '}
      {shortSeasonLabel(year, team.sport.slug)}, the nearest they have.
    </p>
  );
}
