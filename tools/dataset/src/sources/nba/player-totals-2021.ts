// Player season totals 1946-47..2020-21 from the 2021-11-01 snapshot of Basketball-Reference's totals, whose old
// numeric player ids are mapped to today's Basketball-Reference ids by name, first and last season (and birth year).
import type { BuildContext } from '../../model';
import { SNAPSHOT_COLUMNS, totalsReader } from './bbref-totals';
import { BBREF, nameKey } from './keys';
import type { TeamsResult } from './teams';

/** Adds the snapshot's player seasons; returns games and starts by `${pid}:${seasonEnd}:${franchise}`. */
export function addTotals2021(
  ctx: BuildContext,
  t: TeamsResult,
  careers: Record<string, string>[],
): Map<string, { g: number | null; gs: number | null }> {
  const oldFile = 'nba_bbref/snapshot_2021-11-01/player_career_info.csv';
  const byNameFrom = new Map<string, Record<string, string>[]>();
  const byLastFromTo = new Map<string, Record<string, string>[]>();
  const bare = (s: string) => s.replace(/\s+(Jr\.?|Sr\.?|II|III|IV)$/i, '').trim();
  const lastWord = (s: string) => nameKey(bare(s).split(/\s+/).pop() ?? s);
  const firstWord = (s: string) => nameKey(bare(s).split(/\s+/)[0] ?? s);
  for (const c of careers) {
    const k = `${nameKey(c.player)}:${c.from}`;
    byNameFrom.set(k, [...(byNameFrom.get(k) ?? []), c]);
    const k2 = `${lastWord(c.player)}:${c.from}:${c.to}`;
    byLastFromTo.set(k2, [...(byLastFromTo.get(k2) ?? []), c]);
  }
  const oldToNew = new Map<string, string>();
  ctx.readCsv(oldFile).forEach((o, i) => {
    let cands = byNameFrom.get(`${nameKey(o.player)}:${o.first_seas}`) ?? [];
    if (cands.length > 1) {
      const byTo = cands.filter((c) => c.to === o.last_seas);
      if (byTo.length) cands = byTo;
    }
    if (cands.length > 1 && o.birth_year !== 'NA') {
      const byBirth = cands.filter((c) => (c.birth_date ?? '').startsWith(o.birth_year));
      if (byBirth.length) cands = byBirth;
    }
    if (!cands.length) cands = byLastFromTo.get(`${lastWord(o.player)}:${o.first_seas}:${o.last_seas}`) ?? [];
    // Renamed players (Enes Kanter -> Enes Freedom, Otto Porter -> Otto Porter Jr.): same debut season and a
    // career that covers the old one, with the same first or last name.
    if (!cands.length) {
      const covering = careers.filter((c) => c.from === o.first_seas && Number(c.to) >= Number(o.last_seas));
      const byLast = covering.filter((c) => lastWord(c.player) === lastWord(o.player));
      const byFirst = covering.filter((c) => firstWord(c.player) === firstWord(o.player));
      cands = byLast.length === 1 ? byLast : byFirst.length === 1 ? byFirst : [];
    }
    if (cands.length === 1) oldToNew.set(o.player_id, cands[0].player_id);
    else
      ctx.report({
        source: BBREF,
        file: oldFile,
        line: i + 2,
        problem: `old player id ${o.player_id} (${o.player}, ${o.first_seas}-${o.last_seas}) ${cands.length ? 'matches several' : 'matches no'} current player id; season totals omitted`,
      });
  });

  const totalsFile = 'nba_bbref/snapshot_2021-11-01/player_totals.csv';
  const reader = totalsReader(ctx, SNAPSHOT_COLUMNS, BBREF);
  const gamesOf = new Map<string, { g: number | null; gs: number | null }>();
  let abaTotals = 0;
  ctx.readCsv(totalsFile).forEach((r, i) => {
    if (r.lg === 'ABA') {
      abaTotals++;
      return;
    }
    if (r.tm === 'TOT') return; // multi-team season total: the per-team rows are kept
    const pid = oldToNew.get(r.player_id);
    if (!pid) return; // reported once per player above
    const seasonEnd = Number(r.season);
    const m = t.fr.lookup(r.tm, seasonEnd);
    if (!m) {
      ctx.report({
        source: BBREF,
        file: totalsFile,
        line: i + 2,
        problem: `team ${r.tm} ${r.season} not mapped`,
      });
      return;
    }
    const { games, started } = reader.add(r, { pid, seasonEnd, franchise: m.franchise }, reader.stats(r));
    gamesOf.set(`${pid}:${seasonEnd}:${m.franchise}`, { g: games, gs: started });
  });
  if (abaTotals)
    ctx.report({
      source: BBREF,
      file: totalsFile,
      problem: `${abaTotals} ABA player-season total rows omitted`,
    });
  ctx.report({
    source: BBREF,
    file: totalsFile,
    problem:
      'player season totals end with 2020-21 (snapshot); multi-team TOT rows are not stored (sum the per-team stints)',
  });
  return gamesOf;
}
