// A catalogue row as the contract's LeaderStat, with its qualifying rule said in words and the figure it counts.
import type { LeaderStat } from '@trophy-room/contract';
import { formatNumber, statOf } from '@trophy-room/domain';
import type { StatRow } from './repository';

const num = (n: number) => formatNumber(n, 2);

/** "3.1 plate appearances per team game in a season, 3,000 in a career" — null for a count. */
export function qualifierText(s: StatRow): string | null {
  if (s.den === null || !s.qual_unit) return null;
  const season =
    s.season_per_game !== null
      ? s.qual_unit === 'games'
        ? `${num(s.season_per_game * 100)}% of the team's games in a season`
        : `${num(s.season_per_game)} ${s.qual_unit} per team game in a season`
      : `${num(s.season_min ?? 0)} ${s.qual_unit} in a season`;
  return `At least ${season}; ${num(s.career_min ?? 0)} ${s.qual_unit} in a career`;
}

/** What a rate's rows give beside it, from the stat catalogue: its qualifier's sum (PA; IP in thirds from outs). */
function qualifierFigure(s: StatRow): LeaderStat['qualifier_figure'] {
  const q = s.den === null ? undefined : statOf(s.sport, s.slug)?.qualifier;
  return q
    ? { abbreviation: q.abbr, label: q.label, format: q.format.kind === 'innings' ? 'innings' : 'count' }
    : null;
}

export const toLeaderStat = (s: StatRow): LeaderStat => ({
  slug: s.slug,
  label: s.label,
  abbreviation: s.abbr,
  group: s.grp,
  rate: s.den !== null,
  digits: s.digits,
  ascending: s.ascending,
  qualifier: qualifierText(s),
  qualifier_figure: qualifierFigure(s),
});

export const leagueRef = (s: StatRow) => ({
  id: s.league_id,
  slug: s.league,
  name: s.league_name,
  abbreviation: s.league_abbreviation,
});
