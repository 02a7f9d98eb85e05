// Hand facts on the 2020 and 2021 playoff games, claimed against Hockey-Reference's playoff export (the games rows):
// - the 2020 playoffs were played in two hub cities without spectators (hand/nhl/bubble_2020.csv: Toronto for the
//   East's games to the second round, Edmonton for the West's and for both conference finals and the Final), so
//   every 2020 playoff game is at a neutral site; the export names the hub arena of every game but those the
//   Maple Leafs and the Oilers played as the home side in their own arena, which get it from here;
// - hand/nhl/final_games.csv holds the 2020 and 2021 Final games as Hockey-Reference lists them (date, score,
//   overtime), entered when no game file had them with local dates; claimed against the export's games, it still
//   gives the arena of the 2021 Final games (the export names an arena only off the home team's rink).
import type { BuildContext } from '../../model';
import { HAND, readHand } from './common';
import type { Franchises } from './franchises';
import type { NhlGame } from './game-types';
import {
  claimPlayoffGames,
  factsOf,
  playoffGameDate,
  playoffGameResult,
  playoffGameVenue,
} from './playoff-game-claims';

const HAND_GAMES = 'hand/nhl/final_games.csv';

/** 2020 (season 2019) playoff games: neutral; the hub arena of their conference and stage, claimed or filled. */
function applyBubble(ctx: BuildContext, fr: Franchises, games: NhlGame[]) {
  const rules = readHand(ctx, 'bubble_2020.csv');
  const po = games.filter((g) => g.season === 2019 && g.playoff);
  const hub = new Map<NhlGame, string | null>();
  let filled = 0;
  for (const g of po) {
    const conf = fr.groupOf(2019, g.home).conference;
    const stage = g.stage ?? -1;
    const rule = rules.find(
      (r) =>
        stage >= Number(r.from_stage) &&
        stage <= Number(r.to_stage) &&
        (!r.conference || r.conference === conf),
    );
    hub.set(g, rule?.venue_name ?? null);
    g.neutral = true;
    if (!g.venueName && rule) {
      g.venueName = rule.venue_name;
      filled++;
    }
  }
  const unplaced = po.filter((g) => !g.venueName).length;
  if (filled || unplaced)
    ctx.report({
      source: HAND,
      file: 'hand/nhl/bubble_2020.csv',
      problem: `2020 playoff games without an arena in the game file: ${filled} placed in their hub's arena${unplaced ? `, ${unplaced} match no hub (neutral, no arena)` : ''}`,
    });
  claimPlayoffGames(
    ctx,
    fr,
    HAND,
    factsOf(po).map((f) => ({ ...f, date: null, venue: hub.get(f.game as NhlGame) ?? null })),
    [playoffGameVenue],
  );
}

/** The Final games of hand/nhl/final_games.csv, claimed against the games rows (each must match one). */
function claimFinalGames(ctx: BuildContext, fr: Franchises, games: NhlGame[]) {
  const rows = readHand(ctx, 'final_games.csv').map((h, i) => ({ h, line: i + 2 }));
  const dayMs = 86_400_000;
  let placed = 0;
  for (const { h, line } of rows) {
    const season = Number(h.season);
    const near = (d: string) => Math.abs(Date.parse(d) - Date.parse(h.game_date)) <= dayMs;
    const match = games.filter(
      (g) => g.season === season && g.playoff && g.home === h.home && g.away === h.away && near(g.date),
    );
    if (match.length !== 1) {
      ctx.report({
        source: HAND,
        file: HAND_GAMES,
        line,
        problem: `Final game ${h.game} matches ${match.length} playoff games of the game files; not compared`,
      });
      continue;
    }
    if (!match[0].venueName && h.venue_name) {
      match[0].venueName = h.venue_name;
      placed++;
    }
  }
  if (placed)
    ctx.report({
      source: HAND,
      file: HAND_GAMES,
      problem: `${placed} Final games without an arena in the game file: arena from this file`,
    });
  // Numbered among the pair's meetings like the games rows: the Final's two teams met only in the Final.
  claimPlayoffGames(
    ctx,
    fr,
    HAND,
    rows.map(({ h, line }) => ({
      game: {
        season: Number(h.season),
        home: h.home,
        away: h.away,
        homeScore: Number(h.home_score),
        awayScore: Number(h.away_score),
        overtime: h.overtime || null,
      },
      date: h.game_date,
      venue: null,
      order: `${h.game_date}|${String(line).padStart(6, '0')}`,
    })),
    [playoffGameResult, playoffGameDate],
  );
}

/** Applies the hand facts to the loaded games (in place) and claims them against the games rows. */
export function applyHandGames(ctx: BuildContext, fr: Franchises, games: NhlGame[]) {
  applyBubble(ctx, fr, games);
  claimFinalGames(ctx, fr, games);
}
