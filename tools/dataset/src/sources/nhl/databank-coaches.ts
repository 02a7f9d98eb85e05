// Hockey Databank coaches (Coaches.csv): the coaches rows and one coach_stints row per team-season stint.
import type { BuildContext } from '../../model';
import { int } from '../../shared/parse';
import { seasonKey } from '../../shared/season';
import { DB, dbFile } from './common';
import type { DatabankPeople } from './databank-people';
import type { Franchises } from './franchises';
import { joinHeadCoaches } from '@trophy-room/domain';

export interface Coaches {
  /** The team's head coaches of the season, in stint order ('A / B'). */
  coachName(year: number, team: string): string | null;
  /** The team's last head coach of the season (in charge at season end). */
  lastCoach(year: number, team: string): string | null;
}

export function addCoaches(
  ctx: BuildContext,
  fr: Franchises,
  { people, personOfCoach }: DatabankPeople,
): Coaches {
  const coachesCsv = ctx.readCsv(dbFile('Coaches.csv'));
  // Coaches and their team-season stints.
  const coachNames = new Map<string, string[]>(); // `${year}:${team}` → names in stint order
  const stints = coachesCsv
    .map((r, i) => ({ r, line: i + 2 }))
    .filter((x) => x.r.lgID === 'NHL')
    .sort(
      (a, b) =>
        Number(a.r.year) - Number(b.r.year) ||
        a.r.tmID.localeCompare(b.r.tmID) ||
        Number(a.r.stint) - Number(b.r.stint),
    );
  for (const { r, line } of stints) {
    const year = Number(r.year);
    const person = personOfCoach.get(r.coachID);
    const team = fr.databankTeam(year, r.tmID);
    if (!person || !team) {
      ctx.report({
        source: DB,
        file: dbFile('Coaches.csv'),
        line,
        problem: `coach ${r.coachID} (${year} ${r.tmID}) has no Master row or team; stint skipped`,
      });
      continue;
    }
    const coach = `nhl:${r.coachID}`;
    if (!ctx.has('coaches', coach))
      ctx.add('coaches', { key: coach, slug: people.get(person)!.slug, person, league: 'nhl', source: DB });
    ctx.add('coach_stints', {
      key: `nhl:cs:${r.coachID}:${year}:${r.tmID}:${r.stint}`,
      coach,
      team,
      season: seasonKey('nhl', year),
      start_year: year,
      end_year: year,
      title: r.notes ? `Head Coach (${r.notes})` : 'Head Coach',
      is_head_coach: true,
      games: int(r.g),
      wins: int(r.w),
      losses: int(r.l),
      ties: int(r.t),
      ot_losses: int(r.otl),
      playoff_wins: int(r.postw),
      playoff_losses: int(r.postl),
      source: DB,
    });
    const k = `${year}:${team}`;
    const l = coachNames.get(k) ?? [];
    if (!l.includes(people.get(person)!.name)) l.push(people.get(person)!.name);
    coachNames.set(k, l);
  }

  return {
    coachName: (year, team) => {
      const names = coachNames.get(`${year}:${team}`);
      return names ? joinHeadCoaches(names) : null;
    },
    lastCoach: (year, team) => coachNames.get(`${year}:${team}`)?.at(-1) ?? null,
  };
}
