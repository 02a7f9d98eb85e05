// The analytics queries' rows, as the database gives them (one interface per query's columns), and the typed mappings
// to what the figures read (./figure-data.ts). A column the SQL leaves as numeric (an average, a sum of a JSON value)
// may arrive as text, so the mappings turn it into a number.
import type {
  DecadeChampions,
  GameSummary,
  Leader,
  PlayerSummary,
  TeamRecord,
  Title,
  TitleHolder,
} from './figure-data';

/** An aggregate's value as the driver gives it: a number, numeric text, or null. */
export type Numeric = number | string | null;

export const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export interface AsOfRow {
  as_of: string | null;
}

export interface SeasonRow {
  id: number;
  league_id: number;
  start_year: number;
  name: string;
}

export interface TeamRow {
  id: number;
  name: string;
  league_id: number;
}

export interface ConferenceRow {
  name: string;
  team_ids: number[];
}

export interface FullSeasonRow {
  games: Numeric;
}

/** A window's game aggregates (window.ts's SUMMARY). */
export interface GameSummaryRow {
  games: Numeric;
  home_win: Numeric;
  ppg: Numeric;
  margin: Numeric;
  total: Numeric;
  overtime: Numeric;
  playoffs: Numeric;
  attendance: Numeric;
  first: string | null;
  last: string | null;
}

/** A row of the profile's grouping sets: the totals (both flags 1), a bucket's (no_bucket 0) or a band's (no_band 0). */
export interface ProfileRow extends GameSummaryRow {
  no_bucket: Numeric;
  no_band: Numeric;
  bucket: string | null;
  band: Numeric;
}

export interface TeamRecordRow {
  slug: string;
  name: string;
  league: string;
  games: number;
  wins: number;
  losses: number;
  ties: number;
  win_pct: Numeric;
  home_win_pct: Numeric;
  pf: Numeric;
  pa: Numeric;
}

export interface TitleRow {
  championship: string;
  league: string;
  year: number;
  team_slug: string | null;
  team: string;
  previous_winner: string | null;
}

export interface TitleHolderRow {
  slug: string;
  name: string;
  league: string;
  titles: number;
  last_title: number;
}

export interface DecadeRow {
  decade: number;
  titles: number;
  champions: number;
}

export interface PlayerSummaryRow {
  players: Numeric;
  lines: Numeric;
  avg_games: Numeric;
  rookies: Numeric;
}

export interface LeaderRow {
  league: string;
  rank: number;
  player_slug: string;
  player: string;
  team: string | null;
  value: Numeric;
  games: number | null;
}

export interface CareerCandidatesRow {
  has_lines: boolean;
  players: number[];
}

/** No row (no games) reads as zero games. */
export const toGameSummary = (r: GameSummaryRow | undefined): GameSummary => ({
  games: Number(r?.games ?? 0),
  home_win: num(r?.home_win),
  ppg: num(r?.ppg),
  margin: num(r?.margin),
  total: num(r?.total),
  overtime: num(r?.overtime),
  playoffs: Number(r?.playoffs ?? 0),
  attendance: num(r?.attendance),
  first: r?.first ?? null,
  last: r?.last ?? null,
});

export const toTeamRecord = (r: TeamRecordRow): TeamRecord => ({
  slug: r.slug,
  name: r.name,
  league: r.league,
  games: r.games,
  wins: r.wins,
  losses: r.losses,
  ties: r.ties,
  win_pct: Number(r.win_pct),
  home_win_pct: num(r.home_win_pct),
  pf: num(r.pf),
  pa: num(r.pa),
});

export const toTitle = (r: TitleRow): Title => ({
  championship: r.championship,
  league: r.league,
  year: r.year,
  team_slug: r.team_slug,
  team: r.team,
  previous_winner: r.previous_winner,
});

export const toTitleHolder = (r: TitleHolderRow): TitleHolder => ({
  slug: r.slug,
  name: r.name,
  league: r.league,
  titles: r.titles,
  last_title: r.last_title,
});

export const toDecadeChampions = (r: DecadeRow): DecadeChampions => ({
  decade: r.decade,
  titles: r.titles,
  champions: r.champions,
});

export const toPlayerSummary = (r: PlayerSummaryRow): PlayerSummary => ({
  players: Number(r.players),
  lines: Number(r.lines),
  avg_games: num(r.avg_games),
  rookies: Number(r.rookies),
});

export const toLeader = (r: LeaderRow): Leader => ({
  league: r.league,
  rank: r.rank,
  player_slug: r.player_slug,
  player: r.player,
  team: r.team,
  value: Number(r.value),
  games: r.games,
});
