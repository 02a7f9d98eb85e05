// Franchises: which franchise each Pro-Football-Reference standings row belongs to.
//
// Every standings row (season, team) is matched to a FiveThirtyEight team code by its exact W-L-T and points for and
// against computed from nfl_games.csv. 538 codes are franchise ids (ARI covers the Chicago, St. Louis, Phoenix and
// Arizona Cardinals; CLE the Browns 1946-; BAL the Ravens from 1996), so they give each row's franchise, including the
// defunct ones. Where that disagrees with the standings' own modern_name (the AAFC Buffalo Bills, the 1947-50
// Baltimore Colts and the 1952 Dallas Texans are NOT today's Bills, Colts and Chiefs) the 538 franchise wins and the
// row is reported.
import type { BuildContext } from '../../model';
import { slugify } from '../../shared/slug';
import type { FteGame } from './fte-games';
import { L } from './league';
import { STANDINGS, STANDINGS_FILE, type Standing } from './pfr-standings';
import type { TeamIds } from './team-codes';

type Rec = [number, number, number, number, number];

function records(games: FteGame[], allowed?: Set<string>): Map<string, Rec> {
  const m = new Map<string, Rec>();
  for (const g of games) {
    if (g.playoff) continue;
    if (allowed && (!allowed.has(g.t1) || !allowed.has(g.t2))) continue;
    for (const [t, a, b] of [
      [g.t1, g.s1, g.s2],
      [g.t2, g.s2, g.s1],
    ] as [string, number, number][]) {
      let r = m.get(t);
      if (!r) m.set(t, (r = [0, 0, 0, 0, 0]));
      r[a > b ? 0 : a < b ? 1 : 2]++;
      r[3] += a;
      r[4] += b;
    }
  }
  return m;
}

export interface Franchises {
  /** The standings rows kept (one per franchise and season), each with its franchise key in `team`. */
  kept: Standing[];
  /** The kept row of `${team}|${season}`. */
  standingOf: Map<string, Standing>;
  /** A standings modern_name (or a spreadspoke team name) → the current franchise it names. */
  modernKey: Map<string, string>;
  /** A 538 code → its franchise key (current franchises by their current code, defunct ones `old-<code>`). */
  codeKey(code: string): string;
}

