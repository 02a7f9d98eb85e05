// ESPN's periods by sport: quarters (football, NBA), halves (men's college basketball), hockey's three periods, then
// overtimes; and the line score from competitors[].linescores[].value.
import type { FeedLeague, FeedLineScore, FeedStatus } from './model';
import { GameSkip, type Json, hasPlay, optArray, optCount, optRecord, optString, ordinal } from './read';

export type EspnSport = 'football' | 'basketball' | 'college-basketball' | 'hockey';

export const ESPN_SPORTS: Partial<Record<FeedLeague, EspnSport>> = {
  nfl: 'football',
  'ncaa-football': 'football',
  nba: 'basketball',
  'ncaa-basketball': 'college-basketball',
  nhl: 'hockey',
};

const REGULATION: Record<EspnSport, number> = {
  football: 4,
  basketball: 4,
  'college-basketball': 2,
  hockey: 3,
};

/** 'Q1' … 'Q4', 'H1', 'H2' (college basketball), hockey '1st' … '3rd'; past regulation 'OT', then '2OT', '3OT' …. */
export function espnPeriodName(sport: EspnSport, period: number): string {
  const overtime = period - REGULATION[sport];
  if (overtime > 0) return overtime === 1 ? 'OT' : `${overtime}OT`;
  if (sport === 'hockey') return ordinal(period);
  return sport === 'college-basketball' ? `H${period}` : `Q${period}`;
}

export interface EspnProgress {
  period: number | null;
  periodLabel: string | null;
  clock: string | null;
  /** A hockey final decided in a shootout: ESPN says so only in the status detail ('Final/SO'). */
  shootout: boolean;
}

/**
 * Period, label and clock from the event's status. At halftime and at the end of a period the clock reads 0:00: no
 * clock then, and the label says the pause ('Halftime', 'End of Q3'). The clock runs only while live.
 */
export function espnProgress(sport: EspnSport, status: FeedStatus, info: Json): EspnProgress {
  const type = optRecord(info['type']);
  const name = optString(type?.['name']);
  const period = hasPlay(status) ? optCount(info['period'], 'period') || null : null;
  const detail = `${optString(type?.['shortDetail']) ?? ''} ${optString(type?.['detail']) ?? ''}`;
  const shootout = sport === 'hockey' && status === 'final' && /\bSO\b/.test(detail);
  const periodName = shootout ? 'SO' : period ? espnPeriodName(sport, period) : null;
  if (name === 'STATUS_HALFTIME') return { period, periodLabel: 'Halftime', clock: null, shootout };
  if (name === 'STATUS_END_PERIOD') {
    return { period, periodLabel: periodName && `End of ${periodName}`, clock: null, shootout };
  }
  const clock = status === 'live' ? optString(info['displayClock']) : null;
  return { period, periodLabel: periodName, clock, shootout };
}

/** A final's overtime: 'SO' for a hockey shootout, else the last period's name past regulation, else null. */
export function espnOvertime(sport: EspnSport, period: number | null, shootout: boolean): string | null {
  if (shootout) return 'SO';
  return period !== null && period > REGULATION[sport] ? espnPeriodName(sport, period) : null;
}

const values = (competitor: Json): (number | null)[] =>
  optArray(competitor['linescores'], 'linescores').map((entry) =>
    optCount(optRecord(entry)?.['value'], 'line score'),
  );

/**
 * Columns '1' … regulation (padded with null while those periods are to come), then 'OT', '2OT' … as listed. A hockey
 * shootout ends with an 'SO' column where, as the NHL counts it, the winner has 1 and the loser 0, whatever ESPN lists
 * for the shootout itself (the winner's score includes that one goal).
 */
export function espnLineScore(
  sport: EspnSport,
  home: Json,
  away: Json,
  shootout: { homeWon: boolean } | null,
): FeedLineScore | null {
  const homeValues = values(home);
  const awayValues = values(away);
  if (homeValues.length === 0 && awayValues.length === 0) return null;
  const regulation = REGULATION[sport];
  const listed = Math.max(homeValues.length, awayValues.length);
  // In a shootout ESPN may list the shootout as a period: the columns stop at the one overtime before it.
  const count = shootout ? regulation + 1 : Math.max(regulation, listed);
  const line: FeedLineScore = { periods: [], home: [], away: [] };
  for (let i = 0; i < count; i++) {
    line.periods.push(i < regulation ? String(i + 1) : espnPeriodName(sport, i + 1));
    line.home.push(homeValues[i] ?? null);
    line.away.push(awayValues[i] ?? null);
  }
  if (shootout) {
    if (sport !== 'hockey') throw new GameSkip('a shootout outside hockey');
    line.periods.push('SO');
    line.home.push(shootout.homeWon ? 1 : 0);
    line.away.push(shootout.homeWon ? 0 : 1);
  }
  return line;
}
