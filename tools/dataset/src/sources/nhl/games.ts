// NHL games 2010-11 to 2025-26 from three game files (one module each), with playoff rounds worked out per series,
// and 1949-50 to 2009-10 from Hockey-Reference's results (games-hockeyref-1950.ts, rounds from the databank's series);
// addGames is the one builder of the games rows.
import type { BuildContext } from '../../model';
import { seasonKey } from '../../shared/season';
import type { Franchises } from './franchises';
import { readHockeyStatsApp } from './games-hockey-stats-app';
import { readHockeyRef } from './games-hockeyref';
import { readKaggle } from './games-kaggle';
import { assignStages, roundName, splitRegular } from './playoff-rounds';

export interface NhlGame {
  season: number;
  date: string;
  time: string | null;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  overtime: string | null;
  /** Shootouts not identifiable (source counts shootout losses as regulation losses). */
  soUnknown?: boolean;
  /** Loser forfeits the overtime point (pulled goalie in OT, noted in the source). */
  noOtPoint: boolean;
  playoff: boolean;
  /** Playoff stage: 0 qualifying/round robin (2020), 1..4 rounds, 4 = Stanley Cup Final. */
  stage: number | null;
  roundRobin: boolean;
  /** The round's name where the source's series give it (games before 2010-11); else it comes from `stage`. */
  round?: string | null;
  venueName: string | null;
  neutral: boolean;
  attendance: number | null;
  source: string;
  file: string;
  line: number;
  key?: string;
}

export function loadGames(ctx: BuildContext, fr: Franchises): NhlGame[] {
  const k = readKaggle(ctx, fr);
  const hsa = readHockeyStatsApp(ctx, fr);
  const href = readHockeyRef(ctx, fr);
  const bySeason = new Map<number, NhlGame[]>();
  for (const g of [...k, ...hsa, ...href]) {
    const l = bySeason.get(g.season) ?? [];
    l.push(g);
    bySeason.set(g.season, l);
  }
  for (const [season, list] of bySeason) {
    if (season >= 2021) splitRegular(ctx, list, 82);
    if (season >= 2019) assignStages(ctx, list);
  }
  return [...bySeason.keys()].sort().flatMap((s) => bySeason.get(s)!);
}

/** Adds the games table rows; needs team identities for slugs. */
export function addGames(ctx: BuildContext, fr: Franchises, games: NhlGame[]) {
  const abbr = (team: string, season: number) =>
    (fr.seasons.get(team)?.get(season)?.abbreviation ?? team.slice(4)).toLowerCase();
  const used = new Set<string>();
  const sorted = [...games].sort(
    (a, b) => a.date.localeCompare(b.date) || a.source.localeCompare(b.source) || a.line - b.line,
  );
  for (const g of sorted) {
    let slug = `nhl-${g.date}-${abbr(g.away, g.season)}-${abbr(g.home, g.season)}`;
    if (used.has(slug)) slug += '-g2';
    used.add(slug);
    g.key = `nhl:g:${slug.slice(4)}`;
    const round = g.round !== undefined ? g.round : roundName(g.season, g.stage, g.roundRobin);
    const final = round === 'Stanley Cup Final';
    ctx.add('games', {
      key: g.key,
      slug,
      league: 'nhl',
      season: seasonKey('nhl', g.season),
      game_date: g.date,
      game_time: g.time,
      home_team: g.home,
      away_team: g.away,
      home_score: g.homeScore,
      away_score: g.awayScore,
      status: 'final',
      overtime: g.overtime,
      is_playoff: g.playoff,
      is_neutral: g.neutral,
      round,
      week: null,
      venue: g.venueName ? (fr.venueByName.get(g.venueName) ?? null) : null,
      venue_name: g.venueName,
      attendance: g.attendance,
      championship: final ? 'nhl:stanley-cup' : null,
      source: g.source,
    });
  }
}
