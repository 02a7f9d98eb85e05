// Career statistics in the contract's names, from the sources' own keys: season totals summed from player_seasons
// (basketball, hockey, baseball batting) and the career object the source gives (football, baseball pitching).
import type { CareerStats } from '@trophy-room/contract';

type Obj = Record<string, unknown>;
const n = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const o = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const ratio = (a: number | null, b: number | null, digits = 3) =>
  a !== null && b ? Math.round((a / b) * 10 ** digits) / 10 ** digits : null;
const sum = (...v: (number | null)[]) =>
  v.every((x) => x === null) ? null : v.reduce<number>((s, x) => s + (x ?? 0), 0);

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

export function careerStats(i: CareerInput): CareerStats {
  const t = o(i.totals);
  const c = o(i.career);
  const base: CareerStats = {
    seasons_played: i.seasons,
    games_played: i.games_played,
    games_started: i.games_started,
  };
  if (i.sport === 'basketball') {
    const fg = n(t.fg),
      fga = n(t.fga);
    return {
      ...base,
      points: n(t.pts),
      rebounds: n(t.trb) ?? sum(n(t.orb), n(t.drb)),
      assists: n(t.ast),
      steals: n(t.stl),
      blocks: n(t.blk),
      field_goals_made: fg,
      field_goals_attempted: fga,
      field_goal_percentage: ratio(fg, fga),
      three_pointers_made: n(t['3p']),
      three_pointers_attempted: n(t['3pa']),
      free_throws_made: n(t.ft),
      free_throws_attempted: n(t.fta),
    };
  }
  if (i.sport === 'hockey') {
    const src = Object.keys(t).length ? t : c;
    return {
      ...base,
      games_played: base.games_played ?? n(c.gp),
      goals: n(src.g),
      assists: n(src.a),
      points: n(src.pts),
      penalty_minutes: n(src.pim),
      plus_minus: n(t.pm),
      shots: n(t.sog),
      // A goaltender's record (Brodeur: 691 wins, 125 shutouts), from the same rows.
      ...(src.w === undefined && src.sho === undefined
        ? {}
        : { wins: n(src.w), losses: n(src.l), shutouts: n(src.sho), goals_against: n(src.ga) }),
    };
  }
  if (i.sport === 'baseball') {
    const bat = Object.keys(o(c.bat)).length ? o(c.bat) : t;
    const p = o(c.p);
    const ab = n(bat.ab),
      h = n(bat.h);
    return {
      ...base,
      at_bats: ab,
      hits: h,
      home_runs: n(bat.hr),
      runs_batted_in: n(bat.rbi),
      runs: n(bat.r),
      stolen_bases: n(bat.sb),
      batting_average: ratio(h, ab),
      wins: n(p.w),
      losses: n(p.l),
      earned_run_average: n(p.era),
      strikeouts: n(p.so),
      saves: n(p.sv),
      innings_pitched: n(p.ipo) === null ? null : Math.round((n(p.ipo)! / 3) * 10) / 10,
    };
  }
  if (i.sport === 'football') {
    // The same rows as the season table: the lines' sums where he has lines; the source's career object (the draft
    // file's totals) only for a player without any, and then wholly — never one figure from each.
    const fromLines = Object.keys(t).length > 0 || i.games_played !== null;
    const pass = fromLines ? {} : o(c.pass),
      rush = fromLines ? {} : o(c.rush),
      rec = fromLines ? {} : o(c.rec),
      def = fromLines ? {} : o(c.def);
    const v = (career: unknown, total: string) => n(career) ?? n(t[total]);
    return {
      ...base,
      games_played: fromLines ? base.games_played : n(c.g),
      games_started: fromLines ? base.games_started : null,
      passing_yards: v(pass.yds, 'pass_yds'),
      passing_touchdowns: v(pass.td, 'pass_td'),
      passing_attempts: v(pass.att, 'pass_att'),
      passing_completions: v(pass.cmp, 'pass_cmp'),
      interceptions_thrown: v(pass.int, 'pass_int'),
      rushing_yards: v(rush.yds, 'rush_yds'),
      rushing_touchdowns: v(rush.td, 'rush_td'),
      receptions: v(rec.rec, 'rec'),
      receiving_yards: v(rec.yds, 'rec_yds'),
      receiving_touchdowns: v(rec.td, 'rec_td'),
      tackles: sum(n(def.solo), n(def.ast)) ?? n(t.def_tkl),
      sacks: v(def.sk, 'def_sk'),
      interceptions: v(def.int, 'def_int'),
    };
  }
  return base;
}
