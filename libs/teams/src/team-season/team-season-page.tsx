// /teams/{slug}/{year}, the season first: the team, its seasons, its titles and the season's stats (the route's
// queries), the season's header (record, finish, playoffs, coaches, venue), its tabs, each with its own queries
// (team-season-tabs), and last the franchise's other seasons.
import { useRouteData } from '@trophy-room/api-client';
import type { Team } from '@trophy-room/contract';
import { readParams, teamSeasonParams } from '@trophy-room/routes';
import { useParams, useSearchParams } from 'react-router-dom';
import { teamSeasonRoute } from '../routes';
import { shortSeasonLabel } from '../shared/team-format';
import { parseYear } from '../shared/team-scope';
import { TeamDetailFrame, TeamSeasonGrid } from '../team-detail/team-page-frame';
import { SeasonHeader } from './season-header';
import { TeamSeasonTabs } from './team-season-tabs';

export default function TeamSeasonPage() {
  const year = parseYear(useParams().year);
  return (
    <TeamDetailFrame state={useRouteData(teamSeasonRoute)} year={year}>
      {({ team: t, seasons: s, titles: c, stats }) => {
        if (year === null) return null; // not reached: the route's rule shows Team Not Found for a year that is none
        const season = s.find((x) => x.start_year === year);
        return (
          <>
            <SeasonHeader team={t} year={year} season={season} stats={stats} seasons={s} titles={c} />
            <NearestSeasonNote team={t} year={year} />
            <TeamSeasonTabs team={t} year={year} season={season} titles={c} latestYear={s[0]?.start_year} />
            <TeamSeasonGrid team={t} seasons={s} titles={c} year={year} />
          </>
        );
      }}
    </TeamDetailFrame>
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
