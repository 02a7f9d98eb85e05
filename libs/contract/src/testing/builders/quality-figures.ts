// The reconciliation and null audit (/api/core/data-quality/figures/, /disagreements/) with the dataset's real
// NBA rows, as the pipeline wrote them.
import type { DataQualityFigures, Disagreement, FigureCheck, NullAuditRow } from '../../quality';

const nba = { league: 'nba', league_name: 'National Basketball Association' };

/** The NBA's team-season W-L check: 1,663 team-seasons, 4 disagreements, each with a reason. */
export function aFigureCheck(overrides: Partial<FigureCheck> = {}): FigureCheck {
  return {
    ...nba,
    figure: 'team_season.record',
    name: "Team-season W-L: standings vs the team's games",
    rule:
      "The standings source is kept over the games: it counts forfeits and games this dataset's game rows may not " +
      'hold. Losses include overtime losses; compared where the season has at least 95% of the games its standings count.',
    compared: 1663,
    agreed: 1659,
    disagreements: 4,
    explained: 4,
    ...overrides,
  };
}

/** A null-audit row: the NBA players of the 1940s, whose draft is empty for 286 of 415 (no draft before 1947). */
export function aNullAuditRow(overrides: Partial<NullAuditRow> = {}): NullAuditRow {
  return {
    ...nba,
    table: 'players',
    field: 'draft',
    era: '1940s',
    first_year: 1940,
    last_year: 1949,
    rows: 415,
    empty: 286,
    note:
      'The BAA held its first draft in 1947; players of its first season were never drafted. ' +
      '(https://www.basketball-reference.com/draft/)',
    ...overrides,
  };
}

export function aDataQualityFigures(overrides: Partial<DataQualityFigures> = {}): DataQualityFigures {
  return {
    figures: [
      aFigureCheck({
        figure: 'champion.final_winner',
        name: "Champion: the title's result vs the winner of that season's final (series or last game)",
        rule: 'The championship result is kept: it is checked title by title against independent lists.',
        compared: 78,
        agreed: 78,
        disagreements: 0,
        explained: 0,
      }),
      aFigureCheck(),
    ],
    null_audit: [
      aNullAuditRow(),
      aNullAuditRow({ era: '1950s', first_year: 1950, last_year: 1959, rows: 283, empty: 36, note: null }),
      aNullAuditRow({
        field: 'jersey',
        rows: 415,
        empty: 415,
        note: 'No source of this dataset gives the jersey for these seasons.',
      }),
    ],
    coverage: [
      {
        league: 'nhl',
        league_name: 'National Hockey League',
        sport: 'hockey',
        figure: 'games',
        held: [{ first_year: 1949, last_year: 2025 }],
        missing: [{ first_year: 1917, last_year: 1948 }],
        sources: [
          { source: 'NHL results 1949-50..2014-15 (Hockey-Reference)', first_year: 1949, last_year: 2009 },
          { source: 'NHL games 2010-11..2018-19 (Kaggle)', first_year: 2010, last_year: 2025 },
        ],
      },
      {
        league: 'nhl',
        league_name: 'National Hockey League',
        sport: 'hockey',
        figure: 'stat.goals',
        held: [{ first_year: 1917, last_year: 2025 }],
        missing: [],
        sources: [{ source: 'Hockey Databank', first_year: 1917, last_year: 2017 }],
      },
    ],
    ...overrides,
  };
}

/** The Indiana Pacers' 2023-24 record: the games hold the In-Season Tournament final the standings leave out. */
export function aDisagreement(overrides: Partial<Disagreement> = {}): Disagreement {
  const note = "this season's game rows hold 1231 of the 1230 games its standings count";
  return {
    id: 159,
    league: 'nba',
    figure: 'team_season.record',
    subject: 'nba:ts:IND:2023',
    label: 'Indiana Pacers, 2023-24 NBA Season',
    claims: [
      { source: 'nba_bbref', value: '47-35-0', note: null },
      { source: 'derived:games', value: '47-36-0', note },
    ],
    chosen_source: 'Basketball-Reference datasets (NBA Stats 1947-present)',
    chosen_value: '47-35-0',
    reason: `derived:games: ${note}`,
    ...overrides,
  };
}
