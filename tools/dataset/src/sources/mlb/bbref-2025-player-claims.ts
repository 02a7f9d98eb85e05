// The 2025 players' lines summed per team, claimed against the team totals the Baseball-Reference team tables give
// (bbref-2025.ts), so the reconciliation step reports any team whose players do not add up to it.
import type { BuildContext, Row } from '../../model';
import { claimAll } from '../../pipeline/claims';
import { BBREF_2025_PLAYERS } from './bbref-2025-lines';
import { BBREF_2025 } from './common';
import { teamSeasonPlayerTotals } from './figures';
import type { Team2025 } from './shapes';

/**
 * The team figures and the line stat each is the sum of. Team shutouts are left out: the team table counts every
 * game the team shut out (tSho), a pitcher's line only the shutouts he pitched whole, so the two are not one figure.
 */
const FIGURES: [path: string, label: string, team: (t: Team2025) => number | null | undefined][] = [
  ['ab', 'at bats', (t) => t.totals.ab],
  ['r', 'runs', (t) => t.runs],
  ['h', 'hits', (t) => t.totals.h],
  ['2b', 'doubles', (t) => t.totals['2b']],
  ['3b', 'triples', (t) => t.totals['3b']],
  ['hr', 'home runs', (t) => t.totals.hr],
  ['bb', 'walks', (t) => t.totals.bb],
  ['so', 'strikeouts (batting)', (t) => t.totals.so],
  ['sb', 'stolen bases', (t) => t.totals.sb],
  ['cs', 'caught stealing', (t) => t.totals.cs],
  ['hbp', 'hit by pitch', (t) => t.totals.hbp],
  ['sf', 'sacrifice flies', (t) => t.totals.sf],
  ['p.w', 'wins', (t) => t.wins],
  ['p.l', 'losses', (t) => t.losses],
  ['p.sv', 'saves', (t) => t.totals.sv],
  ['p.cg', 'complete games', (t) => t.totals.cg],
  ['p.ipo', 'outs pitched', (t) => t.totals.ipo],
  ['p.h', 'hits allowed', (t) => t.totals.ha],
  ['p.r', 'runs allowed', (t) => t.runsAllowed],
  ['p.er', 'earned runs', (t) => t.totals.er],
  ['p.hr', 'home runs allowed', (t) => t.totals.hra],
  ['p.bb', 'walks allowed', (t) => t.totals.bba],
  ['p.so', 'strikeouts (pitching)', (t) => t.totals.soa],
];

const at = (stats: unknown, path: string): number => {
  let v: unknown = stats;
  for (const part of path.split('.'))
    v = v && typeof v === 'object' ? (v as Record<string, unknown>)[part] : 0;
  return typeof v === 'number' ? v : 0;
};

/** Claims each team's totals (the team tables) and the sums of its 2025 player lines. */
export function claimTeamTotals(ctx: BuildContext, teams: Team2025[], lines: Row<'player_seasons'>[]): void {
  for (const t of teams) {
    const own = lines.filter((l) => l.team === t.team);
    for (const [path, label, team] of FIGURES)
      claimAll(
        ctx,
        teamSeasonPlayerTotals,
        { league: 'mlb', key: `${t.key}#${path}`, label: `${t.name}, 2025: ${label}` },
        [
          { source: BBREF_2025, value: team(t) ?? null },
          { source: BBREF_2025_PLAYERS, value: own.reduce((a, l) => a + at(l.stats, path), 0) },
        ],
      );
  }
}
