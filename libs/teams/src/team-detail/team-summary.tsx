// /teams/{slug}: the franchise at a glance — overview, lineage, titles, summary, quick facts, venue, every season.
import type { Team, TeamChampionship, TeamSeason } from '@trophy-room/contract';
import { InfoList } from '@trophy-room/ui-kit';
import { yearSpan } from '../shared/team-format';
import { givenFacts } from '../shared/given-facts';
import { placeOf } from '../shared/venue';
import { ChampionshipHistory } from './championship-history';
import { FranchiseLineage } from './franchise-lineage';
import { HeadToHeadPicker } from './head-to-head-picker';
import { SeasonTable } from './season-table';
import { WinChart } from './win-chart';
import { paths } from '@trophy-room/routes';
import { coverageText, formatNumber, formatRecord } from '@trophy-room/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { seasonLabel } from '@trophy-room/season-context';

export interface TeamSummaryProps {
  team: Team;
  seasons: TeamSeason[];
  titles: TeamChampionship[];
}

/** "1949-50 to 2025-26": the first and last of the seasons. */
const spanOf = (seasons: TeamSeason[], sport: string) => {
  const years = seasons.map((s) => s.start_year);
  const [first, last] = [Math.min(...years), Math.max(...years)].map((y) => seasonLabel(y, sport));
  return first === last ? first : `${first} to ${last}`;
};

/**
 * What the all-time record covers: its seasons when whole ("1949-50 to 2025-26"); when the team's history reaches
 * beyond them (the API's coverage, by the one rule), what it covers only ("1961–2023 only").
 */
const recordSpan = (t: Team, seasons: TeamSeason[]) =>
  coverageText(t.record_coverage, t.sport.slug, {
    first_year: t.founded_year,
    last_year: t.is_active ? null : t.last_year,
  }) ?? spanOf(seasons, t.sport.slug);

/** A count with the seasons it covers beside it when the team's span reaches beyond them: "37 (1947-48–2018-19 only)". */
const withCoverage = (n: number, c: Team['playoff_coverage'], t: Team) => {
  const note = coverageText(c, t.sport.slug, {
    first_year: t.founded_year,
    last_year: t.is_active ? null : t.last_year,
  });
  return note ? `${n} (${note})` : n;
};

const sum = (seasons: TeamSeason[], pick: (s: TeamSeason) => number | null) =>
  seasons.reduce((n, s) => n + (pick(s) ?? 0), 0);

export function TeamSummary({ team: t, seasons, titles }: TeamSummaryProps) {
  const withRecord = seasons.filter((s) => s.wins !== null && s.losses !== null);
  const wins = sum(withRecord, (s) => s.wins);
  const losses = sum(withRecord, (s) => s.losses);
  const ties = sum(withRecord, (s) => s.ties);
  // Leagues whose playoff results are not in our sources show N/A rather than zero; where the sources name every
  // postseason team for some seasons only, the appearances of those seasons, said so.
  const field = t.playoff_coverage;
  const inField = (y: number) =>
    !field.partial || (field.first_year !== null && y >= field.first_year && y <= (field.last_year ?? y));
  const playoffs = seasons.filter((s) => s.playoff_result && inField(s.start_year)).length;
  const finals = seasons.filter((s) => s.playoff_result).length;
  const v = t.home_venue;
  // What no source gives is said once: no venue at all, or the facts of it the sources lack.
  const venue = v
    ? givenFacts([
        ['Name', v.name, 'name'],
        ['Location', placeOf(v) || null, 'location'],
        ['Capacity', v.capacity == null ? null : formatNumber(v.capacity), 'capacity'],
        ['Opened', v.opened_year, 'opening year'],
      ])
    : { items: [], missing: 'The sources do not give its home venue.' };
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-2">
        <InfoList
          title="Team Overview"
          items={[
            ['Location', placeOf(t)],
            ['Conference', t.conference?.name],
            ['Division', t.division?.name],
            ['Years', yearSpan(t.founded_year, t.last_year) || null],
            ['Status', t.is_active ? 'Active' : `Defunct (last season ${t.last_year ?? 'unknown'})`],
          ]}
        />
        <ChampionshipHistory slug={t.slug} titles={titles} />
        <InfoList
          title="Franchise Summary"
          items={[
            ['Seasons in our sources', withRecord.length || null],
            // Whole or labelled partial: the record is the sum of the seasons in our sources, which it names, and
            // says "only" when the team's history reaches beyond them.
            [
              'All-time record',
              withRecord.length ? `${formatRecord(wins, losses, ties)} (${recordSpan(t, withRecord)})` : null,
            ],
            // Whole or labelled: the seasons whose sources name every postseason team; none (college baseball:
            // the champions list's finalists only) counts the title round.
            field.first_year === null
              ? ['Finals appearances', finals || null]
              : ['Playoff appearances', playoffs ? withCoverage(playoffs, field, t) : null],
            ['Names borne', t.lineage.length || 1],
            // Player stat lines exist for the professional leagues only (college sources have none).
            ...(t.level.slug === 'professional'
              ? ([
                  [
                    'Leaders',
                    <Link
                      key="leaders"
                      to={paths.leaders(undefined, { league: t.league.slug, team: t.slug })}
                      className="text-primary-800 underline"
                    >
                      Franchise leaders
                    </Link>,
                  ],
                ] satisfies [string, ReactNode][])
              : []),
          ]}
        />
        <InfoList
          title="Quick Facts"
          items={[
            ['Abbreviation', t.abbreviation],
            ['League', t.league.name],
            ['Level', t.level.name],
            ['Sport', t.sport.name],
          ]}
        />
        <InfoList title="Home Venue" items={venue.items}>
          {venue.missing && <p className="text-sm text-slate-600">{venue.missing}</p>}
        </InfoList>
      </div>
      <HeadToHeadPicker slug={t.slug} name={t.name} />
      <FranchiseLineage lineage={t.lineage} />
      <WinChart sportSlug={t.sport.slug} seasons={seasons} />
      <SeasonTable slug={t.slug} sportSlug={t.sport.slug} seasons={seasons} />
    </div>
  );
}
