// Every series result checked against the final-series games the data has; a disagreement is a source issue.
import type { BuildContext } from '../model';

/** Wins per team in the games of one championship and season. */
function winsIn(ctx: BuildContext): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const g of ctx.rows('games')) {
    if (
      !g.championship ||
      g.status !== 'final' ||
      typeof g.home_score !== 'number' ||
      typeof g.away_score !== 'number'
    )
      continue;
    if (g.home_score === g.away_score) continue;
    const k = `${String(g.championship)}|${String(g.season)}`;
    const m = out.get(k) ?? new Map<string, number>();
    const w = String(g.home_score > g.away_score ? g.home_team : g.away_team);
    m.set(w, (m.get(w) ?? 0) + 1);
    out.set(k, m);
  }
  return out;
}

/** Compares "W-L" series results with the games; reports where the games disagree. */
export function auditSeries(ctx: BuildContext): { checked: string[]; bad: string[] } {
  const wins = winsIn(ctx);
  const bad: string[] = [];
  const checked: string[] = [];
  for (const r of ctx.rows('championship_results')) {
    const m = typeof r.series_result === 'string' ? /^(\d+)-(\d+)/.exec(r.series_result) : null;
    const games = wins.get(`${String(r.championship)}|${String(r.season)}`);
    if (!m || !games || !r.winner_team || !r.runner_up_team) continue;
    const w = games.get(String(r.winner_team)) ?? 0;
    const l = games.get(String(r.runner_up_team)) ?? 0;
    checked.push(r.key);
    // Only a complete set of games can contradict the series; a partial one (missing game files) is not evidence.
    if (w === Number(m[1]) && l === Number(m[2])) continue;
    if (w < Number(m[1])) continue;
    bad.push(r.key);
    ctx.report({
      source: String(r.source ?? ''),
      file: 'championship_results',
      problem: `${r.key}: series ${r.series_result} but its games give ${w}-${l}`,
    });
  }
  return { checked, bad };
}
