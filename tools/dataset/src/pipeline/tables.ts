// The table products the league steps give and the cross-league steps need, named once.
import { tableNames, type TableName } from '../model';
import { table } from './product';

/** The frame core writes: every league row hangs from it. */
export const CORE_TABLES: readonly TableName[] = ['sources', 'sports', 'levels', 'leagues'];

/** Tables only the cross-league steps write, after the leagues: the redirects, the coverage model and the quality
 * report (reconcile, null-audit). */
const AFTER_LEAGUES: readonly TableName[] = [
  'slug_redirects',
  'figure_coverage',
  'figure_checks',
  'reconciliations',
  'null_audit',
];

/** The tables a league's steps add rows to (everything but the frame and the cross-league tables). */
export const LEAGUE_TABLES: readonly TableName[] = tableNames.filter(
  (t) => !CORE_TABLES.includes(t) && !AFTER_LEAGUES.includes(t),
);

export const coreProducts = CORE_TABLES.map(table);
export const leagueProducts = LEAGUE_TABLES.map(table);
