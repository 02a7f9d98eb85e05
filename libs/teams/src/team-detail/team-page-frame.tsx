// The frame of /teams/{slug} (the franchise summary) and /teams/{slug}/{year} (one season with its four tabs): the
// team's queries, Not Found, breadcrumb, header and season grid. Each route's page module passes its own part, so a
// franchise page does not download the season tabs, nor a season page the franchise summary.
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { teamQueries, useSiteFilters } from '@trophy-room/api-client';
import type { Team, TeamChampionship, TeamSeason } from '@trophy-room/contract';
import { paths, readParams, teamSeasonParams } from '@trophy-room/routes';
import { useSeason } from '@trophy-room/season-context';
import { Breadcrumb, LoadingSpinner, NotFound, QueryState } from '@trophy-room/ui-kit';
import { useParams, useSearchParams } from 'react-router-dom';
import { shortSeasonLabel, teamSeasonLabel } from '../shared/team-format';
import { belongsToSite, hasSeason, parseYear, seasonYears } from '../shared/team-scope';
import type { TeamSeasonTabsProps } from '../team-season/team-season-tabs';
import { AvailableSeasons } from './available-seasons';
import { TeamHeader } from './team-header';
import type { TeamSummaryProps } from './team-summary';

/** What a team page shows below its header: the franchise summary, or one season's tabs. */
export interface TeamPageParts {
  Summary?: ComponentType<TeamSummaryProps>;
  SeasonTabs?: ComponentType<TeamSeasonTabsProps>;
}

export function TeamPageFrame({ Summary, SeasonTabs }: TeamPageParts) {
  const { slug = '', year: rawYear } = useParams();
  const filters = useSiteFilters();
  const { current } = useSeason();
  const team = useQuery(teamQueries.detail(filters, slug));
  const seasons = useQuery(teamQueries.seasons(slug));
  const titles = useQuery(teamQueries.championships(slug));
  const year = parseYear(rawYear);

  const [t, s, c] = [team.data, seasons.data, titles.data];
  return (
    <div className="page-width flex flex-col gap-6 py-8">
      <QueryState
        query={{
          data: t && s && c ? { t, s, c } : undefined,
          error: team.error ?? seasons.error ?? titles.error,
        }}
        pending={<LoadingSpinner variant="trophy" label="Loading team..." page />}
        notFound={<TeamNotFound />}
        error={(e) => <TeamNotFound message={e.message} />}
        missing={(d) =>
          !belongsToSite(d.t, filters) ||
          (rawYear !== undefined && (year === null || !hasSeason(d.t, d.s, d.c, year, current ?? year)))
        }
      >
        {(d) => (
          <TeamView
            team={d.t}
            seasons={d.s}
            titles={d.c}
            year={year}
            Summary={Summary}
            SeasonTabs={SeasonTabs}
          />
        )}
      </QueryState>
    </div>
  );
}

/** A team (or season) the site does not hold; a load error shows here with its own message. */
function TeamNotFound({ message }: { message?: string }) {
  return (
    <NotFound
      title="Team Not Found"
      message={message || 'The team you are looking for does not exist.'}
      back={{ to: paths.teams(), label: 'Back to Teams' }}
    />
  );
}

interface TeamViewProps extends TeamPageParts {
  team: Team;
  seasons: TeamSeason[];
  titles: TeamChampionship[];
  year: number | null;
}

function TeamView({ team: t, seasons, titles, year, Summary, SeasonTabs }: TeamViewProps) {
  const season = year === null ? undefined : seasons.find((s) => s.start_year === year);
  const grid = (
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
      {year !== null && <NearestSeasonNote team={t} year={year} />}
      {year === null ? (
        <>
          {Summary && <Summary team={t} seasons={seasons} titles={titles} />}
          {grid}
        </>
      ) : (
        <>
          {grid}
          {SeasonTabs && (
            <SeasonTabs
              team={t}
              year={year}
              season={season}
              titles={titles}
              latestYear={seasons[0]?.start_year}
            />
          )}
        </>
      )}
    </>
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
