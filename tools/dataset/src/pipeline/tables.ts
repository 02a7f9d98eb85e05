// The table products the league steps give and the cross-league steps need, named once.
import { tableNames, type TableName } from '../model';
import { table } from './product';

/** The frame core writes: every league row hangs from it. */
export const CORE_TABLES: readonly TableName[] = ['sources', 'sports', 'levels', 'leagues'];

/** The quality report: written by the steps that read every league's rows (reconcile, null-audit). */
export const REPORT_TABLES: readonly TableName[] = ['figure_checks', 'reconciliations', 'null_audit'];

/** The tables a league's steps add rows to (everything but the frame, the redirects and the quality report). */
export const LEAGUE_TABLES: readonly TableName[] = tableNames.filter(
  (t) => !CORE_TABLES.includes(t) && t !== 'slug_redirects' && !REPORT_TABLES.includes(t),
);

export const coreProducts = CORE_TABLES.map(table);
export const leagueProducts = LEAGUE_TABLES.map(table);
