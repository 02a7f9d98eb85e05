// The NBA's sources: one `sources` row per raw file set or hand-checked reference the league's steps read; each
// step lists the rows of the files it reads (./index.ts), and the runner adds each row once.
import type { Row } from '../../model';
import { BBREF, HAND } from './keys';
export const SRC = {
  bbref: BBREF,
  elo: 'nba_fivethirtyeight_elo',
  elo2122: 'nba_fivethirtyeight_2021_2022',
  bbrefGames: 'nba_bbref_games',
  finals: 'nba_finals_kaggle',
  finalsMvp: 'nba_finals_mvp',
  finalsMvp2425: 'nba-finals-mvp-2024-2025',
  coaches: 'nba_coaches',
  coaches2021: 'nba_coaches_2021',
  soleCoachRecords: 'derived:nba-coach-records:team-season',
  venues: 'nba_us_pro_venues',
  hand: HAND,
  handAlign: 'hand:nba-alignment',
  handVenues: 'hand:nba-venues',
  handFinals: 'hand:nba-finals',
  totals2025: 'nba-player-totals-bbref',
  totals2026: 'nba-player-totals-bbref-2026-partial',
  handSites: 'hand:nba-game-sites',
} as const;

/** The last game date the 2025-26 player totals include. */
export const TOTALS_2026_THROUGH = '2026-01-14';

const row = (
  key: string,
  name: string,
  url: string | null,
  licence: string,
  attribution: string,
  notes: string,
): Row<'sources'> => ({ key, name, url, licence, attribution, notes });