/** Sets each standings row's franchise (`team`), reporting every row the games contradict or cannot place. */
export function assignFranchises(
  ctx: BuildContext,
  standings: Standing[],
  fteGames: FteGame[],
  ssTeams: Record<string, string>[],
  { currentIds, keyOfId }: TeamIds,
): Franchises {
  const fteBySeason = new Map<number, FteGame[]>();
  for (const g of fteGames) {
    let a = fteBySeason.get(g.season);
    if (!a) fteBySeason.set(g.season, (a = []));
    a.push(g);
  }
  const codeOfRow = new Map<Standing, string>();
  const bySeason = new Map<number, Standing[]>();
  for (const s of standings) {
    let a = bySeason.get(s.season);
    if (!a) bySeason.set(s.season, (a = []));
    a.push(s);
  }
  const recKey = (r: Rec | [number, number, number, number | null, number | null]) => r.join('|');
  for (const [season, rows] of bySeason) {
    const games = fteBySeason.get(season);
    if (!games) continue;
    const open = new Map<string, Standing[]>();
    for (const s of rows) {
      const k = recKey([s.w, s.l, s.t, s.pf, s.pa]);
      open.set(k, [...(open.get(k) ?? []), s]);
    }
    const matched = new Map<string, Standing>();
    const tryMatch = (recs: Map<string, Rec>, keyFn: (r: Rec) => string, pool: Map<string, Standing[]>) => {
      for (const code of [...recs.keys()].sort()) {
        if (matched.has(code)) continue;
        const cands = (pool.get(keyFn(recs.get(code)!)) ?? []).filter((s) => !codeOfRow.has(s));
        const rivals = [...recs.entries()].filter(
          ([c, r]) => !matched.has(c) && keyFn(r) === keyFn(recs.get(code)!),
        );
        if (cands.length === 1 && rivals.length === 1) {
          matched.set(code, cands[0]);
          codeOfRow.set(cands[0], code);
        }
      }
    };
    tryMatch(records(games), recKey, open);
    // second pass: unmatched codes' records against league (already matched) opponents only
    const league = new Set(matched.keys());
    const vsLeague = new Map<string, Rec>();
    const others = new Set<string>();
    for (const g of games) for (const t of [g.t1, g.t2]) if (!league.has(t)) others.add(t);
    for (const c of [...others].sort()) {
      const r = records(
        games.filter((g) => (g.t1 === c && league.has(g.t2)) || (g.t2 === c && league.has(g.t1))),
      ).get(c);
      if (r) vsLeague.set(c, r);
    }
    tryMatch(vsLeague, recKey, open);
    // last resort: W-L-T only, among rows and codes still unmatched
    const wlt = new Map<string, Standing[]>();
    for (const s of rows)
      if (!codeOfRow.has(s)) wlt.set(`${s.w}|${s.l}|${s.t}`, [...(wlt.get(`${s.w}|${s.l}|${s.t}`) ?? []), s]);
    tryMatch(records(games), (r) => `${r[0]}|${r[1]}|${r[2]}`, wlt);
  }

  // modern_name -> current franchise, learnt from rows matched to current codes
  const modernKey = new Map<string, string>();
  for (const [s, code] of codeOfRow) {
    const id = code === 'WSH' ? 'WAS' : code;
    if (s.modern && currentIds.has(id) && !modernKey.has(s.modern)) modernKey.set(s.modern, keyOfId(id));
  }
  for (const t of ssTeams) if (!modernKey.has(t.team_name)) modernKey.set(t.team_name, keyOfId(t.team_id));

  const codeKey = (code: string) => {
    const id = code === 'WSH' ? 'WAS' : code;
    return currentIds.has(id) ? keyOfId(id) : `${L}:old-${code}`;
  };
  const nameKeyMemo = new Map<string, string>(); // family|name -> key learnt from matched rows
  for (const [s, code] of [...codeOfRow].sort((a, b) => a[0].line - b[0].line)) {
    const k = `${s.family}|${s.name}`;
    if (!nameKeyMemo.has(k)) nameKeyMemo.set(k, codeKey(code));
  }
  const leftovers: Standing[] = [];
  for (const s of standings) {
    const code = codeOfRow.get(s);
    const fromModern = s.modern ? modernKey.get(s.modern) : undefined;
    if (code) {
      s.team = codeKey(code);
      if (s.modern && fromModern !== s.team) {
        ctx.report({
          source: STANDINGS.key,
          file: STANDINGS_FILE,
          line: s.line,
          problem: `${s.league.toUpperCase()} ${s.season} ${s.name}: modern_name '${s.modern}' is wrong; the games (538 franchise code ${code}) show a different franchise, which is used`,
        });
      }
    } else if (fromModern) {
      s.team = fromModern;
    } else if (nameKeyMemo.has(`${s.family}|${s.name}`)) {
      s.team = nameKeyMemo.get(`${s.family}|${s.name}`)!;
    } else leftovers.push(s);
  }
  // a season's one remaining row and one remaining 538 code belong together (records differ by a missing game)
  for (const s of leftovers) {
    const games = fteBySeason.get(s.season) ?? [];
    const taken = new Set(standings.filter((x) => x.season === s.season && x.team).map((x) => x.team));
    const rowsLeft = leftovers.filter((x) => x.season === s.season && !x.team);
    const codes = [...new Set(games.flatMap((g) => [g.t1, g.t2]))].filter((c) => !taken.has(codeKey(c)));
    // only codes that played a league team this season
    const league = codes.filter((c) =>
      games.some((g) => (g.t1 === c && taken.has(codeKey(g.t2))) || (g.t2 === c && taken.has(codeKey(g.t1)))),
    );
    if (rowsLeft.length === 1 && league.length === 1) {
      s.team = codeKey(league[0]);
      ctx.report({
        source: STANDINGS.key,
        file: STANDINGS_FILE,
        line: s.line,
        problem: `${s.season} ${s.name}: record differs from the 538 games; matched to the only remaining team code ${league[0]}`,
      });
    } else {
      s.team = `${L}:old-${slugify(s.name)}-${s.family.toLowerCase()}`;
      if (games.length) {
        ctx.report({
          source: STANDINGS.key,
          file: STANDINGS_FILE,
          line: s.line,
          problem: `${s.season} ${s.name}: no matching team in the 538 games; kept as its own franchise`,
        });
      }
    }
  }
  // duplicates (two rows of one franchise in a season) are reported and the second dropped
  const standingOf = new Map<string, Standing>();
  const kept: Standing[] = [];
  for (const s of standings) {
    const k = `${s.team}|${s.season}`;
    if (standingOf.has(k)) {
      ctx.report({
        source: STANDINGS.key,
        file: STANDINGS_FILE,
        line: s.line,
        problem: `second row for franchise ${s.team} in ${s.season} skipped`,
      });
      continue;
    }
    standingOf.set(k, s);
    kept.push(s);
  }

  return { kept, standingOf, modernKey, codeKey };
}
