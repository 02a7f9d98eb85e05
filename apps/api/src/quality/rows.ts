// The pipeline's figure checks, null audit and reconciliations as their queries read them, and each as the contract's
// shape (the pattern: teams/rows.ts). The contract's NullAuditRow is an answer's row; NullAuditEntryRow is the SQL's.
import type { Disagreement, FigureCheck, NullAuditRow } from '@trophy-room/contract';

export interface FigureCheckRow {
  league: string;
  league_name: string;
  figure: string;
  name: string;
  rule: string;
  compared: number;
  agreed: number;
  disagreements: number;
  explained: number;
}

export function toFigureCheck(r: FigureCheckRow): FigureCheck {
  return {
    league: r.league,
    league_name: r.league_name,
    figure: r.figure,
    name: r.name,
    rule: r.rule,
    compared: r.compared,
    agreed: r.agreed,
    disagreements: r.disagreements,
    explained: r.explained,
  };
}

export interface NullAuditEntryRow {
  league: string;
  league_name: string;
  table: string;
  field: string;
  era: string;
  first_year: number;
  last_year: number;
  rows: number;
  empty: number;
  note: string | null;
}

export function toNullAuditEntry(r: NullAuditEntryRow): NullAuditRow {
  return {
    league: r.league,
    league_name: r.league_name,
    table: r.table,
    field: r.field,
    era: r.era,
    first_year: r.first_year,
    last_year: r.last_year,
    rows: r.rows,
    empty: r.empty,
    note: r.note,
  };
}

export interface DisagreementRow {
  id: number;
  league: string;
  figure: string;
  subject: string;
  label: string;
  claims: Disagreement['claims'];
  chosen_source: string | null;
  chosen_value: string | null;
  reason: string | null;
}

export function toDisagreement(r: DisagreementRow): Disagreement {
  return {
    league: r.league,
    figure: r.figure,
    id: r.id,
    subject: r.subject,
    label: r.label,
    claims: r.claims,
    chosen_source: r.chosen_source,
    chosen_value: r.chosen_value,
    reason: r.reason,
  };
}

/** One source's seasons of one figure of a league (figure_coverage), gathered per figure into FigureCoverageRow. */
export interface FigureSourceRow {
  league_id: number;
  league: string;
  league_name: string;
  sport: string | null;
  figure: string;
  source: string;
  first_year: number;
  last_year: number;
  seasons: number[];
}
