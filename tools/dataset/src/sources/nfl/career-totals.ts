// Career totals: sacks and interceptions a whole career long, where the season lines miss seasons. The lines' defence
// comes from NFL.com (1970-2016, only players with an NFL.com profile: Bruce Smith and Reggie White have none) and
// nflverse (2019-2025); 2017-2018 have none. The draft file carries each drafted player's career totals to its last
// season (Pro-Football-Reference, to 2024). A player's whole-career total is that total plus his lines after it;
// written into players.career.totals under the lines' keys (def_sk, def_int) where it differs from the lines' sum,
// so the career leaderboards count the whole career. The draft total and the lines' sum are compared once, by the
// generic career check (player.career_total in pipeline/cross-checks.ts), which states why they differ.
import type { BuildContext, Json } from '../../model';
import { readSpanRows } from '../../shared/hand';
import { int, num } from '../../shared/parse';
import { DRAFT, DRAFT_FILE } from './draft-picks';
import { L, normName } from './league';

/** The first season of official sacks. */
const SACKS_OFFICIAL_FROM = 1982;

/** The line key of each figure and its key in the draft file's career summary (career.def). */
const FIGURES = [
  { line: 'def_sk', draft: 'sk' },
  { line: 'def_int', draft: 'int' },
] as const;

export function addCareerTotals(ctx: BuildContext): void {
  // per player: per line key, per source, the sum and the seasons
  const sums = new Map<string, Map<string, Map<string, { sum: number; lines: [number, number][] }>>>();
  for (const ps of ctx.rows('player_seasons')) {
    if (!String(ps.key).startsWith(`${L}:`) || ps.is_postseason) continue;
    const stats = (ps.stats ?? {}) as Record<string, number>;
    const season = Number(String(ps.season).slice(L.length + 1));
    for (const { line } of FIGURES) {
      if (typeof stats[line] !== 'number') continue;
      const byKey = sums.get(String(ps.player)) ?? new Map();
      const bySource = byKey.get(line) ?? new Map();
      const s = bySource.get(String(ps.source)) ?? { sum: 0, lines: [] };
      s.sum += stats[line];
      s.lines.push([season, stats[line]]);
      bySource.set(String(ps.source), s);
      byKey.set(line, bySource);
      sums.set(String(ps.player), byKey);
    }
  }
  const drafted = ctx.rows('players').filter((p) => p.league === L && p.source === DRAFT.key);
  const lastDraftSeason = Math.max(...ctx.readCsv(DRAFT_FILE).map((r) => int(r.to) ?? 0));
  let written = 0;
  for (const p of drafted) {
    const career = (p.career ?? {}) as Record<string, Json>;
    const def = (career.def ?? {}) as Record<string, number>;
    const totals: Record<string, number> = {};
    for (const { line, draft } of FIGURES) {
      // The NFL counts sacks from 1982: a career begun before carries unofficial sacks in the draft file's total
      // (Lawrence Taylor's 9.5 of 1981), so it keeps the sum of its lines, which start in 1982.
      if (line === 'def_sk' && Number(p.first_year) < SACKS_OFFICIAL_FROM) continue;
      const bySource =
        sums.get(p.key)?.get(line) ?? new Map<string, { sum: number; lines: [number, number][] }>();
      const total = def[draft] ?? 0;
      const linesSum = [...bySource.values()].reduce((a, s) => a + s.sum, 0);
      if (!total && !linesSum) continue;
      // his lines after the draft file's last season count on top of its total
      let after = 0;
      for (const s of bySource.values()) for (const [y, v] of s.lines) if (y > lastDraftSeason) after += v;
      const whole = total + after;
      if (whole > linesSum) totals[line] = whole;
    }
    if (Object.keys(totals).length) {
      Object.assign(p, { career: { ...career, totals } });
      written++;
    }
  }
  ctx.report({
    source: DRAFT.key,
    file: DRAFT_FILE,
    problem: `${written} players' career sacks or interceptions (the draft file's career total plus their lines after ${lastDraftSeason}) exceed the sum of their season lines, which miss seasons; the whole-career totals are written in players.career.totals`,
  });
}

/**
 * hand/nfl/careers.csv: the span, and the whole-career sacks and interceptions, of careers no source gives whole
 * (Reggie White, Paul Krause and Bart Starr have no NFL.com profile and were drafted before the draft file begins; the
 * rosters begin in 1970), each row checked against the NFL Record & Fact Book or the Hall of Fame. Matched by name to
 * the one player whose seasons cover most of the row's career; his first and last season become the row's.
 */
export function addHandCareers(ctx: BuildContext): void {
  const file = 'nfl/careers.csv';
  for (const { first, last, row: r } of readSpanRows(ctx, L, 'careers.csv')) {
    const totals = Object.fromEntries(
      (['def_sk', 'def_int'] as const).flatMap((k) => (num(r[k]) === null ? [] : [[k, num(r[k])!]])),
    );
    // The namesake whose seasons cover most of the row's career (Reggie White the end of 1985-2000, not the nose
    // tackle of 1992-95): one, or the row is not used.
    const overlap = (p: { first_year?: unknown; last_year?: unknown }) =>
      Math.min(Number(p.last_year), last) - Math.max(Number(p.first_year), first) + 1;
    const named = ctx
      .rows('players')
      .filter(
        (p) =>
          p.league === L &&
          normName(String(ctx.get('people', String(p.person))?.full_name ?? '')) === normName(r.name) &&
          overlap(p) > 0,
      );
    const best = Math.max(0, ...named.map(overlap));
    const found = named.filter((p) => overlap(p) === best);
    if (found.length !== 1) {
      ctx.report({ source: 'hand', file, problem: `${r.name}: ${found.length} players match; row not used` });
      continue;
    }
    const p = found[0];
    const career = (p.career ?? {}) as Record<string, Json>;
    const before = (career.totals ?? {}) as Record<string, number>;
    Object.assign(p, {
      first_year: first,
      last_year: last,
      career: { ...career, totals: { ...before, ...totals } },
    });
  }
}
