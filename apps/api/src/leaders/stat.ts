// A catalogue row as the contract's LeaderStat, with its qualifying rule said in words and the figure it counts.
import type { LeaderStat } from '@trophy-room/contract';
import { qualifierText, statOf } from '@trophy-room/domain';
import type { StatRow } from './repository';

/** A stat of leader_stats in the contract's shape; a rate's qualifier (its rule in words, the figure it counts beside
 * each row: PA, IP in thirds from outs) from the stat catalogue, the rules leader_stats was written from. */
export function toLeaderStat(s: StatRow): LeaderStat {
  const q = s.den === null ? undefined : statOf(s.sport, s.slug)?.qualifier;
  return {
    slug: s.slug,
    label: s.label,
    abbreviation: s.abbr,
    group: s.grp,
    rate: s.den !== null,
    digits: s.digits,
    ascending: s.ascending,
    qualifier: q ? qualifierText(q) : null,
    qualifier_figure: q
      ? { abbreviation: q.abbr, label: q.label, format: q.format.kind === 'innings' ? 'innings' : 'count' }
      : null,
  };
}

export const leagueRef = (s: StatRow) => ({
  id: s.league_id,
  slug: s.league,
  name: s.league_name,
  abbreviation: s.league_abbreviation,
});
