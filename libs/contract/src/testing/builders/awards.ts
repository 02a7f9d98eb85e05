// Awards as the API answers them, with the dataset's real winners: the NBA MVP (Jordan 1995-96, Abdul-Jabbar's six)
// and the Super Bowl MVP (Namath's Super Bowl III: a winner with no linked player).
import type { AwardDetail, AwardSummary, AwardWinner } from '../../awards';

const nba = {
  slug: 'nba',
  name: 'National Basketball Association',
  abbreviation: 'NBA',
  sport_slug: 'basketball',
};
const nfl = { slug: 'nfl', name: 'National Football League', abbreviation: 'NFL', sport_slug: 'football' };

export function anAwardSummary(overrides: Partial<AwardSummary> = {}): AwardSummary {
  return {
    slug: 'nba-most-valuable-player',
    name: 'NBA Most Valuable Player',
    league: nba,
    count: 70,
    recipients: 37,
    first_year: 1955,
    last_year: 2024,
    first_season: { slug: 'nba-1955-56', name: '1955-56 NBA Season', start_year: 1955 },
    last_season: { slug: 'nba-2024-25', name: '2024-25 NBA Season', start_year: 2024 },
    ...overrides,
  };
}

/** The Super Bowl MVP's summary. */
export const aSuperBowlMvpSummary = () =>
  anAwardSummary({
    slug: 'nfl-super-bowl-mvp',
    name: 'Super Bowl MVP',
    league: nfl,
    count: 61,
    recipients: 52,
    first_year: 1966,
    last_year: 2025,
    first_season: { slug: 'nfl-1966', name: '1966 NFL Season', start_year: 1966 },
    last_season: { slug: 'nfl-2025', name: '2025 NFL Season', start_year: 2025 },
  });

export function anAwardWinner(overrides: Partial<AwardWinner> = {}): AwardWinner {
  return {
    id: 13001,
    award: { slug: 'nba-most-valuable-player', name: 'NBA Most Valuable Player' },
    year: 1995,
    season: { slug: 'nba-1995-96', name: '1995-96 NBA Season', start_year: 1995 },
    name: 'Michael Jordan',
    person: { kind: 'player', slug: 'michael-jordan' },
    team: { slug: 'chicago-bulls', name: 'Chicago Bulls', abbreviation: 'CHI' },
    notes: null,
    ...overrides,
  };
}

/** The NBA MVP with three winners and its most wins. */
export function anAwardDetail(overrides: Partial<AwardDetail> = {}): AwardDetail {
  return {
    ...anAwardSummary(),
    winners: [
      anAwardWinner({
        id: 13000,
        year: 1975,
        season: { slug: 'nba-1975-76', name: '1975-76 NBA Season', start_year: 1975 },
        name: 'Kareem Abdul-Jabbar',
        person: { kind: 'player', slug: 'kareem-abdul-jabbar' },
        team: { slug: 'los-angeles-lakers', name: 'Los Angeles Lakers', abbreviation: 'LAL' },
      }),
      anAwardWinner(),
      anAwardWinner({
        id: 13002,
        year: 1996,
        season: { slug: 'nba-1996-97', name: '1996-97 NBA Season', start_year: 1996 },
        name: 'Karl Malone',
        person: { kind: 'player', slug: 'karl-malone' },
        team: { slug: 'utah-jazz', name: 'Utah Jazz', abbreviation: 'UTA' },
      }),
    ],
    most_wins: [
      {
        rank: 1,
        name: 'Kareem Abdul-Jabbar',
        person: { kind: 'player', slug: 'kareem-abdul-jabbar' },
        wins: 6,
        first_year: 1970,
        last_year: 1979,
      },
      {
        rank: 2,
        name: 'Bill Russell',
        person: { kind: 'player', slug: 'bill-russell' },
        wins: 5,
        first_year: 1957,
        last_year: 1964,
      },
      {
        rank: 2,
        name: 'Michael Jordan',
        person: { kind: 'player', slug: 'michael-jordan' },
        wins: 5,
        first_year: 1987,
        last_year: 1997,
      },
    ],
    ...overrides,
  };
}

/** Super Bowl III's MVP: the source names him and his team, but no player page of ours. */
export const aNamathWinner = () =>
  anAwardWinner({
    id: 17467,
    award: { slug: 'nfl-super-bowl-mvp', name: 'Super Bowl MVP' },
    year: 1968,
    season: { slug: 'nfl-1968', name: '1968 NFL Season', start_year: 1968 },
    name: 'Joe Namath',
    person: null,
    team: { slug: 'new-york-jets', name: 'New York Jets', abbreviation: 'NYJ' },
    notes: 'Super Bowl III',
  });
