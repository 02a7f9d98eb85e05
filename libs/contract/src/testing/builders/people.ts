// Builders of people and players: LeBron James by default (real values).
import type { FigureSpan, Person, Player, PlayerDetail, PlayerSeasonLine } from '../../people';
import { leagues, levels, sports } from '../refs';

/** The seasons a figure covers: whole, from rows with no named source, unless overridden. */
export function aFigureSpan(overrides: Partial<FigureSpan> = {}): FigureSpan {
  return {
    first_year: null,
    last_year: null,
    seasons: 0,
    partial: false,
    source: null,
    source_note: null,
    latest_note: null,
    team_name: null,
    ...overrides,
  };
}

export function aPerson(overrides: Partial<Person> = {}): Person {
  return {
    id: 1,
    slug: 'lebron-james',
    first_name: 'LeBron',
    last_name: 'James',
    full_name: 'LeBron James',
    age: 40,
    birth_date: '1984-12-30',
    birth_year: 1984,
    birth_place: 'Akron, OH',
    birth_city: 'Akron',
    birth_state: 'OH',
    birth_country: 'USA',
    death_date: null,
    college: null,
    height_inches: 81,
    weight_pounds: 250,
    ...overrides,
  };
}

export function aPlayer(overrides: Partial<Player> = {}): Player {
  return {
    id: 1,
    slug: 'lebron-james',
    person: aPerson(),
    jersey_number: '23',
    primary_position: 'F',
    primary_position_name: 'Forward',
    current_team: {
      id: 40,
      slug: 'los-angeles-lakers',
      name: 'Los Angeles Lakers',
      city: 'Los Angeles',
      abbreviation: 'LAL',
      sport_name: 'Basketball',
    },
    last_team: { id: 40, slug: 'los-angeles-lakers', name: 'Los Angeles Lakers', season_year: 2024 },
    sport: sports.basketball,
    level: levels.pro,
    league: leagues.nba,
    height: '6-9',
    weight: 250,
    years_pro: 22,
    first_year: 2003,
    last_year: 2024,
    draft_year: 2003,
    draft_round: 1,
    draft_pick: 1,
    draft_team: { id: 35, slug: 'cleveland-cavaliers', name: 'Cleveland Cavaliers' },
    draft_status: 'drafted',
    career_stats: { seasons_played: 22, games_played: 1562, games_started: 1561, points: 41896 },
    stats_span: aFigureSpan({ first_year: 2003, last_year: 2024, seasons: 22 }),
    // His points cover every season of his span: whole.
    career_coverage: [
      { figure: 'points', stat: 'points', first_year: 2003, last_year: 2024, seasons: 22, partial: false },
    ],
    awards: [
      {
        slug: 'nba-most-valuable-player',
        name: 'NBA Most Valuable Player',
        year: 2012,
        season: { slug: 'nba-2012-13', name: '2012-13 NBA Season', start_year: 2012 },
      },
    ],
    championships_won: 4,
    all_star_selections: 21,
    mvp_awards: 4,
    is_active: true,
    hall_of_fame: false,
    bats: null,
    throws: null,
    shoots: null,
    contract_end_year: null,
    salary: null,
    ...overrides,
  };
}

export function aPlayerSeasonLine(overrides: Partial<PlayerSeasonLine> = {}): PlayerSeasonLine {
  return {
    season: { id: 300, start_year: 2023, name: '2023-24 NBA Season' },
    team: { id: 40, slug: 'los-angeles-lakers', name: 'Los Angeles Lakers', abbreviation: 'LAL' },
    teams: [],
    is_postseason: false,
    games_played: 71,
    games_started: 71,
    stats: { points: 1822 },
    ...overrides,
  };
}

export function aPlayerDetail(overrides: Partial<PlayerDetail> = {}): PlayerDetail {
  return {
    ...aPlayer(),
    seasons: [aPlayerSeasonLine()],
    titles: [
      {
        season: { slug: 'nba-2019-20', name: '2019-20 NBA Season', start_year: 2019 },
        team: { id: 40, slug: 'los-angeles-lakers', name: 'Los Angeles Lakers' },
        title_year: 2020,
        credited_by: 'roster',
      },
    ],
    ...overrides,
  };
}
