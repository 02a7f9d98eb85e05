// Players and coaches for the people screens (values from the real dataset) and their MSW handlers per state.
import type { PlayerSeasonLine } from '../../people';
import { aCoach, aCoachDetail, aCoachingRecord, aCoachSeasonLine } from '../builders/coaches';
import { aFigureSpan, aPlayer, aPlayerDetail, aPlayerSeasonLine } from '../builders/people';
import { aLeaderStat, aPlayerRank } from '../builders/leaders';
import { mockApi } from '../handlers';
import { leagues, sports } from '../refs';

const cavs = { id: 35, slug: 'cleveland-cavaliers', name: 'Cleveland Cavaliers', abbreviation: 'CLE' };
const line = (id: number, year: number, team: PlayerSeasonLine['team'], stats: Record<string, number>) =>
  aPlayerSeasonLine({
    season: { id, start_year: year, name: `${year}-${String(year + 1).slice(2)} NBA Season` },
    team,
    games_played: stats.g,
    games_started: stats.gs,
    stats,
  });

/** LeBron James's first two seasons (Basketball-Reference totals), as if his career ended there. */
export const lebronDetail = aPlayerDetail({
  last_year: 2004,
  stats_span: aFigureSpan({ first_year: 2003, last_year: 2004, seasons: 2 }),
  career_stats: {
    seasons_played: 2,
    games_played: 159,
    games_started: 159,
    points: 3829,
    rebounds: 1020,
    assists: 1042,
    field_goal_percentage: 0.454,
  },
  seasons: [
    line(213, 2003, cavs, { g: 79, gs: 79, pts: 1654, trb: 432, ast: 465, fg: 622, fga: 1492 }),
    line(214, 2004, cavs, { g: 80, gs: 80, pts: 2175, trb: 588, ast: 577, fg: 795, fga: 1684 }),
  ],
});

const cardinals = { id: 26, slug: 'st-louis-cardinals', name: 'St. Louis Cardinals', abbreviation: 'SLN' };
const pitching = (id: number, year: number, p: Record<string, number>) =>
  aPlayerSeasonLine({
    season: { id, start_year: year, name: `${year} MLB Season` },
    team: cardinals,
    games_played: p.g,
    games_started: p.gs,
    stats: { ab: 0, h: 0, p },
  });

/** Bob Gibson's 1968 and 1969 (Lahman; innings as outs: 914 = 304⅔), as if his career were those two seasons. */
export const gibsonDetail = aPlayerDetail({
  id: 6760,
  slug: 'bob-gibson',
  person: { ...aPlayerDetail().person, first_name: 'Bob', last_name: 'Gibson', full_name: 'Bob Gibson' },
  primary_position: 'P',
  primary_position_name: 'P',
  sport: sports.baseball,
  league: leagues.mlb,
  is_active: false,
  current_team: null,
  first_year: 1968,
  last_year: 1969,
  career_stats: {
    seasons_played: 2,
    games_played: 69,
    games_started: 69,
    wins: 42,
    losses: 22,
    earned_run_average: 1.66,
    strikeouts: 537,
    outs_pitched: 1856,
  },
  seasons: [
    pitching(98, 1968, { g: 34, gs: 34, w: 22, l: 9, sv: 0, ipo: 914, er: 38, so: 268, bb: 62 }),
    pitching(99, 1969, { g: 35, gs: 35, w: 20, l: 13, sv: 0, ipo: 942, er: 76, so: 269, bb: 95 }),
  ],
  titles: [],
});

/** His career points rank (through the 2025-26 snapshot of January 2026: 1st all time). */
export const lebronRanks = [
  aPlayerRank({
    stat: aLeaderStat({ slug: 'points', label: 'Points', abbreviation: 'PTS', group: 'Totals' }),
    league: 'nba',
    value: 42654,
    rank: 1,
  }),
];

export const gretzky = aPlayer({
  id: 2,
  slug: 'wayne-gretzky',
  person: {
    ...aPlayer().person,
    id: 3,
    slug: 'wayne-gretzky',
    first_name: 'Wayne',
    last_name: 'Gretzky',
    full_name: 'Wayne Gretzky',
  },
  primary_position: 'C',
  primary_position_name: 'C',
  sport: sports.hockey,
  league: leagues.nhl,
  is_active: false,
  current_team: null,
  last_team: { id: 1212, slug: 'new-york-rangers', name: 'New York Rangers', season_year: 1998 },
  awards: [],
  mvp_awards: 0,
  championships_won: 4,
  career_stats: {
    seasons_played: 20,
    games_played: 1487,
    games_started: null,
    goals: 894,
    assists: 1963,
    points: 2857,
  },
});

export const playerHandlers = {
  success: [
    mockApi.page('players', [aPlayer(), gretzky], { count: 2 }),
    mockApi.json('player', lebronDetail),
    mockApi.page('teams', []),
    mockApi.data('playerRanks', lebronRanks),
  ],
  empty: [mockApi.page('players', []), mockApi.page('teams', [])],
  loading: [mockApi.loading()],
  error: [mockApi.error('players', 'The request could not be served.'), mockApi.page('teams', [])],
  notFound: [mockApi.error('player', 'Player not found.', 404)],
  detailError: [mockApi.error('player', 'The request could not be served.')],
  /** Season lines that stop before his career does (he played through 2024). */
  linesStopEarly: [
    mockApi.data('playerRanks', []),
    mockApi.json('player', {
      ...lebronDetail,
      last_year: 2024,
      stats_span: { ...lebronDetail.stats_span, partial: true },
      // His points cover the two seasons of lines out of a career through 2023-24.
      career_coverage: [
        { figure: 'points', stat: 'points', first_year: 2003, last_year: 2004, seasons: 2, partial: true },
      ],
    }),
  ],
  /** A player whose sources give career totals only (no season lines, no titles). */
  noSeasons: [
    mockApi.data('playerRanks', []),
    mockApi.json('player', {
      ...lebronDetail,
      seasons: [],
      titles: [],
      stats_span: aFigureSpan({ source: 'Basketball-Reference career totals' }),
    }),
  ],
};

