// The coverage model as the API reads it: per league, the seasons each figure is held for (figure_coverage, every
// source together), the seasons the league played and its latest season with data. Every figure of a person or a
// team built from seasons asks `covers` for its coverage: the one rule (coverageOf of @trophy-room/domain) decides
// whether it is partial, never a hand-set flag.
import { coverageOf, spanThrough, type FigureCoverage } from '@trophy-room/domain';
import type { Sql } from '../plugins/db';
import { onCacheClear } from '../plugins/response-cache';

export interface LeagueCoverage {
  /** Seasons (start years) the league played. */
  seasons: ReadonlySet<number>;
  /** Its latest season with games or standings: an active subject's span runs through it. */
  latest: number | null;
  figures: ReadonlyMap<string, ReadonlySet<number>>;
  /** The seasons any source gives player lines for (every stat figure together). */
  lines: ReadonlySet<number>;
}
export type CoverageModel = ReadonlyMap<number, LeagueCoverage>;

const SQL = `SELECT l.id AS league_id,
    (SELECT json_agg(s.start_year ORDER BY s.start_year) FROM seasons s WHERE s.league_id = l.id) AS seasons,
    (SELECT max(s.start_year) FROM seasons s WHERE s.league_id = l.id
      AND (s.games_count IS NOT NULL OR s.id IN (SELECT ts.season_id FROM team_seasons ts))) AS latest,
    (SELECT json_agg(json_build_array(fc.figure, fc.seasons)) FROM figure_coverage fc WHERE fc.league_id = l.id) AS figures
  FROM leagues l`;

interface Raw {
  league_id: number;
  seasons: number[] | null;
  latest: number | null;
  figures: [string, number[]][] | null;
}

// Memoised per database: it changes only on import.
let memo = new WeakMap<Sql, Promise<CoverageModel>>();
onCacheClear(() => (memo = new WeakMap()));

export function coverageModel(sql: Sql): Promise<CoverageModel> {
  let m = memo.get(sql);
  if (!m) {
    m = sql.query<Raw>(SQL).then((rows) => {
      const model = new Map<number, LeagueCoverage>();
      for (const r of rows) {
        const figures = new Map<string, Set<number>>();
        for (const [figure, years] of r.figures ?? []) {
          const set = figures.get(figure) ?? new Set<number>();
          for (const y of years) set.add(y);
          figures.set(figure, set);
        }
        const lines = new Set<number>();
        for (const [figure, years] of figures)
          if (figure.startsWith('stat.')) years.forEach((y) => lines.add(y));
        model.set(r.league_id, { seasons: new Set(r.seasons ?? []), latest: r.latest, figures, lines });
      }
      return model;
    });
    memo.set(sql, m);
    m.catch(() => memo.delete(sql));
  }
  return m;
}

/** A subject's first and last season, and whether it is active (its span then runs through the league's latest). */
export interface Subject {
  first_year: number | null;
  last_year: number | null;
  active: boolean;
}

/**
 * The coverage of a figure for a subject of a league: `covered` the seasons held (a figure of the model by name, or
 * the subject's own seasons), by the one rule.
 */
export function covers(
  model: CoverageModel | undefined,
  leagueId: number,
  subject: Subject,
  covered: string | Iterable<number>,
): FigureCoverage {
  const league = model?.get(leagueId);
  const held = typeof covered === 'string' ? (league?.figures.get(covered) ?? new Set<number>()) : covered;
  const last = spanThrough(subject.last_year, subject.active, league?.latest ?? null);
  return coverageOf({ first_year: subject.first_year, last_year: last }, held, league?.seasons);
}
