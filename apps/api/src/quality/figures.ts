// The reconciliation and the null audit as the pipeline wrote them (figure_checks, reconciliations, null_audit):
// read as stored, scoped to the site's leagues. The pipeline computes them; the API only lists them.
import type { Disagreement, FigureCheck, FigureCoverageRow, NullAuditRow } from '@trophy-room/contract';
import { LEAGUE_FIGURES, missingRuns, seasonRuns } from '@trophy-room/domain';
import { coverageModel } from '../people/coverage-model';
import type { PageRequest } from '../http/paging';
import type { Sql } from '../plugins/db';
import { pagedQuery } from '../shared/paged-query';
import { Params, inLeagues } from '../shared/sql';
import {
  toDisagreement,
  toFigureCheck,
  toNullAuditEntry,
  type DisagreementRow,
  type FigureCheckRow,
  type FigureSourceRow,
  type NullAuditEntryRow,
} from './rows';

export interface DisagreementFilter {
  leagueIds: number[] | null;
  figure?: string;
  league?: string;
  unexplained?: boolean;
}

export class QualityFiguresRepository {
  constructor(private readonly sql: Sql) {}

  /** Counts per league and figure, leagues in the reports' order (by id), figures by id. */
  async figureChecks(leagueIds: number[] | null): Promise<FigureCheck[]> {
    const p = new Params();
    const rows = await this.sql.query<FigureCheckRow>(
      `SELECT l.slug AS league, l.name AS league_name, f.figure, f.name, f.rule, f.compared, f.agreed,
              f.disagreements, f.explained
         FROM figure_checks f JOIN leagues l ON l.id = f.league_id
        WHERE ${inLeagues(p, 'f.league_id', leagueIds)}
        ORDER BY l.id, f.figure`,
      p.values,
    );
    return rows.map(toFigureCheck);
  }

  /** The share of empty values of each field a page shows, per league, table and decade. */
  async nullAudit(leagueIds: number[] | null): Promise<NullAuditRow[]> {
    const p = new Params();
    const rows = await this.sql.query<NullAuditEntryRow>(
      `SELECT l.slug AS league, l.name AS league_name, n.table_name AS "table", n.field, n.era, n.first_year,
              n.last_year, n.rows, n.empty, n.note
         FROM null_audit n JOIN leagues l ON l.id = n.league_id
        WHERE ${inLeagues(p, 'n.league_id', leagueIds)}
        ORDER BY l.id, n.table_name, n.field, n.first_year`,
      p.values,
    );
    return rows.map(toNullAuditEntry);
  }

  /**
   * The coverage model per league and figure: the seasons every source together holds, as runs, the league's seasons
   * none holds, and each source's first and last season. Leagues by id, figures by id.
   */
  async coverage(leagueIds: number[] | null): Promise<FigureCoverageRow[]> {
    const p = new Params();
    const rows = await this.sql.query<FigureSourceRow>(
      `SELECT l.id AS league_id, l.slug AS league, l.name AS league_name, sp.slug AS sport, f.figure,
              s.name AS source, f.first_year, f.last_year, f.seasons
         FROM figure_coverage f JOIN leagues l ON l.id = f.league_id LEFT JOIN sports sp ON sp.id = l.sport_id
         JOIN sources s ON s.id = f.source_id
        WHERE ${inLeagues(p, 'f.league_id', leagueIds)}
        ORDER BY l.id, f.figure, f.first_year, s.name`,
      p.values,
    );
    // The seasons each league played: the coverage model's, read once per loaded dataset.
    const model = await coverageModel(this.sql);
    const out = new Map<
      string,
      FigureCoverageRow & { league_id: number; years: number[]; played: ReadonlySet<number> }
    >();
    const p2 = new Params();
    for (const r of rows) {
      const key = `${r.league_id}|${r.figure}`;
      let row = out.get(key);
      if (!row) {
        row = {
          league_id: r.league_id,
          league: r.league,
          league_name: r.league_name,
          sport: r.sport,
          figure: r.figure,
          held: [],
          missing: [],
          sources: [],
          years: [],
          played: model.get(r.league_id)?.seasons ?? new Set(),
        };
        out.set(key, row);
      }
      row.years.push(...r.seasons);
      row.sources.push({ source: r.source, first_year: r.first_year, last_year: r.last_year });
    }
    // Every league's figures, held or not: one no source gives is listed with every season missing.
    const leagues = await this.sql.query<
      Omit<FigureSourceRow, 'figure' | 'source' | 'first_year' | 'last_year' | 'seasons'>
    >(
      `SELECT l.id AS league_id, l.slug AS league, l.name AS league_name, sp.slug AS sport
         FROM leagues l LEFT JOIN sports sp ON sp.id = l.sport_id WHERE ${inLeagues(p2, 'l.id', leagueIds)} ORDER BY l.id`,
      p2.values,
    );
    for (const l of leagues)
      for (const figure of LEAGUE_FIGURES) {
        const key = `${l.league_id}|${figure}`;
        const played = model.get(l.league_id)?.seasons ?? new Set<number>();
        if (!out.has(key) && played.size)
          out.set(key, { ...l, figure, held: [], missing: [], sources: [], years: [], played });
      }
    return [...out.values()]
      .sort((a, b) => a.league_id - b.league_id || (a.figure < b.figure ? -1 : a.figure > b.figure ? 1 : 0))
      .map(({ years, played, league_id: _, ...row }) => ({
        ...row,
        held: seasonRuns(years, played),
        missing: missingRuns(years, played),
      }));
  }

  /** Disagreements, unexplained first, then by figure and subject. */
  async disagreements(
    f: DisagreementFilter,
    page: PageRequest,
  ): Promise<{ count: number; rows: Disagreement[] }> {
    const p = new Params();
    const where = [inLeagues(p, 'r.league_id', f.leagueIds)];
    if (f.figure) where.push(`r.figure = ${p.add(f.figure)}`);
    if (f.league) where.push(`l.slug = ${p.add(f.league)}`);
    if (f.unexplained) where.push('r.reason IS NULL');
    const { count, rows } = await pagedQuery<DisagreementRow>(
      this.sql,
      {
        select: `r.id, l.slug AS league, r.figure, r.subject, r.label, r.claims, s.name AS chosen_source,
                 r.chosen_value, r.reason`,
        from: `FROM reconciliations r JOIN leagues l ON l.id = r.league_id
               LEFT JOIN sources s ON s.id = r.chosen_source_id WHERE ${where.join(' AND ')}`,
        orderBy: '(r.reason IS NULL) DESC, r.figure, l.id, r.subject, r.id',
      },
      p,
      page,
    );
    return { count, rows: rows.map(toDisagreement) };
  }
}
