// Source rows for the NCAA men's basketball module (raw files and the public references behind the hand data).
import type { Row } from '../../model';
import { handReferences, lazyRows } from '../../shared/college-sources';
import { KAGGLE, L, REG_2016, SR_SCORES, SR_SEASONS, TORVIK, handSourceKey } from './common';

const HAND_URLS: [RegExp, string][] = [
  [
    /^NCAA\.com/,
    'https://www.ncaa.com/news/basketball-men/article/2021-04-05/ncaa-mens-basketball-champions-1939-today',
  ],
  [/^Sports-Reference CBB school/, 'https://www.sports-reference.com/cbb/schools/'],
  [/^Sports-Reference CBB conference/, 'https://www.sports-reference.com/cbb/conferences/'],
];

const FILES: Record<string, Row<'sources'>> = Object.fromEntries(
  [
    {
      key: KAGGLE,
      name: "Kaggle March Machine Learning Mania (men's data, 2022-2024 editions and a 2026 update)",
      url: 'https://github.com/joshmccoy2/NCAA_March_Madness',
      licence: 'No licence stated (Kaggle competition data; competition rules restrict use)',
      attribution:
        'Kaggle March Machine Learning Mania data, via joshmccoy2/NCAA_March_Madness and sjain2025/March-Madness-2026',
      notes:
        'Teams, tournament results 1985-2025, seeds, coaches 1985-2022, conference membership, secondary tournaments. ' +
        'The 2026 update (https://github.com/sjain2025/March-Madness-2026) supplies 2022-2025 results and teams.',
    },
    {
      key: SR_SEASONS,
      name: 'Sports-Reference college basketball school seasons (mkearney/ncaa_bball_data)',
      url: 'https://github.com/mkearney/ncaa_bball_data',
      licence: 'No licence stated; data from sports-reference.com (their terms apply)',
      attribution:
        'Data from Sports-Reference.com (College Basketball), compiled by mkearney/ncaa_bball_data',
      notes: 'School season tables 1947-48..2018-19; the 2018-19 rows predate that postseason.',
    },
    {
      key: REG_2016,
      name: 'Kaggle March Machine Learning Mania 2016 regular-season results (mtziemba/ML-march-madness)',
      url: 'https://github.com/mtziemba/ML-march-madness',
      licence: 'Repository MIT (code); Kaggle competition data (Kenneth Massey), no separate licence stated',
      attribution:
        'Kaggle March Machine Learning Mania 2016 data (Kenneth Massey), via mtziemba/ML-march-madness',
      notes: 'Regular-season games 1984-85..2015-16 with scores and home/away/neutral.',
    },
    {
      key: SR_SCORES,
      name: 'Sports-Reference college basketball box scores 2011-12..2023-24 (surumen/college-basketball)',
      url: 'https://github.com/surumen/college-basketball',
      licence: 'No licence stated; data from sports-reference.com (their terms apply)',
      attribution:
        'Data from Sports-Reference.com (College Basketball), scraped by surumen/college-basketball',
      notes:
        'Every game of each Division I team (non-Division I opponents included), no dates; the files stop partway through the NCAA tournament, whose later rounds come from the Kaggle files. Used for the team-season W-L.',
    },
    {
      key: TORVIK,
      name: "barttorvik.com team ratings (Kaggle 'College Basketball Dataset', via johnsondillond and olinyoder2534)",
      url: 'https://www.kaggle.com/datasets/andrewsundberg/college-basketball-dataset',
      licence: 'No licence stated in either repository; ratings from barttorvik.com',
      attribution: 'Team ratings from barttorvik.com (T-Rank), compiled by Andrew Sundberg (Kaggle)',
      notes:
        'Team seasons 2019-20 to 2024-25: conference, games, wins, adjusted efficiencies, tempo, WAB. Records of 2019-20, 2020-21, 2023-24 and 2024-25 stop at Selection Sunday (NCAA tournament games added from the tournament files).',
    },
  ].map((r) => [r.key, r]),
);

/** The sources rows of raw files by key, for a step's `sources`. */
export const fileSources = (...keys: string[]): Row<'sources'>[] => keys.map((k) => FILES[k]);

/** One row per public reference behind the hand files (hand/ncaa-basketball/). */
export const handSources = lazyRows(() =>
  handReferences(L, [
    'championship-games.csv',
    'teams.csv',
    'conferences.csv',
    'identities.csv',
    'vacated-titles.csv',
  ]).map((t) => ({
    key: handSourceKey(t),
    name: t,
    url: HAND_URLS.find(([re]) => re.test(t))?.[1] ?? null,
    licence: 'Facts (not copyrightable) checked by hand against the named public reference',
    attribution: t,
    notes: 'Hand-written facts under tools/dataset/hand/ncaa-basketball/.',
  })),
);
