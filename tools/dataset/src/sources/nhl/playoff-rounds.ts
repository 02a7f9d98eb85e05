// Playoff rounds: which games of a season are playoff games (Hockey-Reference files mix them in), the stage of
// each series from the order in which each team played its series, and the round's name in that season's format.
import { nhlRoundName } from '@trophy-room/domain';
import type { BuildContext } from '../../model';
import type { NhlGame } from './game-types';

export function roundName(season: number, stage: number | null, roundRobin: boolean): string | null {
  if (stage === null) return null;
  if (roundRobin) return 'Seeding Round Robin';
  if (stage === 0) return 'Qualifying Round';
  if (season === 2020 && stage === 3) return 'Stanley Cup Semifinals';
  // The stage's round named as the NHL named it that season (the domain's one naming).
  const code = ['CQF', 'CSF', 'CF', 'SCF'][stage - 1];
  return code ? nhlRoundName(season, code) : null;
}

/** Hockey-Reference files mix regular season and playoffs: a team's games past its 82nd are playoff games. */
export function splitRegular(ctx: BuildContext, games: NhlGame[], perTeam: number) {
  const n = new Map<string, number>();
  const sorted = [...games].sort((a, b) => a.date.localeCompare(b.date) || a.line - b.line);
  for (const g of sorted) {
    const h = n.get(g.home) ?? 0;
    const a = n.get(g.away) ?? 0;
    g.playoff = h >= perTeam && a >= perTeam;
    if (!g.playoff && (h >= perTeam || a >= perTeam)) {
      ctx.report({
        source: g.source,
        file: g.file,
        line: g.line,
        problem: 'regular-season count inconsistent',
      });
    }
    n.set(g.home, h + 1);
    n.set(g.away, a + 1);
  }
  const lastReg = sorted.filter((g) => !g.playoff).pop()?.date ?? '';
  const firstPo = sorted.find((g) => g.playoff)?.date ?? '9999';
  if (lastReg >= firstPo)
    ctx.report({
      source: sorted[0].source,
      file: sorted[0].file,
      problem: 'regular season and playoffs overlap',
    });
}

/** Stage of each playoff series from the order in which each team played its series. */
export function assignStages(ctx: BuildContext, games: NhlGame[]) {
  const po = games.filter((g) => g.playoff).sort((a, b) => a.date.localeCompare(b.date) || a.line - b.line);
  const series = new Map<string, NhlGame[]>();
  for (const g of po) {
    // 2020: the qualifying round and the seeding round robin (1-9 Aug; the first round began 11 Aug) form their own phase.
    const phase = g.season === 2019 && g.date <= '2020-08-10' ? ':q' : '';
    const k = [g.home, g.away].sort().join('|') + phase;
    const l = series.get(k) ?? [];
    l.push(g);
    series.set(k, l);
  }
  // 2020 seeding round robin: single games between top seeds during the qualifying window.
  const rr = new Set<string>();
  for (const [k, l] of series) {
    if (l.length === 1 && k.endsWith(':q')) {
      rr.add(k);
      l[0].roundRobin = true;
      l[0].stage = 0;
    }
  }
  const byTeam = new Map<string, { k: string; first: string }[]>();
  const rrTeams = new Set([...rr].flatMap((k) => k.replace(':q', '').split('|')));
  for (const [k, l] of series) {
    if (rr.has(k)) continue;
    for (const t of k.replace(':q', '').split('|')) {
      const a = byTeam.get(t) ?? [];
      a.push({ k, first: l[0].date });
      byTeam.set(t, a);
    }
  }
  const stageOf = new Map<string, number>();
  for (const [t, list] of byTeam) {
    list.sort((a, b) => a.first.localeCompare(b.first));
    const offset = po[0]?.season === 2019 && !rrTeams.has(t) ? 0 : 1;
    list.forEach((s, i) => {
      const st = i + offset;
      const prev = stageOf.get(s.k);
      if (prev !== undefined && prev !== st) {
        const g = series.get(s.k)![0];
        ctx.report({
          source: g.source,
          file: g.file,
          line: g.line,
          problem: `series ${s.k} gets round ${prev} and ${st}`,
        });
      }
      stageOf.set(s.k, Math.max(prev ?? 0, st));
    });
  }
  for (const [k, st] of stageOf) for (const g of series.get(k)!) g.stage = st;
}

/** Playoff outcome per team from the playoff games of a season. */
export function playoffOutcomes(
  games: NhlGame[],
  year: number,
  champion: string | null,
): Map<string, string> {
  const maxStage = new Map<string, number>();
  for (const g of games) {
    if (g.season !== year || !g.playoff || g.stage === null) continue;
    const st = g.roundRobin ? -1 : g.stage;
    for (const t of [g.home, g.away]) maxStage.set(t, Math.max(maxStage.get(t) ?? -1, st));
  }
  const out = new Map<string, string>();
  for (const [t, st] of maxStage) {
    out.set(t, t === champion ? 'Won Stanley Cup' : `Lost ${roundName(year, st, false)}`);
  }
  return out;
}
