// A season's postseason as its queries read it: the season, its games and its series, each mapped to what the bracket
// is drawn from (build.ts) and the bracket's head (the pattern: teams/rows.ts).
import type { Bracket } from '@trophy-room/contract';
import type { BracketGameRow, BracketSeriesRow, GameSide } from './build';

export interface BracketSeasonRow {
  id: number;
  slug: string;
  name: string;
  start_year: number;
  league_slug: string;
  sport: string;
  competition: string | null;
  champion: { slug: string; name: string } | null;
}

/** The bracket's season, competition and champion, whatever it is drawn from. */
export function toBracketHead(
  s: BracketSeasonRow,
  gamesCount: number,
): Pick<Bracket, 'season' | 'competition' | 'champion' | 'games_count'> {
  return {
    season: { slug: s.slug, name: s.name, start_year: s.start_year, league_slug: s.league_slug },
    competition: s.competition,
    champion: s.champion,
    games_count: gamesCount,
  };
}

interface GameSideColumn {
  slug: string;
  name: string;
  seed: string | null;
  region: string | null;
}

/** A playoff game, each side with its standings row's seed ("W01", "14") and region. */
export interface PostseasonGameRow {
  slug: string;
  date: string;
  label: string | null;
  home_score: number;
  away_score: number;
  neutral: boolean;
  overtime: string | null;
  has_box_score: boolean;
  home: GameSideColumn;
  away: GameSideColumn;
}

/** "W01" or 14 → 1 or 14 (the NCAA seed; the letter is the region, the a/b suffix a play-in pair). */
const seedNumber = (seed: string | null) => {
  const n = seed === null ? NaN : Number(seed.replace(/\D/g, ''));
  return Number.isFinite(n) && n > 0 ? n : null;
};

export function toBracketGame(r: PostseasonGameRow): BracketGameRow {
  return {
    ...r,
    home: { ...r.home, seed: seedNumber(r.home.seed) },
    away: { ...r.away, seed: seedNumber(r.away.seed) },
  };
}

/** A team of a series: no slug when it has no team row (a team outside the league, named as the source names it). */
interface SeriesSideColumn {
  slug: string | null;
  name: string;
}

/** A row of postseason_series. */
export interface PostseasonSeriesRow {
  round_name: string;
  stage: number;
  series_code: string | null;
  wins: number;
  losses: number;
  ties: number;
  winner_goals: number | null;
  loser_goals: number | null;
  decided_by: BracketSeriesRow['decided_by'];
  winner: SeriesSideColumn;
  loser: SeriesSideColumn;
}

const sideOf = (t: SeriesSideColumn): GameSide => ({
  slug: t.slug ?? `~${t.name}`,
  name: t.name,
  seed: null,
  region: null,
  ...(t.slug === null ? { outside: true } : {}),
});

export function toBracketSeries(r: PostseasonSeriesRow): BracketSeriesRow {
  return { ...r, winner: sideOf(r.winner), loser: sideOf(r.loser) };
}
