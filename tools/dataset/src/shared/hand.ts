// Hand-written fact files live under tools/dataset/hand/<folder>/, one row per fact, each naming its reference.
import { join } from 'node:path';
import type { BuildContext } from '../model';
import { int, text } from './parse';

/** A hand-written CSV under hand/<folder>/ (an absolute path, so readCsv does not resolve it against rawDir). */
export function readHand(ctx: BuildContext, folder: string, file: string): Record<string, string>[] {
  return ctx.readCsv(join(ctx.handDir, folder, file));
}

/** A hand row that holds for a span of seasons (start years), with the reference it was checked against. */
export interface SpanRow {
  first: number;
  last: number;
  row: Record<string, string>;
}

/**
 * A hand file whose rows each hold for `first_season`..`last_season` and name their `reference`: the rows that do;
 * a row lacking either is reported, not used.
 */
export function readSpanRows(ctx: BuildContext, folder: string, file: string): SpanRow[] {
  return readHand(ctx, folder, file).flatMap((r, i) => {
    const [first, last] = [int(r.first_season), int(r.last_season)];
    if (first !== null && last !== null && text(r.reference)) return [{ first, last, row: r }];
    ctx.report({
      source: 'hand',
      file: `${folder}/${file}`,
      line: i + 2,
      problem: 'a row needs both seasons and a reference',
    });
    return [];
  });
}

/** The row of a span file holding for this key's column value and season, if any. */
export const spanOf = (rows: readonly SpanRow[], column: string, value: unknown, season: number) =>
  rows.find((r) => r.row[column] === value && r.first <= season && season <= r.last);

/**
 * A hand file's home-venue cell as a team-season shows it: one venue, or a split season's venues in the order used,
 * written "A; B" and shown "A, B" (as the Sports-Reference sites list a season's stadiums). A list names no one venue,
 * so the team-season links none.
 */
export const homeVenueText = (cell: string): { name: string; single: boolean } => {
  const names = cell
    .split(';')
    .map((n) => n.trim())
    .filter(Boolean);
  return { name: names.join(', '), single: names.length === 1 };
};
