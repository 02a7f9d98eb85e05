// Source: Pro-Football-Reference standings 1920-2025 (shoenot/NFL-Historical-Records combined_records.csv): one row per
// league, season and team, as printed (APFA, NFL, AAFC, AFL). Read → Standing rows; which franchise each row is, is
// decided in ./franchises.ts (the file's modern_name is wrong for a few defunct teams).
import type { BuildContext, Row } from '../../model';
import { int, num } from '../../shared/parse';

export const STANDINGS_FILE = 'nfl_pfr_standings/combined_records.csv';
export const STANDINGS: Row<'sources'> = {
  key: 'nfl-pfr-standings',
  name: 'NFL Historical Records (Pro-Football-Reference standings)',
  url: 'https://github.com/shoenot/NFL-Historical-Records',
  licence: 'MIT',
  attribution:
    'Standings from Pro-Football-Reference.com, compiled by shoenot/NFL-Historical-Records (MIT, (c) 2025 Shurjo)',
  notes:
    'combined_records.csv: APFA/NFL/AAFC/AFL standings 1920-2025 (2025 partial). modern_name is wrong for the AAFC Buffalo Bills, the 1947-50 Baltimore Colts and the 1952 Dallas Texans (franchises taken from the games instead).',
};
const S = STANDINGS.key;
const F = STANDINGS_FILE;

export type Family = 'NFL' | 'AAFC' | 'AFL';

export interface Standing {
  line: number;
  league: string; // apfa | nfl | aafc | afl
  family: Family;
  season: number;
  name: string;
  modern: string;
  w: number;
  l: number;
  t: number;
  pct: number | null;
  pf: number | null;
  pa: number | null;
  extra: Record<string, number>;
  team: string; // franchise key
}

const LEAGUE_FAMILY: Record<string, Family> = { apfa: 'NFL', nfl: 'NFL', aafc: 'AAFC', afl: 'AFL' };

/** Every standings row with a season, team and W-L (others are reported); `team` is set by ./franchises.ts. */
export function readStandings(ctx: BuildContext): Standing[] {
  const standings: Standing[] = [];
  ctx.readCsv(F).forEach((r, i) => {
    const season = int(r.season);
    const w = int(r.W);
    const l = int(r.L);
    const fam = LEAGUE_FAMILY[r.league];
    if (season == null || w == null || l == null || !fam || !r.Tm) {
      ctx.report({
        source: S,
        file: F,
        line: i + 2,
        problem: 'standings row without season/team/W/L skipped',
      });
      return;
    }
    const extra: Record<string, number> = {};
    for (const [k, col] of [
      ['pd', 'PD'],
      ['mov', 'MoV'],
      ['sos', 'SoS'],
      ['srs', 'SRS'],
      ['osrs', 'OSRS'],
      ['dsrs', 'DSRS'],
    ]) {
      const v = num(r[col]);
      if (v != null) extra[k] = v;
    }
    standings.push({
      line: i + 2,
      league: r.league,
      family: fam,
      season,
      name: r.Tm.trim(),
      modern: (r.modern_name ?? '').trim(),
      w,
      l,
      t: int(r.T) ?? 0,
      pct: num(r['W-L%']),
      pf: int(r.PF),
      pa: int(r.PA),
      extra,
      team: '',
    });
  });
  return standings;
}
