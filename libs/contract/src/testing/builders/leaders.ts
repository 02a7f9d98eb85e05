import type { LeaderLeague, LeaderList, LeaderRow, LeaderStat, PlayerRank } from '../../leaders';

export const aLeaderStat = (o: Partial<LeaderStat> = {}): LeaderStat => ({
  slug: 'home-runs',
  label: 'Home runs',
  abbreviation: 'HR',
  group: 'Batting',
  rate: false,
  digits: 0,
  ascending: false,
  qualifier: null,
  qualifier_figure: null,
  ...o,
});

const mlb = { id: 1, slug: 'mlb', name: 'Major League Baseball', abbreviation: 'MLB' };

export const aLeaderLeague = (o: Partial<LeaderLeague> = {}): LeaderLeague => ({
  league: mlb,
  sport: 'baseball',
  level: 'professional',
  postseason: true,
  stats: [aLeaderStat()],
  ...o,
});

export const aLeaderRow = (o: Partial<LeaderRow> = {}): LeaderRow => ({
  rank: 1,
  player: { slug: 'barry-bonds', name: 'Barry Bonds' },
  value: 762,
  season: null,
  first_year: 1986,
  last_year: 2007,
  seasons: 22,
  qualifier_value: null,
  partial: false,
  teams: [
    { slug: 'pittsburgh-pirates', name: 'Pittsburgh Pirates' },
    { slug: 'san-francisco-giants', name: 'San Francisco Giants' },
  ],
  ...o,
});

export const aLeaderList = (o: Partial<LeaderList> = {}): LeaderList => ({
  league: mlb,
  sport: 'baseball',
  level: 'professional',
  stat: aLeaderStat(),
  view: 'career',
  phase: 'regular',
  from: null,
  to: null,
  team: null,
  top: 50,
  min: null,
  coverage: {
    first_year: 1871,
    last_year: 2024,
    league_last_year: 2025,
    missing_years: [],
    sources: [{ name: 'Lahman Baseball Database', first_year: 1871, last_year: 2024, note: null }],
  },
  excluded: [],
  results: [aLeaderRow()],
  ...o,
});

export const aPlayerRank = (o: Partial<PlayerRank> = {}): PlayerRank => ({
  stat: aLeaderStat(),
  league: 'mlb',
  value: 762,
  rank: 1,
  ...o,
});
