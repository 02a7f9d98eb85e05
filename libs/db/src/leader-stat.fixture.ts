// A leader stat for the derivation's specs: the catalogue's defaults (a count, no qualifier), with what a case sets.
import type { LeaderStat } from './leaders';

export const leaderStat = (s: Partial<LeaderStat> & Pick<LeaderStat, 'id' | 'num'>): LeaderStat => ({
  league: 'nba',
  num_less: [],
  scale: '1',
  den: null,
  qual: null,
  qual_scale: '1',
  season_per_game: null,
  season_min: null,
  career_min: null,
  ascending: false,
  except_pos: null,
  ...s,
});