/** The sources rows by key. */
export const SOURCES: Record<string, Row<'sources'>> = Object.fromEntries(
  [
    row(
      SRC.bbref,
      'Basketball-Reference datasets (NBA Stats 1947-present)',
      'https://github.com/sumitrodatta/bball-reference-datasets',
      'No licence file; Sports-Reference terms apply to the underlying data',
      'Data from Basketball-Reference.com, compiled by Sumitro Datta (sumitrodatta/bball-reference-datasets)',
      'Team summaries, players, draft, awards, all-star selections; player totals from the 2021-11-01 snapshot.',
    ),
    row(
      SRC.elo,
      'FiveThirtyEight NBA Elo game data',
      'https://github.com/fivethirtyeightdata/fivethirtyeightdata',
      'MIT (fivethirtyeightdata); FiveThirtyEight data CC BY 4.0',
      'Game data from FiveThirtyEight (ABC News)',
      'nba_elo: NBA/BAA games 1946-47..2019-20 with playoff and neutral flags (ABA games omitted).',
    ),
    row(
      SRC.elo2122,
      'FiveThirtyEight nba_elo_latest snapshots 2020-21 and 2021-22',
      'https://github.com/fivethirtyeight/data',
      'CC BY 4.0 (FiveThirtyEight); hosting repositories state no licence',
      'Game data from FiveThirtyEight (ABC News)',
      'Kept in Vamshi2207/Capstone_Project_Vamshi (2020-21, to late May 2021) and ' +
        'sameerprasadkoppolu/Predicting-The-Results-of-NBA-Matches-using-ELO-Rating-System-and-Pythagorean-Expectation (2021-22).',
    ),
    row(
      SRC.bbrefGames,
      'Basketball-Reference season schedules 2022-23..2025-26',
      'https://github.com/elevation-edge-sports-data/multisport-elo-lab',
      'No licence file; Sports-Reference terms apply',
      'Schedules and results from Basketball-Reference.com',
      'Regular season, NBA Cup, play-in and playoffs with arena, attendance and overtime marker.',
    ),
    row(
      SRC.finals,
      'NBA Finals and MVP (Kaggle)',
      'https://github.com/Thomas-Jiang/nba_data_analysis',
      'No licence stated',
      'NBA Finals list from the Kaggle dataset kept in Thomas-Jiang/nba_data_analysis',
      'Finals 1950-2023 (series result as West-East games, converted to winner-loser).',
    ),
    row(
      SRC.finalsMvp,
      'NBA Finals MVP table',
      'https://github.com/peterrwilson99/nba-hof-predictor',
      'No licence stated; Basketball-Reference origin',
      'Finals MVP list from Basketball-Reference.com',
      'Finals MVP 1968-69..2022-23.',
    ),
    row(
      SRC.finalsMvp2425,
      'NBA Finals MVP 2024 and 2025 (single facts from stored news and reference pages)',
      'https://en.wikipedia.org/wiki/NBA_Finals_Most_Valuable_Player',
      'Single facts; Wikipedia CC BY-SA 4.0',
      'CBS Sports (2024-06-18); Wikipedia, NBA Finals Most Valuable Player',
      'Finals MVP 2023-24 and 2024-25, a second source for the hand-checked rows.',
    ),
    row(
      SRC.coaches,
      'NBA head coaches',
      'https://github.com/caged/nba-coaches',
      'No licence stated; Basketball-Reference origin',
      'Coach records from Basketball-Reference.com (caged/nba-coaches, ahepp1/nba-database)',
      'Coach W-L and playoff W-L per team-season 1949-50..2015-16; coach by team-season to 2019-20.',
    ),
    row(
      SRC.coaches2021,
      'NBA coaches by season 1949-50..2020-21 (sumitrodatta/nba-former-players-turned-head-coaches)',
      'https://github.com/sumitrodatta/nba-former-players-turned-head-coaches',
      'No licence stated; Basketball-Reference origin',
      "'Coaches by Season' from Basketball-Reference.com coach pages (sumitrodatta)",
      'Every head coach of a team-season with full names, no W-L; used for 2016-17..2020-21 (mid-season changes and 2020-21).',
    ),
    row(
      SRC.soleCoachRecords,
      "NBA head coaches' W-L 2016-17..2020-21, from their teams' season records",
      null,
      'Computed by the Trophy Room pipeline',
      'Computed by the Trophy Room pipeline from Basketball-Reference team summaries and coach pages',
      "The coaching file gives W-L to 2015-16 and, after, every head coach of a team-season by name: a team-season it names one head coach for is his whole season, so his W-L is the team's (regular season; playoff W-L not given).",
    ),
    row(
      SRC.venues,
      'usSportsDB venue table',
      'https://github.com/brndino/usSportsDB',
      'No licence stated',
      'Venue table from brndino/usSportsDB',
      'Current NBA arenas: city/state and capacity (c. 2024, unverified).',
    ),
    row(
      SRC.hand,
      'Basketball-Reference franchise index and NBA.com team directory (hand-checked lineage)',
      'https://www.basketball-reference.com/teams/',
      'Facts',
      'Basketball-Reference.com; NBA.com',
      'Franchise lineage by team code (incl. the 2014 return of the 1988-2002 Charlotte history to the Hornets).',
    ),
    row(
      SRC.handAlign,
      'NBA.com standings (conference/division alignment)',
      'https://www.nba.com/standings',
      'Facts',
      'NBA.com',
      'Six-division alignment 2004-05..2025-26.',
    ),
    row(
      SRC.handVenues,
      'Arena locations (hand-checked)',
      'https://www.basketball-reference.com/',
      'Facts',
      'Basketball-Reference.com; NBA.com',
      'City/state of arenas missing from the venue table.',
    ),
    row(
      SRC.handFinals,
      'Basketball-Reference NBA Finals and Finals MVP history',
      'https://www.basketball-reference.com/awards/finals_mvp.html',
      'Facts',
      'Basketball-Reference.com; NBA.com',
      'Finals MVPs 2024 and 2025; championship-winning coaches where the coach files stop.',
    ),
    row(
      SRC.totals2025,
      'Basketball-Reference player totals 2019-20 to 2024-25 (via dhruvg415/DS340Project and abelgeorge323/nba-mvp)',
      'https://github.com/abelgeorge323/nba-mvp',
      'No licence file; Basketball-Reference (Sports-Reference terms apply)',
      'Statistics from Basketball-Reference.com',
      'Player season totals 2021-22 to 2024-25 (the 2019-20 and 2020-21 rows only checked against the 2021 snapshot); 2025-26 in its own partial source.',
    ),
    row(
      SRC.totals2026,
      'Basketball-Reference player totals 2025-26, partial (via JhiNResH/Polyst)',
      'https://github.com/JhiNResH/Polyst',
      'No licence file; Basketball-Reference (Sports-Reference terms apply)',
      'Statistics from Basketball-Reference.com',
      `Player season totals 2025-26 through the games of ${TOTALS_2026_THROUGH} (a mid-season snapshot, about 37-43 games per team): partial figures, not the final 2025-26 totals.`,
    ),
    row(
      SRC.handSites,
      'Game sites and hosts (hand-checked)',
      'https://www.basketball-reference.com/boxscores/',
      'Facts',
      'Basketball-Reference.com; NBA.com',
      'The host and arena of games the game files list at a neutral site with the other team as home (hand/nba/game_sites.csv).',
    ),
  ].map((r) => [r.key, r]),
);

/** The rows of these source keys, for a step's `sources`. */
export const sourcesOf = (...keys: string[]): Row<'sources'>[] => keys.map((k) => SOURCES[k]);
