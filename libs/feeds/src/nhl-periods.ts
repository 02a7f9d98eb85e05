// NHL periods as we label them, and the line score of a landing payload. The landing's summary.scoring lists the goals
// of each period (a period without goals is listed with none); where a `linescore.byPeriod` is given we read it instead.
import type { FeedLineScore, FeedStatus } from './model';
import { GameSkip, type Json, optArray, optCount, optDefault, optRecord, optString, ordinal } from './read';

/**
 * '1st', '2nd', '3rd'; an overtime 'OT' (period 4), then '2OT', '3OT' … by number − 3 (playoff overtimes are periods
 * 5, 6 …); the regular season's shootout (period 5, type 'SO') 'SO'.
 */
export function nhlPeriodName(number: number, type: string | null): string {
  if (type === 'SO') return 'SO';
  if (type === 'OT' || number > 3) return number <= 4 ? 'OT' : `${number - 3}OT`;
  return ordinal(number);
}

/** The `overtime` of a final: 'SO', 'OT', '2OT' … from the last period played (gameOutcome, else periodDescriptor). */
export function nhlOvertime(game: Json, period: number | null, periodType: string | null): string | null {
  const outcome = optRecord(game['gameOutcome']);
  const last = optString(outcome?.['lastPeriodType']) ?? periodType;
  if (last === 'SO') return 'SO';
  if (last !== 'OT') return null;
  const overtimes = optCount(outcome?.['otPeriods'], 'otPeriods') ?? (period !== null ? period - 3 : 1);
  return overtimes <= 1 ? 'OT' : `${overtimes}OT`;
}

interface PeriodGoals {
  number: number;
  type: string | null;
  home: number;
  away: number;
}

/** Goals per period from `linescore.byPeriod` (or `summary.linescore.byPeriod`), when the payload has one. */
function byPeriodGoals(game: Json): PeriodGoals[] | null {
  const linescore = optRecord(game['linescore']) ?? optRecord(optRecord(game['summary'])?.['linescore']);
  if (!linescore || !Array.isArray(linescore['byPeriod'])) return null;
  return linescore['byPeriod'].map((entry) => {
    const row = optRecord(entry);
    const descriptor = optRecord(row?.['periodDescriptor']);
    const number = optCount(descriptor?.['number'] ?? row?.['period'], 'line score period');
    if (number === null) throw new GameSkip('a line score period without a number');
    return {
      number,
      type: optString(descriptor?.['periodType']),
      home: optCount(row?.['home'], 'line score goals') ?? 0,
      away: optCount(row?.['away'], 'line score goals') ?? 0,
    };
  });
}

/** Goals per period counted from summary.scoring: a goal is the home team's by `isHome`, else by its team abbrev. */
function scoringGoals(game: Json, homeAbbrev: string | null): PeriodGoals[] | null {
  const scoring = optRecord(game['summary'])?.['scoring'];
  if (!Array.isArray(scoring)) return null;
  return scoring.map((entry) => {
    const descriptor = optRecord(optRecord(entry)?.['periodDescriptor']);
    const number = optCount(descriptor?.['number'], 'scoring period');
    if (number === null) throw new GameSkip('a scoring period without a number');
    const period: PeriodGoals = { number, type: optString(descriptor?.['periodType']), home: 0, away: 0 };
    for (const goal of optArray(optRecord(entry)?.['goals'], 'goals')) {
      const g = optRecord(goal);
      const isHome =
        typeof g?.['isHome'] === 'boolean' ? g['isHome'] : optDefault(g?.['teamAbbrev']) === homeAbbrev;
      if (isHome) period.home += 1;
      else period.away += 1;
    }
    return period;
  });
}

export interface NhlPlay {
  status: FeedStatus;
  period: number | null;
  periodType: string | null;
  homeAbbrev: string | null;
  homeScore: number | null;
  awayScore: number | null;
}

/**
 * '1', '2', '3', then 'OT', '2OT' … as played, then 'SO'. A period not yet played is null (a live game in the 2nd:
 * the 3rd is null). Shootout goals are never counted per period: as the NHL counts a shootout, the winner gets 1 in
 * the 'SO' column (its final score includes that one goal) and the loser 0.
 */
export function nhlLineScore(game: Json, play: NhlPlay): FeedLineScore | null {
  if (play.status !== 'live' && play.status !== 'final' && play.status !== 'suspended') return null;
  const periods = byPeriodGoals(game) ?? scoringGoals(game, play.homeAbbrev);
  if (!periods) return null;
  const shootout = play.periodType === 'SO' || periods.some((p) => p.type === 'SO');
  const played = periods.filter((p) => p.type !== 'SO');
  const current = play.period === null ? 0 : play.periodType === 'SO' ? play.period - 1 : play.period;
  // A shootout comes after the (one) overtime, which is then played even when no goal was scored in it.
  const last = Math.max(current, shootout ? 4 : 0, ...played.map((p) => p.number));
  const lastPlayed = play.status === 'final' ? last : current;
  const line: FeedLineScore = { periods: [], home: [], away: [] };
  for (let n = 1; n <= Math.max(3, last); n++) {
    const goals = played.filter((p) => p.number === n);
    line.periods.push(n <= 3 ? String(n) : nhlPeriodName(n, 'OT'));
    line.home.push(n <= lastPlayed ? goals.reduce((sum, p) => sum + p.home, 0) : null);
    line.away.push(n <= lastPlayed ? goals.reduce((sum, p) => sum + p.away, 0) : null);
  }
  if (shootout) {
    line.periods.push('SO');
    if (play.status !== 'final') {
      line.home.push(null);
      line.away.push(null);
    } else if (play.homeScore === null || play.awayScore === null || play.homeScore === play.awayScore) {
      throw new GameSkip('a shootout final without a winner');
    } else {
      line.home.push(play.homeScore > play.awayScore ? 1 : 0);
      line.away.push(play.homeScore > play.awayScore ? 0 : 1);
    }
  }
  return line;
}
