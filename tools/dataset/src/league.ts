// The leagues, their sports and levels (re-exported by ./model.ts, where source modules read them).
export type Sport = 'football' | 'basketball' | 'baseball' | 'hockey';
export type Level = 'professional' | 'ncaa-division-i';
/** One league per sport-level; its key is also its slug. */
export type League =
  'nfl' | 'nba' | 'mlb' | 'nhl' | 'ncaa-football' | 'ncaa-basketball' | 'ncaa-baseball' | 'ncaa-hockey';
/** The leagues in the order the reports list them. */
export const leagueKeys: readonly League[] = [
  'nfl',
  'nba',
  'mlb',
  'nhl',
  'ncaa-football',
  'ncaa-basketball',
  'ncaa-baseball',
  'ncaa-hockey',
];
/** Each league's sport and level: the core module adds them as rows; the win-percentage rule reads them. */
export const leagueSports: Record<League, { sport: Sport; level: Level }> = {
  nfl: { sport: 'football', level: 'professional' },
  nba: { sport: 'basketball', level: 'professional' },
  mlb: { sport: 'baseball', level: 'professional' },
  nhl: { sport: 'hockey', level: 'professional' },
  'ncaa-football': { sport: 'football', level: 'ncaa-division-i' },
  'ncaa-basketball': { sport: 'basketball', level: 'ncaa-division-i' },
  'ncaa-baseball': { sport: 'baseball', level: 'ncaa-division-i' },
  'ncaa-hockey': { sport: 'hockey', level: 'ncaa-division-i' },
};
