// The NBA's games: the game sources read into one list (games-538.ts, games-bbref.ts), playoff series and rounds
// (series.ts), and the game row.
import type { BuildContext } from '../../model';
import { applyGameSites } from './game-sites';
import type { GamesResult, NbaGame } from './game-types';
import { read538Games } from './games-538';
import { readBbrefGames } from './games-bbref';
import { LG, seasonKey, teamKey } from './keys';
import { playoffSeries } from './series';
import type { TeamsResult } from './teams';

export function loadGames(ctx: BuildContext, t: TeamsResult): GamesResult {
  const games: NbaGame[] = [];
  const abbrOf = (franchise: string, seasonEnd: number, code: string) =>
    t.summaries.get(`${franchise}:${seasonEnd}`)?.abbreviation ?? code;
  read538Games(ctx, t, abbrOf, games);
  applyGameSites(ctx, t, games);
  readBbrefGames(ctx, t, abbrOf, games);

  for (const g of games) {
    if (g.homeScore === null || g.awayScore === null) continue;
    if (g.homeScore === g.awayScore)
      ctx.report({ source: g.source, file: g.file, line: g.line, problem: 'tied score' });
  }

  return { games, ...playoffSeries(games) };
}

/** Adds the game rows. */
export function addGames(ctx: BuildContext, t: TeamsResult, gr: GamesResult, championship: string): void {
  const used = new Map<string, number>();
  const sorted = [...gr.games].sort(
    (a, b) => a.date.localeCompare(b.date) || a.source.localeCompare(b.source) || a.line - b.line,
  );
  for (const g of sorted) {
    const base = `nba-${g.date}-${g.awayAbbr.toLowerCase()}-${g.homeAbbr.toLowerCase()}`;
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    const slug = n === 1 ? base : `${base}-g${n}`;
    const played = g.homeScore !== null && g.awayScore !== null;
    ctx.add('games', {
      key: `nba:g:${slug}`,
      slug,
      league: LG,
      season: seasonKey(g.start),
      game_date: g.date,
      game_time: g.time,
      home_team: teamKey(g.home),
      away_team: teamKey(g.away),
      home_score: g.homeScore,
      away_score: g.awayScore,
      status: played ? 'final' : 'scheduled',
      overtime: g.overtime,
      is_playoff: g.playoff || g.playIn,
      is_neutral: g.neutral,
      round: g.round,
      venue: t.venueKey(g.arena),
      venue_name: g.arena,
      attendance: g.attendance,
      championship: g.round === 'Finals' ? championship : null,
      source: g.source,
    });
  }
}
