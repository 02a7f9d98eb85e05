// A team season's header, the season first: its label and the name borne then, its record (hockey with points),
// finish, playoff result, head coach(es) and venue; then the way to the previous and next seasons and the franchise.
import type { Team, TeamChampionship, TeamSeason, TeamStats } from '@trophy-room/contract';
import { formatRate, formatRecord, headCoachesOf, MISSING } from '@trophy-room/domain';
import { paths } from '@trophy-room/routes';
import { Badge } from '@trophy-room/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { givenFacts } from '../shared/given-facts';
import { LatestNote } from '../shared/latest-note';
import { borneIdentity, finishText, shortSeasonLabel } from '../shared/team-format';
import { seasonYears } from '../shared/team-scope';
import { seasonVenue } from '../shared/venue';

export interface SeasonHeaderProps {
  team: Team;
  year: number;
  season?: TeamSeason;
  stats?: TeamStats;
  seasons: TeamSeason[];
  titles: TeamChampionship[];
}

/** "11-6 (.647)"; hockey "39-33-10, 88 pts". */
function recordOf(s: TeamSeason | undefined, stats: TeamStats | undefined, sport: string): string {
  if (!s || s.wins === null) return MISSING;
  const record = formatRecord(s.wins, s.losses, s.ties, s.ot_losses);
  const points = stats?.season?.points;
  if (sport === 'hockey' && points != null) return `${record}, ${points} pts`;
  return s.win_percentage === null ? record : `${record} (${formatRate(s.win_percentage)})`;
}

export function SeasonHeader({ team: t, year, season, stats, seasons, titles }: SeasonHeaderProps) {
  const name = season?.team_name ?? borneIdentity(t, year).name;
  const label = shortSeasonLabel(year, t.sport.slug);
  const coach = season?.head_coach_name ?? stats?.season?.head_coach_name ?? null;
  const groups = [season?.conference_name, season?.division_name].filter((g): g is string => Boolean(g));
  // Head coach and venue are said once when no source gives them, not as a dash in a box.
  const maybe = givenFacts([
    [headCoachesOf(coach).length > 1 ? 'Head coaches' : 'Head coach', coach, 'head coach'],
    ['Venue', seasonVenue(t, year, stats, season, seasons[0]?.start_year)?.name, 'venue'],
  ]);
  const facts: [string, ReactNode][] = [
    ['Record', recordOf(season, stats, t.sport.slug)],
    ['Finish', season?.rank ? finishText(season.rank, season.group_name) : MISSING],
    ['Playoffs', season?.playoff_result ?? (season?.championship_won ? 'Champion' : MISSING)],
    ...maybe.items,
  ];
  return (
    <header className="flex flex-col gap-4">
      <div className="min-w-0">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
          {label} season · {t.league.name}
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{name}</h1>
        {groups.length > 0 && (
          <div className="mt-2 flex flex-wrap gap-2">
            {groups.map((g) => (
              <Badge key={g} lines="many">
                {g}
              </Badge>
            ))}
          </div>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {facts.map(([term, value]) => (
          <div key={term} className="min-w-0 rounded-xl border border-slate-200 bg-white p-3">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
            <dd className="mt-1 font-semibold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {maybe.missing && <p className="text-sm text-slate-600">{maybe.missing}</p>}
      {season && <LatestNote what="Record" year={year} note={season.latest_note} sport={t.sport.slug} />}
      <SeasonNav team={t} year={year} years={seasonYears(seasons, titles)} />
    </header>
  );
}

/** The previous and next seasons, and the franchise's page (its titles and every season). */
function SeasonNav({ team: t, year, years }: { team: Team; year: number; years: number[] }) {
  const older = years.find((y) => y < year);
  const newer = [...years].reverse().find((y) => y > year);
  const link = 'text-primary-800 hover:underline';
  return (
    <nav aria-label="Other seasons" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      {older !== undefined && (
        <Link to={paths.team(t.slug, older)} className={link} rel="prev">
          ← {shortSeasonLabel(older, t.sport.slug)}
        </Link>
      )}
      {newer !== undefined && (
        <Link to={paths.team(t.slug, newer)} className={link} rel="next">
          {shortSeasonLabel(newer, t.sport.slug)} →
        </Link>
      )}
      <Link to={paths.team(t.slug)} className={link}>
        The franchise: {t.name}, {t.championships_won === 1 ? '1 title' : `${t.championships_won} titles`},
        every season
      </Link>
    </nav>
  );
}
