// What a score counts in each sport: points (football, basketball), runs (baseball), goals (hockey). Every page and
// figure that names a score's unit (a final's highest score, a pair's totals, a season's for and against, the
// analytics' scoring) says it with these, never a hard-coded "points".

export type ScoreUnit = 'points' | 'runs' | 'goals';

const UNITS: Record<string, ScoreUnit> = { baseball: 'runs', hockey: 'goals' };

/** The sport's unit of a score, plural and lower case: "runs". Football, basketball and an unknown sport: points. */
export const scoreUnit = (sport: string | null | undefined): ScoreUnit => UNITS[sport ?? ''] ?? 'points';

/** The unit as a label: "Runs". */
export const scoreUnitLabel = (sport: string | null | undefined): string => {
  const u = scoreUnit(sport);
  return u[0].toUpperCase() + u.slice(1);
};

/** A count of the unit: "13 goals", "1 run", "21 points". */
export const scoreText = (n: number, sport: string | null | undefined): string => {
  const u = scoreUnit(sport);
  return `${n} ${n === 1 ? u.slice(0, -1) : u}`;
};
