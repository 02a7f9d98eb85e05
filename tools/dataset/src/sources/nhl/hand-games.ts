// Hand facts on the 2020 and 2021 playoff games that the game file (nhl_games_2018_2021) gets wrong or lacks:
// - the 2020 playoffs were played in two hub cities without spectators (hand/nhl/bubble_2020.csv: Toronto for the
//   East's games to the second round, Edmonton for the West's and for both conference finals and the Final), so
//   every 2020 playoff game is at a neutral site, in the hub's arena;
// - the source dates a game by the UTC date of its start (an evening game falls one day late) and has no start
//   times, so a local date can only come from a reference: hand/nhl/final_games.csv dates the 2020 Final games (the
//   source's row is kept and checked against it) and adds the 2021 Final, which the source lacks (it holds the
//   2020-21 regular season only).
import type { BuildContext } from '../../model';
import { HAND, HSA, readHand } from './common';
import type { Franchises } from './franchises';
import type { NhlGame } from './games';

const HAND_GAMES = 'hand/nhl/final_games.csv';

/** 2020 (season 2019) playoff games: neutral, in the hub arena of their conference and stage. */
function applyBubble(ctx: BuildContext, fr: Franchises, games: NhlGame[]) {
  const rules = readHand(ctx, 'bubble_2020.csv');
  let unplaced = 0;
  for (const g of games) {
    if (g.season !== 2019 || !g.playoff) continue;
    const conf = fr.groupOf(2019, g.home).conference;
    const stage = g.stage ?? -1;
    const rule = rules.find(
      (r) =>
        stage >= Number(r.from_stage) &&
        stage <= Number(r.to_stage) &&
        (!r.conference || r.conference === conf),
    );
    g.neutral = true;
    if (rule) g.venueName = rule.venue_name;
    else unplaced++;
  }
  if (unplaced)
    ctx.report({
      source: HSA,
      file: 'nhl_games_2018_2021/nhl_games.csv',
      problem: `${unplaced} 2020 playoff games match no hub in hand/nhl/bubble_2020.csv; marked neutral without an arena`,
    });
}

/** The Final games of hand/nhl/final_games.csv: dates (and overtimes) of the source's games, or the games. */
function applyFinalGames(ctx: BuildContext, games: NhlGame[]) {
  const added: NhlGame[] = [];
  readHand(ctx, 'final_games.csv').forEach((h, i) => {
    const line = i + 2;
    const season = Number(h.season);
    const dayMs = 86_400_000;
    const near = (d: string) => Math.abs(Date.parse(d) - Date.parse(h.game_date)) <= dayMs;
    const src = games.filter(
      (g) =>
        g.season === season &&
        g.playoff &&
        g.home === h.home &&
        g.away === h.away &&
        near(g.date) &&
        !added.includes(g),
    );
    const fact = {
      date: h.game_date,
      homeScore: Number(h.home_score),
      awayScore: Number(h.away_score),
      overtime: h.overtime || null,
      venueName: h.venue_name || null,
      neutral: h.neutral === 'yes',
    };
    if (src.length > 1) {
      ctx.report({
        source: HAND,
        file: HAND_GAMES,
        line,
        problem: 'matches more than one source game; left out',
      });
      return;
    }
    const g = src[0];
    if (g) {
      if (g.homeScore !== fact.homeScore || g.awayScore !== fact.awayScore)
        ctx.report({
          source: g.source,
          file: g.file,
          line: g.line,
          problem: `Final game ${h.game}: score ${g.homeScore}-${g.awayScore} (home-away) in the source, ${fact.homeScore}-${fact.awayScore} in ${HAND_GAMES}; reference kept`,
        });
      if (g.date !== fact.date)
        ctx.report({
          source: g.source,
          file: g.file,
          line: g.line,
          problem: `Final game ${h.game} dated ${g.date} (UTC) in the source; local date ${fact.date} from ${HAND_GAMES}`,
        });
      Object.assign(g, fact);
      added.push(g);
      return;
    }
    const game: NhlGame = {
      season,
      time: null,
      home: h.home,
      away: h.away,
      ...fact,
      noOtPoint: false,
      playoff: true,
      stage: 4,
      roundRobin: false,
      attendance: null,
      source: HAND,
      file: HAND_GAMES,
      line,
    };
    games.push(game);
    added.push(game);
  });
}

/** Applies the hand facts to the loaded games (in place; hand-only games are appended). */
export function applyHandGames(ctx: BuildContext, fr: Franchises, games: NhlGame[]) {
  applyBubble(ctx, fr, games);
  applyFinalGames(ctx, games);
}
