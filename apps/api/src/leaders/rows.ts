// The leaders' rows as their queries read them (leader_stats, the ranked lists, their teams and coverage), and each
// as the contract's shape (the pattern: teams/rows.ts): a catalogue row as LeaderStat, with its qualifying rule said in
// words and the figure it counts; a ranked row as the list's LeaderRow; a player's ranked figure as PlayerRank.
import type { LeaderLeague, LeaderRow, LeaderStat, PlayerRank } from '@trophy-room/contract';
import { qualifierText, statOf } from '@trophy-room/domain';

export interface StatRow {
  /** leader_stats.id: the derived tables' key. */
  id: number;
  slug: string;
  league: string;
  league_id: number;
  league_name: string;
  league_abbreviation: string;
  sport: string;
  level: string;
  label: string;
  abbr: string;
  grp: string;
  den: string[] | null;
  /** What the qualifier's keys are multiplied by (outs to innings: a third). */
  qual_scale: number;
  season_per_game: number | null;
  season_min: number | null;
  career_min: number | null;
  digits: number;
  ascending: boolean;
  postseason: boolean;
}

export interface LeaderDbRow {
  rank: number;
  player_id: number;
  slug: string;
  name: string;
  value: number;
  season_id: number | null;
  season_slug: string | null;
  season_name: string | null;
  first_year: number;
  last_year: number;
  seasons: number;
  /** A rate's qualifier keys summed (plate appearances, outs): null for a count. */
  qual: number | null;
  /** His career's first and last season, and whether he is active (the span the coverage rule reads). */
  career_first: number | null;
  career_last: number | null;
  active: boolean;
}

export interface CoverageRow {
  start_year: number;
  source: string | null;
  note: string | null;
}

/** A listed player's team within the list's scope, as named in the first season he played for it under that name. */
export interface LeaderTeamRow {
  player_id: number;
  season_id: number | null;
  slug: string;
  name: string;
}

/** A season the league's records leave out. */
export interface ExcludedSeasonRow {
  id: number;
  start_year: number;
}

/** A player's career figure that ranks: the stat's catalogue row with his value and rank. */
export interface PlayerRankRow extends StatRow {
  value: number;
  rank: number;
}

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

/** One league's stats in the catalogue (its rows, in order; at least one). */
export function toLeaderLeague(stats: StatRow[]): LeaderLeague {
  return {
    league: leagueRef(stats[0]),
    sport: stats[0].sport,
    level: stats[0].level,
    postseason: stats.some((s) => s.postseason),
    stats: stats.map(toLeaderStat),
  };
}

/** A ranked row with its teams (those of `teams` for its player and season) and whether its span is partial. */
export function toLeaderRow(
  r: LeaderDbRow,
  teams: LeaderTeamRow[],
  partial: LeaderRow['partial'],
): LeaderRow {
  return {
    rank: r.rank,
    player: { slug: r.slug, name: r.name },
    value: r.value,
    season:
      r.season_slug && r.season_name
        ? { slug: r.season_slug, name: r.season_name, start_year: r.first_year }
        : null,
    first_year: r.first_year,
    last_year: r.last_year,
    seasons: r.seasons,
    qualifier_value: r.qual,
    teams: teams
      .filter((t) => t.player_id === r.player_id && t.season_id === r.season_id)
      .map((t) => ({ slug: t.slug, name: t.name })),
    partial,
  };
}

export function toPlayerRank(r: PlayerRankRow): PlayerRank {
  return { stat: toLeaderStat(r), league: r.league, value: r.value, rank: r.rank };
}
