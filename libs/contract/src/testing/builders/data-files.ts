// The data catalogue (/api/core/data-files/) with three of the dataset's real tables, figures as the pipeline wrote
// them, and three sources of different terms.
import type { DataCatalogue, DataTable } from '../../data-files';

const noTerms = { open: 0, facts: 0, unlicensed: 0, restricted: 0 };
const id = {
  name: 'id',
  type: 'integer',
  description: 'Row id (1…n, in key order); other tables refer to it',
  unit: null,
  nullable: false,
  references: null,
} as const;

const tables: DataTable[] = [
  {
    name: 'sources',
    description:
      'The public sources the dataset was built from, with their licences and required attribution.',
    file: 'sources.csv.gz',
    url: '/data/sources.csv.gz',
    rows: 98,
    bytes: 8096,
    sha256: '1b78780611271a24313469e9f6d01fb47dac1e04bb1dc71c74d55ce5488eb624',
    leagues: [],
    terms: { ...noTerms, open: 98 },
    columns: [
      id,
      {
        name: 'name',
        type: 'string',
        description: 'Name of the source',
        unit: null,
        nullable: true,
        references: null,
      },
    ],
  },
  {
    name: 'teams',
    description: 'Franchises and college programs: one row per history, across renames and relocations.',
    file: 'teams.csv.gz',
    url: '/data/teams.csv.gz',
    rows: 1227,
    bytes: 27101,
    sha256: '5ec4d817f8d344ba84361957aeaf7c079aff082187e5e8d6ce11b7e37ddcdffe',
    leagues: [
      {
        league: 'nfl',
        league_name: 'National Football League',
        rows: 88,
        min_year: 1920,
        max_year: 2025,
        held: [],
        missing: [],
      },
      {
        league: 'nba',
        league_name: 'National Basketball Association',
        rows: 61,
        min_year: 1946,
        max_year: 2025,
        held: [],
        missing: [],
      },
    ],
    terms: { ...noTerms, open: 1100, unlicensed: 127 },
    columns: [
      id,
      {
        name: 'slug',
        type: 'string',
        description: 'URL identifier',
        unit: null,
        nullable: false,
        references: null,
      },
      {
        name: 'league_id',
        type: 'integer',
        description: 'The league (leagues.id)',
        unit: null,
        nullable: true,
        references: 'leagues',
      },
    ],
  },
  {
    name: 'games',
    description:
      'Every game in the data: date, teams, score, status, venue, and for the NFL from 2000 the game details.',
    file: 'games.csv.gz',
    url: '/data/games.csv.gz',
    rows: 535161,
    bytes: 9119772,
    sha256: 'b23ac8c96caf86769ae2c72bc1a90f2f8af1a637588340fd237fdbd24a27e30f',
    leagues: [
      {
        league: 'nfl',
        league_name: 'National Football League',
        rows: 18184,
        min_year: 1920,
        max_year: 2025,
        held: [
          { first_year: 1920, last_year: 1987 },
          { first_year: 1990, last_year: 2025 },
        ],
        missing: [{ first_year: 1988, last_year: 1989 }],
      },
      {
        league: 'nba',
        league_name: 'National Basketball Association',
        rows: 75000,
        min_year: 1946,
        max_year: 2025,
        held: [{ first_year: 1946, last_year: 2025 }],
        missing: [],
      },
    ],
    terms: { ...noTerms, open: 400000, unlicensed: 133161, restricted: 2000 },
    columns: [
      id,
      {
        name: 'temperature',
        type: 'integer',
        description: 'Temperature at kickoff (NFL from 2000)',
        unit: '°F',
        nullable: true,
        references: null,
      },
    ],
  },
];

export function aDataCatalogue(overrides: Partial<DataCatalogue> = {}): DataCatalogue {
  return {
    data_as_of: '2026-06-14',
    dataset_sha256: '7f994df3ed62fd414b3ff4d326545b6b9cef3e919c597cee4cc053b7b5f08272',
    archive: {
      file: 'trophy-room-data.tar',
      url: '/data/trophy-room-data.tar',
      bytes: 25_600_000,
      sha256: '0f'.repeat(32),
      members: ['datapackage.json', 'SOURCES.md', ...tables.map((t) => t.file)],
    },
    package: {
      file: 'datapackage.json',
      url: '/data/datapackage.json',
      bytes: 190_000,
      sha256: 'a1'.repeat(32),
    },
    sources_file: { file: 'SOURCES.md', url: '/data/SOURCES.md', bytes: 43_457, sha256: 'b2'.repeat(32) },
    licence: {
      name: 'CC-BY-SA-4.0',
      title:
        'Creative Commons Attribution-ShareAlike 4.0 (the compilation); each source’s rows keep its own terms',
      url: 'https://creativecommons.org/licenses/by-sa/4.0/',
    },
    terms: {
      open: 'Open licence or notice: the rows may be redistributed, with the attribution the source asks for.',
      facts: 'Facts the project transcribed by hand from a public reference: facts are not copyrightable.',
      unlicensed: 'No licence stated: the source’s own files are not redistributed here.',
      restricted: 'The source’s terms restrict use (Kaggle competition data): not for commercial reuse.',
    },
    tables,
    sources: [
      {
        title: 'Lahman Baseball Database',
        url: 'https://github.com/cdalzell/Lahman',
        licence: 'CC BY-SA 3.0',
        attribution: 'Sean Lahman Baseball Database, copyright Sean Lahman (SABR)',
        redistribution: 'open',
      },
      {
        title: 'NFL coaches (Pro-Football-Reference)',
        url: 'https://github.com/jskaza/shiny-sports-app',
        licence: 'No licence stated',
        attribution: 'Coach records from Pro-Football-Reference.com',
        redistribution: 'unlicensed',
      },
      {
        title: 'Kaggle March Machine Learning Mania',
        url: null,
        licence: 'No licence stated (Kaggle competition data; competition rules restrict use)',
        attribution: 'Kaggle March Machine Learning Mania data',
        redistribution: 'restricted',
      },
    ],
    ...overrides,
  };
}
