// The sources rows of college football: one per raw source it reads (the hand files' come from their references).
import type { Row } from '../../model';

export const L = 'ncaa-football' as const;
export const SRC_SEASONS = 'cfb-team-seasons';
export const SRC_LOGOS = 'cfbplotr';
export const SRC_SNAPSHOT = 'ncaa-fbs-2021-snapshot';
/** CollegeFootballData's coaches 1886-2023 (./cfbd-coach-history.ts); here so ./figures.ts can name it. */
export const SRC_CFBD_COACH_HISTORY = 'cfbd-coaches-1886-2023';
/** The two game files (./game-files.ts): every game of the top-division programmes to 2015, FBS-vs-FBS 2010-2025. */
export const SRC_CFBDW_GAMES = 'cfbdatawarehouse-games-1869-2015';
export const SRC_CFBD_GAMES = 'cfbd-games-fbs-2010-2025';
/** The FBS head-coach grid 1987-2025 (./fbs-head-coaches.ts); here so ./figures.ts can name it. */
export const SRC_FBS_COACHES = 'fbs-head-coaches-1987-2025';

export const SOURCES: Record<string, Row<'sources'>> = {
  [SRC_SEASONS]: {
    key: SRC_SEASONS,
    name: 'College Football Team Stats Seasons 2013-2023 (JGlessner757/cfb_data)',
    url: 'https://github.com/JGlessner757/cfb_data',
    licence: 'No licence stated (Kaggle dataset by jeffgallini, compiled from NCAA statistics pages)',
    attribution:
      'College Football Team Stats Seasons 2013 to 2023 (Kaggle, jeffgallini), via JGlessner757/cfb_data',
    notes:
      'FBS team seasons: conference, games, W-L and season statistics. No Mountain West teams in 2013-2016.',
  },
  [SRC_LOGOS]: {
    key: SRC_LOGOS,
    name: 'cfbplotR team reference (sportsdataverse/cfbplotR)',
    url: 'https://github.com/sportsdataverse/cfbplotR',
    licence: 'MIT',
    attribution: 'cfbplotR, Copyright (c) 2021 Jared Lee (MIT licence)',
    notes: 'logo_ref: school list with level (P5/G5/FCS/...); used to cross-check FBS school names.',
  },
  [SRC_SNAPSHOT]: {
    key: SRC_SNAPSHOT,
    name: 'NCAA FBS stadiums and head coaches, c.2021 (mrmightyq/Analyzing-NCAA-Football-Coach-Salaries)',
    url: 'https://github.com/mrmightyq/Analyzing-NCAA-Football-Coach-Salaries',
    licence: 'No licence stated',
    attribution: 'mrmightyq/Analyzing-NCAA-Football-Coach-Salaries',
    notes:
      'Point-in-time snapshot (about the 2020 season): stadium capacity/opened year, coach career and school W-L.',
  },
  [SRC_CFBDW_GAMES]: {
    key: SRC_CFBDW_GAMES,
    name: 'College football games 1869-2015 (College Football Data Warehouse, via srm038/cfbelo allgames.txt)',
    url: 'https://github.com/srm038/cfbelo',
    licence:
      'No licence stated; scraped from College Football Data Warehouse (cfbdatawarehouse.com, its terms apply)',
    attribution: 'College Football Data Warehouse (cfbdatawarehouse.com), compiled by srm038/cfbelo',
    notes:
      'Every game of the programmes of the 2015 top division (FBS), against any opponent: date and score only. ' +
      'The order of the two teams is not home/away and there is no neutral-site flag; games dated 25 August are ' +
      'undated in the source.',
  },
  [SRC_CFBD_GAMES]: {
    key: SRC_CFBD_GAMES,
    name: 'College football FBS-vs-FBS games 2010-2025 (CollegeFootballData.com, via ak038819-sudo/College-Football-Coefficient)',
    url: 'https://github.com/ak038819-sudo/College-Football-Coefficient',
    licence:
      'Repository MIT (Copyright (c) 2026 ak038819-sudo); game data from CollegeFootballData.com (CFBD terms apply)',
    attribution: 'CollegeFootballData.com games API, via ak038819-sudo/College-Football-Coefficient (MIT)',
    notes:
      'Games between two FBS teams only (games against FCS opponents are not in it): home/away, neutral site, bowl ' +
      'and playoff names. Dates are UTC kickoff dates (night games show the next day): each game is listed on its local ' +
      "day (the weekday rule of game-files.ts, or CFBDW's or the champions list's date).",
  },
};
