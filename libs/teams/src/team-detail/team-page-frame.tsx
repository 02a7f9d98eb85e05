// What /teams/{slug} (the franchise summary) and /teams/{slug}/{year} (one season with its four tabs) share: the page
// width, the state while the team's queries answer, the breadcrumb with the team's header, and the season grid. Each
// page module runs its own queries and passes their data here.
import type { Team, TeamChampionship, TeamSeason } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { Breadcrumb, LoadingSpinner, NotFound, QueryState } from '@trophy-room/ui-kit';
import type { ReactNode } from 'react';
import { teamSeasonLabel } from '../shared/team-format';
import { seasonYears } from '../shared/team-scope';
import { AvailableSeasons } from './available-seasons';
import { TeamHeader } from './team-header';

export function TeamPageFrame({ children }: { children: ReactNode }) {
  return <div className="page-width flex flex-col gap-6 py-8">{children}</div>;
}

/** The team's three answers (team, seasons, titles), once all have come. */
export interface TeamData {
  team: Team;
  seasons: TeamSeason[];
  titles: TeamChampionship[];
}

/**
 * The page's state while the team's queries answer: loading; Team Not Found for a 404, for what `missing` rejects (a
 * team the site does not hold, a season it lacks) or with a failure's message; else the page.
 */
export function TeamQueryState({
  team,
  seasons,
  titles,
  missing,
  children,
}: {
  team: Answer<Team>;
  seasons: Answer<TeamSeason[]>;
  titles: Answer<TeamChampionship[]>;
  missing: (d: TeamData) => boolean;
  children: (d: TeamData) => ReactNode;
}) {
  const [t, s, c] = [team.data, seasons.data, titles.data];
  return (
    <QueryState
      query={{
        data: t && s && c ? { team: t, seasons: s, titles: c } : undefined,
        error: team.error ?? seasons.error ?? titles.error,
      }}
      pending={<LoadingSpinner variant="trophy" label="Loading team..." page />}
      notFound={<TeamNotFound />}
      error={(e) => <TeamNotFound message={e.message} />}
      missing={missing}
    >
      {children}
    </QueryState>
  );
}

/** What a query gives the page: its data once answered, or its error. */
interface Answer<T> {
  data: T | undefined;
  error: Error | null;
}

/** A team (or season) the site does not hold; the server answers it with a 404. A load error shows its message. */
export function TeamNotFound({ message }: { message?: string }) {
  return (
    <NotFound
      title="Team Not Found"
      message={message || 'The team you are looking for does not exist.'}
      back={{ to: paths.teams(), label: 'Back to Teams' }}
    />
  );
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
