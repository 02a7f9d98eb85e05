// Reading nhl_skaters_hockeyref_2021_2026 (nhl_2021.csv .. nhl_2026.csv, UTF-8; the file name is the season's END
// year): Hockey-Reference's 'NHL Skater Statistics' table as its 'Get table as CSV' writes it. The first line is the
// table's group header (',,,,,,Scoring,Scoring,...'), the second the column names, so the rows are re-keyed by the
// second line; the last column ('-9999') holds the Hockey-Reference player id. The closing 'League Average' row is
// not a player and is dropped here.
import type { BuildContext } from '../../model';
import { text } from '../../shared/parse';

export const SKATERS_2021_DIR = 'nhl_skaters_hockeyref_2021_2026';
export const FIRST_END = 2021;
export const LAST_END = 2026;

export const skatersFile = (end: number) => `${SKATERS_2021_DIR}/nhl_${end}.csv`;

export interface SkaterRow {
  /** Season start year (the file's end year less one). */
  year: number;
  file: string;
  /** Line in the file (1-based, counting both header lines). */
  line: number;
  /** Hockey-Reference player id, e.g. ovechal01. */
  id: string;
  name: string;
  /** A team code, or 'nTM' for a traded player's total row. */
  team: string;
  /** True for the '2TM'/'3TM' total row of a player who played for several teams (his per-team rows follow). */
  total: boolean;
  cells: Record<string, string>;
}

/** Every player row of every season, in file order (total rows included, marked). */
export function readSkaters2021(ctx: BuildContext): SkaterRow[] {
  const out: SkaterRow[] = [];
  for (let end = FIRST_END; end <= LAST_END; end++) {
    const file = skatersFile(end);
    const [names, ...rows] = ctx.readCsv(file);
    const cols = Object.keys(names);
    rows.forEach((raw, i) => {
      const cells = Object.fromEntries(cols.map((c) => [names[c], raw[c] ?? '']));
      const id = text(cells['-9999']);
      if (!id || id === '-9999') return; // 'League Average'
      const team = (cells.Team ?? '').trim();
      out.push({
        year: end - 1,
        file,
        line: i + 3,
        id,
        name: (cells.Player ?? '').trim(),
        team,
        total: /^\dTM$/.test(team),
        cells,
      });
    });
  }
  return out;
}
