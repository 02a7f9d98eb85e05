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
        date: r.date,
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
      });
    });
  }
  return out;
}
