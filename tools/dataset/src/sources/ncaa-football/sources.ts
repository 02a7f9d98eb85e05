// The sources rows of college football: one per raw source it reads (the hand files' come from their references).
import type { Row } from '../../model';

export const L = 'ncaa-football' as const;
export const SRC_SEASONS = 'cfb-team-seasons';
export const SRC_LOGOS = 'cfbplotr';
export const SRC_SNAPSHOT = 'ncaa-fbs-2021-snapshot';
/** CollegeFootballData's coaches 1886-2023 (./cfbd-coach-history.ts); here so ./figures.ts can name it. */
export const SRC_CFBD_COACH_HISTORY = 'cfbd-coaches-1886-2023';

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
};
