// Career statistics in the contract's names: each is a stat of the catalogue (@trophy-room/domain) that names itself
// among the career figures, computed by its formula from a career's line: the regular seasons' summed keys
// (basketball, hockey, baseball batting) or the source's career object (football without lines, baseball pitching),
// rates from the summed parts, rounded as they are written. Innings pitched are outs (`outs_pitched`, 481.2 = 1,445).
import type { CareerStats } from '@trophy-room/contract';
import { careerStatsOfSport, roundStat, type StatLine, statValue } from '@trophy-room/domain';

type Obj = Record<string, unknown>;
const n = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const o = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const some = (x: Obj) => Object.keys(x).length > 0;

export interface CareerInput {
  sport: string;
  seasons: number;
  games_played: number | null;
  games_started: number | null;
  /** Summed numeric keys of the regular-season stat lines. */
  totals: Obj | null;
  /** The source's career object (players.career). */
  career: Obj | null;
}

/** The draft file's career object in the season lines' keys (pass.yds → pass_yds; tackles solo + assisted). */
function footballCareerLine(c: Obj): Obj {
  const [pass, rush, rec, def] = [o(c.pass), o(c.rush), o(c.rec), o(c.def)];
  const tackles = [n(def.solo), n(def.ast)];
  return {
    pass_yds: pass.yds,
    pass_td: pass.td,
    pass_att: pass.att,
    pass_cmp: pass.cmp,
    pass_int: pass.int,
    rush_yds: rush.yds,
    rush_td: rush.td,
    rec: rec.rec,
    rec_yds: rec.yds,
    rec_td: rec.td,
    def_tkl: tackles.every((t) => t === null) ? null : (tackles[0] ?? 0) + (tackles[1] ?? 0),
    def_sk: def.sk,
    def_int: def.int,
  };
}

/** The career as one stat line, and its games, from the sources the sport's figures come from. */
function careerLine(i: CareerInput): { line: Obj; games: number | null; starts: number | null } {
  const t = o(i.totals);
  const c = o(i.career);
  const [games, starts] = [i.games_played, i.games_started];
  if (i.sport === 'hockey') {
    // The lines' sums when he has lines, else the source's career object (a goaltender's record from the same).
    return { line: some(t) ? t : c, games: games ?? n(c.gp), starts };
  }
  if (i.sport === 'baseball') {
    // Batting from the career object where it has one, pitching always from it (the lines' totals keep top-level
    // keys only).
    return { line: { ...(some(o(c.bat)) ? o(c.bat) : t), p: o(c.p) }, games, starts };
  }
  if (i.sport === 'football') {
    // The same rows as the season table: the lines' sums where he has lines; the source's career object (the draft
    // file's totals) only for a player without any, and then wholly — never one figure from each.
    const fromLines = some(t) || games !== null;
    return fromLines
      ? { line: t, games, starts }
      : { line: footballCareerLine(c), games: n(c.g), starts: null };
  }
  return { line: t, games, starts };
}

export function careerStats(i: CareerInput): CareerStats {
  const { line, games, starts } = careerLine(i);
  const base: CareerStats = { seasons_played: i.seasons, games_played: games, games_started: starts };
  const stats: StatLine = { ...line, games, games_started: starts };
  // A skater has no goaltender's record: those figures only where the source gives one.
  const goalie = line.w !== undefined || line.sho !== undefined;
  const figures = careerStatsOfSport(i.sport).filter((s) => goalie || s.group !== 'Goaltenders');
  return {
    ...base,
    ...Object.fromEntries(figures.map((s) => [s.career!, roundStat(s, statValue(s, stats))])),
  };
}
