// What /teams/{slug} (the franchise summary) and /teams/{slug}/{year} (one season with its four tabs) share: the
// detail frame (its states and the trail) over the route's data, and the season grid.
import type { Team, TeamChampionship, TeamSeason } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { DetailFrame, LoadingSpinner, NotFound, type DetailState } from '@trophy-room/ui-kit';
import type { ReactNode } from 'react';
import { teamSeasonLabel } from '../shared/team-format';
import { seasonYears } from '../shared/team-scope';
import { AvailableSeasons } from './available-seasons';

/** The team's three answers (team, seasons, titles), once all have come. */
export interface TeamData {
  team: Team;
  seasons: TeamSeason[];
  titles: TeamChampionship[];
}

/**
 * A team page in its states: loading; Team Not Found for what the route's rule rejects (a team the site does not
 * hold, a season it lacks), or with a failure's message; else the page under its trail (All Teams › team › season).
 */
export function TeamDetailFrame<T extends TeamData>({
  state,
  year,
  children,
}: {
  state: DetailState<T>;
  year: number | null;
  children: (d: T) => ReactNode;
}) {
  return (
    <DetailFrame
      state={state}
      breadcrumb={(d) => (d ? { items: teamTrail(d.team, year) } : null)}
      loading={<LoadingSpinner variant="trophy" label="Loading team..." page />}
      error={(e) => <TeamNotFound message={e.message} />}
      notFound={teamNotFound}
    >
      {children}
    </DetailFrame>
  );
}

const teamNotFound = {
  title: 'Team Not Found',
  message: 'The team you are looking for does not exist.',
  back: { to: paths.teams(), label: 'Back to Teams' },
};

/** A team (or season) the site does not hold; the server answers it with a 404. A load error shows its message. */
export function TeamNotFound({ message }: { message?: string }) {
  return <NotFound {...teamNotFound} message={message || teamNotFound.message} />;
}

/** The trail of a team's pages: All Teams › team (› season). */
const teamTrail = (t: Team, year: number | null) => [
  { label: 'All Teams', to: paths.teams() },
  year === null ? { label: t.name } : { label: t.name, to: paths.team(t.slug) },
  ...(year === null ? [] : [{ label: teamSeasonLabel(year, t.sport.slug) }]),
];

/** Every season the team has a page for, the open one marked. */
export function TeamSeasonGrid(props: {
  team: Team;
  seasons: TeamSeason[];
  titles: TeamChampionship[];
  year: number | null;
}) {
  const { team: t, seasons, titles, year } = props;
  return (
    <AvailableSeasons
      slug={t.slug}
      sportSlug={t.sport.slug}
      years={seasonYears(seasons, titles)}
      seasons={seasons}
      titleYears={new Set(titles.map((c) => c.year))}
      selected={year}
      title={year === null ? 'Explore Seasons' : 'Available Seasons'}
    />
  );
}
