// What /teams/{slug} (the franchise summary) and /teams/{slug}/{year} (one season with its four tabs) share: the page
// width, the state while the team's queries answer, the breadcrumb with the team's header, and the season grid. Each
// page module runs its own queries and passes their data here.
import type { Team, TeamChampionship, TeamSeason } from '@trophy-room/contract';
import { ApiError } from '@trophy-room/api-client';
import { paths } from '@trophy-room/routes';
import { Breadcrumb, LoadingSpinner } from '@trophy-room/ui-kit';
import type { ReactNode } from 'react';
import { teamSeasonLabel } from '../shared/team-format';
import { seasonYears } from '../shared/team-scope';
import { AvailableSeasons } from './available-seasons';
import { TeamHeader } from './team-header';
import { TeamNotFound } from './team-not-found';

export function TeamPageFrame({ children }: { children: ReactNode }) {
  return <div className="page-width flex flex-col gap-6 py-8">{children}</div>;
}

/** Until the team's queries have all answered: Team Not Found (a 404, or the failure's message), else loading. */
export function TeamPageWaiting({ error }: { error: Error | null }) {
  if (error)
    return (
      <TeamNotFound message={error instanceof ApiError && error.status === 404 ? undefined : error.message} />
    );
  return <LoadingSpinner variant="trophy" label="Loading team..." page />;
}

/** The breadcrumb (All Teams › team › season) and the team's header, of the franchise or of one season. */
export function TeamHeading({
  team: t,
  year,
  season,
}: {
  team: Team;
  year: number | null;
  season?: TeamSeason;
}) {
  return (
    <>
      <Breadcrumb
        items={[
          { label: 'All Teams', to: paths.teams() },
          year === null ? { label: t.name } : { label: t.name, to: paths.team(t.slug) },
          ...(year === null ? [] : [{ label: teamSeasonLabel(year, t.sport.slug) }]),
        ]}
      />
      <TeamHeader team={t} year={year} season={season} />
    </>
  );
}

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
