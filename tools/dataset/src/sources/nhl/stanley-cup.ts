// The Stanley Cup: the championships row and the one builder of its results (one per Final, from the databank's
// Finals and the later ones), with the Conn Smythe winner and the champion's regular-season record.
import { addResult } from '../../history/results';
import type { BuildContext } from '../../model';
import { DB } from './common';
import type { Franchises } from './franchises';

export interface FinalResult {
  year: number;
  winner: string | null;
  runnerUp: string | null;
  winnerName: string | null;
  runnerUpName: string | null;
  series: string | null;
  overtime: string | null;
  gameDate: string | null;
  venueName: string | null;
  city: string | null;
  state: string | null;
  coach: string | null;
  notes: string | null;
  /** Set on a Cup won before the NHL existed (pre-nhl-cups.ts). */
  eraNote?: string;
  source: string;
}

/** A Final whose deciding game no source places: no overtime, date, arena, city or coach. */
export const NO_GAME = {
  overtime: null,
  gameDate: null,
  venueName: null,
  city: null,
  state: null,
  coach: null,
} satisfies Partial<FinalResult>;

export function addStanleyCup(
  ctx: BuildContext,
  fr: Franchises,
  finals: FinalResult[],
  recordOf: (year: number, team: string) => string | null,
  connSmythe: Map<number, { name: string; person: string | null }>,
) {
  ctx.add('championships', {
    key: 'nhl:stanley-cup',
    slug: 'stanley-cup',
    league: 'nhl',
    name: 'Stanley Cup Final',
    official_name: 'Stanley Cup Final',
    description:
      'The Stanley Cup, first awarded in 1893: a challenge trophy for the champion club of Canada until 1914, the NHA-PCHA final 1915-1917, and the NHL championship series since 1918 (against the PCHA/WCHL champion until 1926).',
    trophy_name: 'Stanley Cup',
    first_year: 1917,
    last_year: null, // still contested
    format:
      'Best-of-seven series since 1939; earlier Finals were best-of-five, best-of-three or two-game total-goals series',
    source: DB,
  });
  for (const f of finals) {
    const m = connSmythe.get(f.year);
    addResult(ctx, {
      championship: 'nhl:stanley-cup',
      year: f.year,
      edition: null,
      winner_team: f.winner,
      runner_up_team: f.runnerUp,
      winner_name: f.winnerName,
      runner_up_name: f.runnerUpName,
      series_result: f.series,
      overtime: f.overtime,
      game_date: f.gameDate,
      venue: f.venueName ? (fr.venueByName.get(f.venueName) ?? null) : null,
      venue_name: f.venueName,
      city: f.city,
      state: f.state,
      mvp_name: f.winner ? (m?.name ?? null) : null,
      mvp_person: f.winner ? (m?.person ?? null) : null,
      winner_coach_name: f.coach,
      winner_record: f.winner ? recordOf(f.year, f.winner) : null,
      notes: f.notes,
      era_note: f.eraNote ?? null,
      source: f.source,
    });
  }
}
