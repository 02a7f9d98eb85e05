// A standings table's columns as the league prints them: each column's header and meaning by sport (PF/PA in
// football and basketball, RS/RA in baseball, GF/GA in hockey), the figure a row shows in it (formatted once, by the
// domain's formatters) and which of a league's columns a set of tables shows (T and OTL only where some team has
// them), so every table of a page has the same columns in the same order.
import { formatGamesBehind, formatRate, formatSigned, MISSING } from '../format';
import type { StandingsColumn, StandingsRules } from './rules';

/** The figures of a standings row the columns read (the API's Standing has them all). */
export interface StandingsRow {
  games_played: number | null;
  wins: number | null;
  losses: number | null;
  ties: number | null;
  ot_losses: number | null;
  points: number | null;
  points_percentage?: number | null;
  win_percentage: number | null;
  games_behind: number | null;
  points_for: number | null;
  points_against: number | null;
  division_record: string | null;
  conference_record: string | null;
  streak: string | null;
}

const SCORE: Record<string, [string, string, string]> = {
  baseball: ['RS', 'RA', 'Run'],
  hockey: ['GF', 'GA', 'Goal'],
};

/** A column's header, its meaning (the header's title) in a sport, and whether it holds a figure (right-aligned). */
export function standingsColumnHead(
  col: StandingsColumn,
  sport: string,
): { header: string; title: string; numeric: boolean } {
  const [forAbbr, againstAbbr, noun] = SCORE[sport] ?? ['PF', 'PA', 'Point'];
  const scored = noun === 'Run' ? ['Runs scored', 'Runs allowed'] : [`${noun}s for`, `${noun}s against`];
  const heads: Record<StandingsColumn, [string, string]> = {
    gp: ['GP', 'Games played'],
    w: ['W', 'Wins'],
    l: ['L', sport === 'hockey' ? 'Losses in regulation' : 'Losses'],
    t: ['T', 'Ties'],
    otl: ['OTL', 'Overtime and shootout losses'],
    pts: ['PTS', 'Points'],
    ppct: ['P%', 'Points percentage: points won of the two a game available'],
    pct: ['PCT', 'Win percentage'],
    gb: ['GB', "Games behind the table's leader"],
    pf: [forAbbr, scored[0]],
    pa: [againstAbbr, scored[1]],
    diff: ['DIFF', `${noun} differential`],
    div: ['DIV', 'Division record'],
    conf: ['CONF', 'Conference record'],
    streak: ['STRK', "Streak at the table's date"],
  };
  const [header, title] = heads[col];
  return { header, title, numeric: col !== 'div' && col !== 'conf' && col !== 'streak' };
}

const diff = (r: StandingsRow) =>
  r.points_for === null || r.points_against === null ? null : r.points_for - r.points_against;

/** A row's figure in a column: what the column sorts by and a download holds. */
export function standingsCellValue(col: StandingsColumn, r: StandingsRow): number | string | null {
  switch (col) {
    case 'gp':
      return r.games_played;
    case 'w':
      return r.wins;
    case 'l':
      return r.losses;
    case 't':
      return r.ties ?? 0;
    case 'otl':
      return r.ot_losses ?? 0;
    case 'pts':
      return r.points;
    case 'ppct':
      return r.points_percentage ?? null;
    case 'pct':
      return r.win_percentage;
    case 'gb':
      return r.games_behind;
    case 'pf':
      return r.points_for;
    case 'pa':
      return r.points_against;
    case 'diff':
      return diff(r);
    case 'div':
      return r.division_record;
    case 'conf':
      return r.conference_record;
    case 'streak':
      return r.streak;
  }
}

/** A row's figure in a column as the table prints it: rates .647, differentials +112, the leader's GB "—". */
export function standingsCellText(col: StandingsColumn, r: StandingsRow): string {
  const v = standingsCellValue(col, r);
  if (col === 'pct' || col === 'ppct') return formatRate(v as number | null);
  if (col === 'gb') return formatGamesBehind(v as number | null);
  if (col === 'diff') return formatSigned(v as number | null);
  return v === null || v === undefined ? MISSING : String(v);
}

/** The columns a set of tables of one league shows: its columns, T and OTL only where some team has them. */
export function standingsColumnsShown(rules: StandingsRules, rows: StandingsRow[]): StandingsColumn[] {
  const has = (f: (r: StandingsRow) => boolean) => rows.some(f);
  return rules.columns.filter((c) => {
    if (c === 't') return has((r) => (r.ties ?? 0) > 0);
    if (c === 'otl') return has((r) => r.ot_losses !== null);
    if (c === 'div') return has((r) => r.division_record !== null);
    if (c === 'conf') return has((r) => r.conference_record !== null);
    if (c === 'pf' || c === 'pa' || c === 'diff') return has((r) => r.points_for !== null);
    if (c === 'streak') return has((r) => r.streak !== null);
    if (c === 'gp') return has((r) => r.games_played !== null);
    return true;
  });
}
