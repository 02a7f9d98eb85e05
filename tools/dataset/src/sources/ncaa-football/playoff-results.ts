// The College Football Playoff's rounds before the final, on the team seasons of the teams they eliminated: the
// champions list names only the two finalists, so a semifinal loser (2014-) or a quarterfinal or first-round loser
// (2024-) read "Playoffs —" though its schedule shows the game. The round and its bowl are CFBD's notes of the game.
import type { BuildContext } from '../../model';
import type { Pending } from '../../shared/pending';
import { CFB_CHAMPIONSHIP } from './champions';
import { L } from './sources';

const ROUNDS: readonly [RegExp, string][] = [
  [/first round/i, 'First Round'],
  [/quarterfinal/i, 'Quarterfinal'],
  [/semifinal/i, 'Semifinal'],
];

/** "CFP Semifinal (Peach Bowl)" from CFBD's notes ("CHICK-FIL-A PEACH BOWL - CFP SEMIFINAL"); null for the final. */
export function playoffRound(notes: string | null): string | null {
  const round = ROUNDS.find(([re]) => re.test(notes ?? ''))?.[1];
  if (!round) return null;
  const bowl = /(\w+) bowl/i.exec(notes ?? '')?.[1];
  const name = bowl ? `${bowl[0].toUpperCase()}${bowl.slice(1).toLowerCase()} Bowl` : null;
  return `CFP ${round}${name ? ` (${name})` : ''}`;
}

/**
 * Each playoff game's loser before the final: "Lost the CFP Quarterfinal (Rose Bowl)"; the count of team seasons.
 * A game whose notes name no round (the 2015 semifinals) is a semifinal in a season of three playoff games.
 */
export function addPlayoffResults(ctx: BuildContext, p: Pending): number {
  const games = ctx.rows('games').filter((g) => g.league === L && g.championship === CFB_CHAMPIONSHIP);
  const perSeason = new Map<unknown, number>();
  for (const g of games) perSeason.set(g.season, (perSeason.get(g.season) ?? 0) + 1);
  const lastDay = new Map<unknown, string>();
  for (const g of games)
    if (String(g.game_date) > (lastDay.get(g.season) ?? '')) lastDay.set(g.season, String(g.game_date));
  let n = 0;
  for (const g of games) {
    const semifinal = perSeason.get(g.season) === 3 && g.game_date !== lastDay.get(g.season);
    const round = playoffRound(g.round as string | null) ?? (semifinal ? 'CFP Semifinal' : null);
    if (!round || g.home_score == null || g.away_score == null) continue;
    const loser = Number(g.home_score) < Number(g.away_score) ? g.home_team : g.away_team;
    const year = p.get('seasons', String(g.season))?.start_year;
    const ts = p.get('team_seasons', `${String(loser)}:${String(year)}`);
    if (!ts || ts.playoff_result) continue;
    ts.playoff_result = `Lost the ${round}`;
    ts.playoff_position = 'playoffs';
    n++;
  }
  return n;
}
