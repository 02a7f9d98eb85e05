// Stanley Cup Finals after the databank (2019 onward): from the Final games where the files have them, checked
// against (and completed by) hand/nhl/stanley_cup_finals.csv, one row per Final with its reference.
import type { BuildContext } from '../../model';
import { leagueSeasonLabel } from '../../shared/season';
import { HAND, readHand } from './common';
import type { Franchises } from './franchises';
import type { NhlGame } from './game-types';
import type { FinalResult } from './stanley-cup';

/** Finals after the databank: from the Final games, checked against (and completed by) hand/nhl. */
export function laterFinals(
  ctx: BuildContext,
  fr: Franchises,
  games: NhlGame[],
  lastDb: number,
): FinalResult[] {
  const hand = new Map(readHand(ctx, 'stanley_cup_finals.csv').map((h) => [Number(h.year), h]));
  const seasons = [...new Set(games.map((g) => g.season))].filter((y) => y > lastDb).sort();
  const out: FinalResult[] = [];
  const name = (t: string | null, y: number) => (t ? (fr.seasons.get(t)?.get(y)?.name ?? null) : null);
  for (const year of [...new Set([...seasons, ...hand.keys()])].sort()) {
    const h = hand.get(year);
    const fg = games
      .filter((g) => g.season === year && g.stage === 4 && !g.roundRobin)
      .sort((a, b) => a.date.localeCompare(b.date));
    let fromData: { winner: string; loser: string; series: string; last: NhlGame } | null = null;
    if (fg.length) {
      const wins = new Map<string, number>();
      for (const g of fg) {
        const w = g.homeScore > g.awayScore ? g.home : g.away;
        wins.set(w, (wins.get(w) ?? 0) + 1);
      }
      const teams = [fg[0].home, fg[0].away].sort();
      const winner = teams.find((t) => (wins.get(t) ?? 0) === 4);
      const last = fg[fg.length - 1];
      if (winner) {
        const loser = teams.find((t) => t !== winner)!;
        fromData = { winner, loser, series: `4-${wins.get(loser) ?? 0}`, last };
      } else {
        ctx.report({
          source: last.source,
          file: last.file,
          problem: `${leagueSeasonLabel('nhl', year)} Stanley Cup Final incomplete in the data (${teams.map((t) => `${t} ${wins.get(t) ?? 0}`).join(', ')}); no result recorded`,
        });
      }
    }
    if (!fromData && !h) continue;
    if (fromData && h) {
      if (
        fromData.winner !== h.winner ||
        fromData.loser !== h.runner_up ||
        fromData.series !== h.series_result
      ) {
        ctx.report({
          source: fromData.last.source,
          file: fromData.last.file,
          problem: `${leagueSeasonLabel('nhl', year)} Final from games (${fromData.winner} over ${fromData.loser} ${fromData.series}) disagrees with hand/nhl/stanley_cup_finals.csv; hand reference kept`,
        });
      }
      if (fromData.last.date !== h.game_date) {
        ctx.report({
          source: fromData.last.source,
          file: fromData.last.file,
          line: fromData.last.line,
          problem: `${leagueSeasonLabel('nhl', year)} deciding Final game dated ${fromData.last.date} in the source; reference date ${h.game_date} used`,
        });
      }
    }
    const winner = h ? h.winner : fromData!.winner;
    const runnerUp = h ? h.runner_up : fromData!.loser;
    out.push({
      year,
      winner,
      runnerUp,
      winnerName: name(winner, year),
      runnerUpName: name(runnerUp, year),
      series: h ? h.series_result : fromData!.series,
      overtime: fromData ? fromData.last.overtime : null,
      gameDate: h ? h.game_date : fromData!.last.date,
      venueName:
        h?.venue_name ||
        fromData?.last.venueName ||
        (fromData && !fromData.last.neutral ? fr.homeVenue(fromData.last.home) : null),
      city: h?.city || null,
      state: h?.state || null,
      coach: h?.winner_coach_name || null,
      notes: h?.notes || null,
      source: h ? HAND : fromData!.last.source,
    });
  }
  return out;
}
