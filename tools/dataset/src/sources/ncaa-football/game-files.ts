// The two college football game files, read into one shape: College Football Data Warehouse's list of every game of
// the 2015 top-division programmes 1869-2015 (no header; the two teams in no home/away order, no site) and
// CollegeFootballData's FBS-vs-FBS games 2010-2025 (home/away, neutral site, bowl and playoff names).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildContext } from '../../model';
import { int, text } from '../../shared/parse';
import { SRC_CFBD_GAMES, SRC_CFBDW_GAMES } from './sources';

export const CFBDW_FILE = 'cfb_games_cfbdatawarehouse_1869_2015/allgames.csv';
export const cfbdFile = (year: number) => `cfb_games_cfbd_fbs_2010_2025/games_${year}.csv`;
export const CFBD_YEARS = [2010, 2025] as const;

/** One game as a file gives it: `a` and `b` are its two sides (CFBD: away and home). */
export interface FileGame {
  source: typeof SRC_CFBDW_GAMES | typeof SRC_CFBD_GAMES;
  file: string;
  line: number;
  season: number;
  date: string;
  a: string;
  b: string;
  aScore: number;
  bScore: number;
  /** CFBD only: b is the home team (or the first-named side at a neutral site). */
  siteKnown: boolean;
  neutral: boolean | null;
  /** CFBD: 'regular' | 'bowl' | 'cfp'; CFBDW: null (no label). */
  phase: string | null;
  notes: string | null;
  /** CFBDW: the date is the source's 25 August placeholder for an undated game. */
  undated: boolean;
  id: string | null;
  /** CFBD's week (1 for every postseason game). */
  week: number | null;
  /** CFBD: the file's date, the UTC day of kickoff (`date` is the local day, cfbdLocalDate); CFBDW: null. */
  utcDate: string | null;
}

const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
const dayBefore = (d: string) =>
  new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The local calendar day of a CFBD game. The file gives the UTC day of kickoff and no time (nor a venue's time zone),
 * so the rule goes by the weekday, measured against CFBDW's local dates of the 4,500 games of 2010-2015 both files
 * hold: a UTC Sunday is a Saturday-night game in the US (an 8 pm ET kickoff is 00:00 UTC; 728 of 739 such games;
 * FBS plays no Sunday slate), a regular-season UTC Wednesday a Tuesday-night one (41 of 44, the MAC's November
 * nights), a playoff game's UTC Tuesday a Monday-night final (6 of 6). Other days stay as they are: most are day games (UTC Saturday: 2,925 of 3,054 regular-season games), and
 * a UTC Friday or a bowl's day cannot be told apart by weekday (Thursday-night kickoffs at 8 pm ET against Friday
 * 7 pm ET ones). The better dates win where they exist: CFBDW's (2010-2015) and the champions list's (games.ts).
 */
export function cfbdLocalDate(utcDate: string, phase: string | null): string {
  const wd = weekday(utcDate);
  return wd === 0 || (wd === 3 && phase === 'regular') || (wd === 2 && phase === 'cfp')
    ? dayBefore(utcDate)
    : utcDate;
}

/**
 * The season of a CFBDW date: bowls are played in January, and the few games of January and February before 1900
 * (California's, Northwestern's) were the close of the season begun the autumn before, as the game lists count them.
 */
export const cfbdwSeason = (date: string) => {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) <= 2 ? year - 1 : year;
};

/** CFBDW's rows: the file has no header row and no quoted cells, so it is split by line and comma. */
export function readCfbdw(ctx: BuildContext): FileGame[] {
  const lines = readFileSync(join(ctx.rawDir, CFBDW_FILE), 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((l) => l.split(','));
  const out: FileGame[] = [];
  lines.forEach((cells, i) => {
    if (cells.length === 1 && !cells[0].trim()) return;
    const [date, a, as, b, bs] = cells.map((c) => (c ?? '').trim());
    const aScore = int(as);
    const bScore = int(bs);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !a || !b || aScore === null || bScore === null) {
      ctx.report({
        source: SRC_CFBDW_GAMES,
        file: CFBDW_FILE,
        line: i + 1,
        problem: 'unreadable date, team or score; game skipped',
      });
      return;
    }
    out.push({
      source: SRC_CFBDW_GAMES,
      file: CFBDW_FILE,
      line: i + 1,
      season: cfbdwSeason(date),
      date,
      a,
      b,
      aScore,
      bScore,
      siteKnown: false,
      neutral: null,
      phase: null,
      notes: null,
      undated: date.endsWith('-08-25'),
      id: null,
      week: null,
      utcDate: null,
    });
  });
  return out;
}

export function readCfbd(ctx: BuildContext): FileGame[] {
  const out: FileGame[] = [];
  for (let year = CFBD_YEARS[0]; year <= CFBD_YEARS[1]; year++) {
    const file = cfbdFile(year);
    ctx.readCsv(file).forEach((r, i) => {
      const home = text(r.home_team);
      const away = text(r.away_team);
      const hs = int(r.home_score);
      const as = int(r.away_score);
      const season = int(r.season_year);
      if (
        !home ||
        !away ||
        hs === null ||
        as === null ||
        season !== year ||
        !/^\d{4}-\d{2}-\d{2}$/.test(r.date)
      ) {
        ctx.report({
          source: SRC_CFBD_GAMES,
          file,
          line: i + 2,
          problem: 'unreadable season, date, team or score; game skipped',
        });
        return;
      }
      out.push({
        source: SRC_CFBD_GAMES,
        file,
        line: i + 2,
        season,
        date: cfbdLocalDate(r.date, text(r.game_phase)),
        a: away,
        b: home,
        aScore: as,
        bScore: hs,
        siteKnown: true,
        neutral: r.neutral_site === '1' || r.neutral_site?.toLowerCase() === 'true',
        phase: text(r.game_phase),
        notes: text(r.notes),
        undated: false,
        id: text(r.game_id),
        week: int(r.week),
        utcDate: r.date,
      });
    });
  }
  return out;
}
