// The Kaggle compact-results files (tournament, secondary-tournament and 2016 regular-season editions) read into one
// raw shape, the cross-check of two editions of the same results, and a raw result as a game.
import type { BuildContext } from '../../model';
import { int } from '../../shared/parse';
import { KAGGLE } from './common';
import type { Game } from './game-types';

export interface Raw {
  file: string;
  line: number;
  season: number;
  day: number;
  w: string;
  ws: number;
  l: string;
  ls: number;
  loc: string;
  ot: number;
  extra?: string;
}

export function readResults(ctx: BuildContext, file: string, old = false): Raw[] {
  return ctx.readCsv(file).map((r, i) => ({
    file,
    line: i + 2,
    season: Number(r.Season),
    day: Number(old ? r.Daynum : r.DayNum),
    w: old ? r.Wteam : r.WTeamID,
    ws: Number(old ? r.Wscore : r.WScore),
    l: old ? r.Lteam : r.LTeamID,
    ls: Number(old ? r.Lscore : r.LScore),
    loc: old ? r.Wloc : r.WLoc,
    ot: int(old ? r.Numot : r.NumOT) ?? 0,
    extra: r.SecondaryTourney?.trim(),
  }));
}

const rawKey = (r: Raw) => `${r.season}|${r.day}|${r.w}|${r.l}|${r.ws}|${r.ls}|${r.loc}|${r.ot}`;

/** Compare two editions of the same results for the seasons both cover; report rows found in only one. */
export function crossCheck(ctx: BuildContext, a: Raw[], b: Raw[], seasons: (s: number) => boolean): void {
  const ka = new Set(a.filter((r) => seasons(r.season)).map(rawKey));
  const kb = new Set(b.filter((r) => seasons(r.season)).map(rawKey));
  for (const r of a) if (seasons(r.season) && !kb.has(rawKey(r))) report(ctx, r, `not in ${b[0]?.file}`);
  for (const r of b) if (seasons(r.season) && !ka.has(rawKey(r))) report(ctx, r, `not in ${a[0]?.file}`);
}

export function report(ctx: BuildContext, r: Raw, problem: string): void {
  ctx.report({ source: KAGGLE, file: r.file, line: r.line, problem });
}

/**
 * A raw result as a game of the given kind. H: the winner at home; A: the winner away; N: a neutral site, where
 * `neutralWinnerHome` says whether the winner is listed as the home team (by default the lower TeamID is).
 */
export function toGame(
  r: Raw,
  w: string,
  l: string,
  d: string,
  kind: Game['kind'],
  round: string | null,
  neutralWinnerHome = r.w < r.l,
): Game {
  const wHome = r.loc === 'H' ? true : r.loc === 'A' ? false : neutralWinnerHome;
  return {
    startYear: r.season - 1,
    date: d,
    home: wHome ? w : l,
    away: wHome ? l : w,
    homeScore: wHome ? r.ws : r.ls,
    awayScore: wHome ? r.ls : r.ws,
    neutral: r.loc === 'N',
    ot: r.ot,
    kind,
    round,
  };
}
