// Where a FiveThirtyEight game was played, where its team1 is not the host: hand/nfl/game_sites.csv, one row per game
// (date, the host's and the visitor's 538 codes, the stadium), each checked against the pages it names. The 1927
// Duluth Eskimos, the league's road team, are 538's team1 of a game they played at Frankford.
import type { BuildContext } from '../../model';
import { readHand } from '../../shared/hand';
import { text } from '../../shared/parse';

export interface GameSite {
  home: string;
  away: string;
  venue: string | null;
}

const pairKey = (date: string, a: string, b: string) => `${date}|${[a, b].sort().join('|')}`;

/** The checked sites by date and pair of 538 codes. */
export function readGameSites(
  ctx: BuildContext,
): (date: string, t1: string, t2: string) => GameSite | undefined {
  const sites = new Map<string, GameSite>();
  readHand(ctx, 'nfl', 'game_sites.csv').forEach((r, i) => {
    if (!r.date || !r.home || !r.away || !text(r.reference)) {
      ctx.report({
        source: 'hand',
        file: 'nfl/game_sites.csv',
        line: i + 2,
        problem: 'row incomplete; not used',
      });
      return;
    }
    sites.set(pairKey(r.date, r.home, r.away), { home: r.home, away: r.away, venue: text(r.venue_name) });
  });
  return (date, t1, t2) => sites.get(pairKey(date, t1, t2));
}