// The seasons the record covers; the postseason W-L covers the same.
const reidSpan = aFigureSpan({ first_year: 2022, last_year: 2023, seasons: 2 });
/** Andy Reid's 2022 and 2023 Chiefs seasons (both titles): the record is their sum, labelled with their span. */
export const reidDetail = aCoachDetail({
  years_experience: 2,
  career_record: aCoachingRecord({
    wins: 25,
    losses: 9,
    ties: 0,
    win_percentage: 0.735,
    playoff_appearances: 2,
    playoff_wins: 7,
    playoff_losses: 0,
  }),
  coaching_record: aCoachingRecord({
    wins: 25,
    losses: 9,
    ties: 0,
    win_percentage: 0.735,
    playoff_appearances: 2,
    playoff_wins: 7,
    playoff_losses: 0,
  }),
  record_span: reidSpan,
  postseason_span: reidSpan,
  seasons: [
    aCoachSeasonLine({
      season: { slug: 'nfl-2022', name: '2022 NFL Season', start_year: 2022 },
      wins: 14,
      losses: 3,
      ties: 0,
      playoff_wins: 3,
      playoff_losses: 0,
      won_title: true,
    }),
    aCoachSeasonLine({
      season: { slug: 'nfl-2023', name: '2023 NFL Season', start_year: 2023 },
      wins: 11,
      losses: 6,
      ties: 0,
      playoff_wins: 4,
      playoff_losses: 0,
      won_title: true,
    }),
  ],
});

/**
 * Erik Spoelstra as the data has him: the NBA coaching source ends with 2020-21, the league's data with 2025-26, and
 * his last stint is in 2020-21 — his status after it is unknown, not Inactive; his record stops at 2015-16 (the
 * seasons with a W-L).
 */
export const spoelstraDetail = aCoachDetail({
  id: 77,
  slug: 'erik-spoelstra',
  person: {
    ...reidDetail.person,
    id: 77,
    slug: 'erik-spoelstra',
    first_name: 'Erik',
    last_name: 'Spoelstra',
    full_name: 'Erik Spoelstra',
  },
  sport: sports.basketball,
  league: leagues.nba,
  current_team: null,
  is_active: false,
  status_unknown_after: 2020,
  years_experience: 13,
  years_with_current_team: null,
  championships_won: 2,
  career_record: aCoachingRecord({ wins: 399, losses: 241, ties: 0, win_percentage: 0.623 }),
  // His record stops with the NBA's coaching records (2015-16), his seasons run on: partial, as the API computes it.
  record_span: { ...reidDetail.record_span, first_year: 2008, last_year: 2015, seasons: 8, partial: true },
  coaching_history: [
    {
      team_id: 144,
      team_slug: 'miami-heat',
      team_name: 'Miami Heat',
      start_year: 2008,
      end_year: 2020,
      title: 'Head Coach',
      is_head_coach: true,
      is_active: false,
      ot_losses: null,
      wins: 399,
      losses: 241,
      ties: 0,
    },
  ],
  seasons: [],
});

export const coachHandlers = {
  success: [
    mockApi.page('coaches', [aCoach()], { count: 1 }),
    mockApi.json('coach', reidDetail),
    mockApi.page('teams', []),
  ],
  empty: [mockApi.page('coaches', []), mockApi.page('teams', [])],
  loading: [mockApi.loading()],
  error: [mockApi.error('coaches', 'The request could not be served.'), mockApi.page('teams', [])],
  notFound: [mockApi.error('coach', 'Coach not found.', 404)],
  detailError: [mockApi.error('coach', 'The request could not be served.')],
  /** Erik Spoelstra: the coaching source ends before the league's latest season, in his last season in it. */
  statusUnknown: [
    mockApi.page('coaches', [spoelstraDetail], { count: 1 }),
    mockApi.json('coach', spoelstraDetail),
    mockApi.page('teams', []),
  ],
  /** A coach whose sources give career totals only (NFL, college football). */
  noSeasons: [mockApi.json('coach', { ...reidDetail, seasons: [] })],
  /** Bill Belichick: the NFL coaching source's career total, without seasons or years (named, not called whole). */
  careerTotal: [
    mockApi.json('coach', {
      ...reidDetail,
      seasons: [],
      years_experience: null,
      is_active: false,
      career_record: aCoachingRecord({ wins: 223, losses: 113, ties: 0, win_percentage: 0.664 }),
      record_span: {
        first_year: null,
        last_year: null,
        seasons: 0,
        partial: false,
        source: 'NFL coaches (Pro-Football-Reference)',
        source_note:
          'Career totals only, snapshot of about 2015/16: careers continuing after 2015 are incomplete.',
        latest_note: null,
        team_name: null,
      },
    }),
  ],
};
