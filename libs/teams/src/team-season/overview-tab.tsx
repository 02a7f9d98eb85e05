// A season's overview, the season first: its totals against opponents with margin and SRS (`totals`), the team as
// it was that season (name, city, groups, venue); then, below, the franchise: its titles and quick facts.
import type { Team, TeamChampionship, TeamSeason, TeamStats } from '@trophy-room/contract';
import type { ReactNode } from 'react';
import { ChampionshipHistory } from '../team-detail/championship-history';
import { InfoList } from '@trophy-room/ui-kit';
import { borneIdentity } from '../shared/team-format';
import { placeOf, seasonVenue } from '../shared/venue';
import { formatNumber } from '@trophy-room/domain';

export interface OverviewTabProps {
  team: Team;
  year: number;
  season?: TeamSeason;
  titles: TeamChampionship[];
  stats?: TeamStats;
  latestYear?: number;
  /** The season's totals against opponents, margin and SRS (SeasonTotals, once loaded). */
  totals?: ReactNode;
}

export const NOT_IN_SOURCES = 'not in our sources for this season';

export function OverviewTab({ team: t, year, season, titles, stats, latestYear, totals }: OverviewTabProps) {
  const borne = borneIdentity(t, year);
  const venue = seasonVenue(t, year, stats, season, latestYear);
  const last = titles.filter((c) => !c.vacated_note).sort((a, b) => b.year - a.year)[0];
  return (
    <div className="flex flex-col gap-6">
      {totals}
      <div className="grid gap-4 md:grid-cols-2">
        <InfoList
          title="Team Information"
          items={[
            ['Name that season', season?.team_name ?? borne.name],
            ['Location', placeOf({ city: borne.city, state: borne.city === t.city ? t.state : null })],
            ['Home Stadium', venue?.name ?? NOT_IN_SOURCES],
            // The groups of that season (a franchise changes conference and division over the years).
            ['Conference', season ? (season.conference_name ?? 'N/A') : NOT_IN_SOURCES],
            ['Division', season ? (season.division_name ?? 'N/A') : NOT_IN_SOURCES],
            ['Team History', t.founded_year ? `Since ${t.founded_year}` : null],
            ['Last Championship', last ? `${last.title_year} ${last.championship_name}` : 'No titles'],
          ]}
        />
        <InfoList
          title="Home Venue"
          items={
            venue
              ? [
                  ['Name', venue.name],
                  ['Location', placeOf(venue)],
                  ['Capacity', venue.capacity == null ? undefined : formatNumber(venue.capacity)],
                  ['Opened', venue.opened_year],
                ]
              : [['Name', NOT_IN_SOURCES]]
          }
        />
      </div>
      <section aria-labelledby="the-franchise" className="flex flex-col gap-3">
        <h2 id="the-franchise" className="text-lg font-semibold text-slate-900">
          The Franchise
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <ChampionshipHistory slug={t.slug} titles={titles} limit={5} />
          <InfoList
            title="Quick Facts"
            items={[
              ['Abbreviation', borne.abbreviation],
              ['Level', t.level.name],
              ['Sport', t.sport.name],
            ]}
          />
        </div>
      </section>
    </div>
  );
}
