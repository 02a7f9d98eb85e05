// A team's home arena by season, under its name then. Two givers: the arena of most of the team's regular-season
// home games in the game files that name the arena (2010-11..2018-19, the NHL stats API's venue per game: CONSOL
// Energy Center to 2015-16, PPG Paints Arena after), and hand/nhl/arenas.csv (every NHL season, 1917-18 on: each
// franchise's arenas by name period, with the pages each row was checked against). The games' arena is kept where
// they name one; both are claimed, so the reconciliation reports every season where they differ. A season the hand
// file splits (a mid-season move: its own row lists the arenas in the order used) shows them all and links none.
// Today's arena is never a past season's unless a row says so (the 1990 Quebec Nordiques played in the Colisée, not
// Ball Arena).
import type { BuildContext } from '../../model';
import { claimAll } from '../../pipeline/claims';
import { handFileSource } from '../../shared/hand-file-source';
import { homeVenueText } from '../../shared/hand';
import { int, text } from '../../shared/parse';
import { slugify } from '../../shared/slug';
import { KAGGLE, readHand } from './common';
import { teamSeasonVenue } from './figures';
import type { Franchises } from './franchises';
import type { NhlGame } from './game-types';
import { teamSeasonKey, type TeamSeasonRecord } from './team-seasons';

export const arenasSource = handFileSource('nhl', 'arenas.csv', 'NHL home arenas by season');

interface ArenaRow {
  first: number;
  last: number;
  arena: string;
}

export function addHomeVenues(
  ctx: BuildContext,
  fr: Franchises,
  games: NhlGame[],
  standings: TeamSeasonRecord[],
) {
  const fromGames = gameArenas(games);
  const fromHand = handArenas(ctx, fr);
  for (const s of standings) {
    const played = fromGames.get(`${s.year}:${s.team}`) ?? null;
    const listed = fromHand.get(s.team)?.find((r) => r.first <= s.year && s.year <= r.last)?.arena ?? null;
    const name = played ?? listed;
    if (!name) continue;
    s.venueName = name;
    s.venue = fr.venueByName.get(name) ?? null; // a split season's list matches no one venue
    const identity = fr.seasons.get(s.team)?.get(s.year);
    claimAll(
      ctx,
      teamSeasonVenue,
      { league: 'nhl', key: teamSeasonKey(s.year, s.team), label: `${identity?.name ?? s.team}, ${s.year}` },
      [
        { source: KAGGLE, value: played },
        { source: arenasSource.key, value: listed },
      ],
    );
  }
}

/** The arena of most regular-season home games (not at a neutral site) by `season:team`, where one held most. */
function gameArenas(games: NhlGame[]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const g of games) {
    if (g.playoff || g.neutral || !g.venueName) continue;
    const k = `${g.season}:${g.home}`;
    const m = counts.get(k) ?? new Map<string, number>();
    m.set(g.venueName, (m.get(g.venueName) ?? 0) + 1);
    counts.set(k, m);
  }
  const out = new Map<string, string>();
  for (const [k, m] of counts) {
    const total = [...m.values()].reduce((a, b) => a + b, 0);
    const [name, n] = [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    if (n * 2 > total) out.set(k, name);
  }
  return out;
}

/** hand/nhl/arenas.csv by team key; its `team` column is the franchise's slug (its latest name). */
function handArenas(ctx: BuildContext, fr: Franchises): Map<string, ArenaRow[]> {
  const keyOfSlug = new Map<string, string>();
  for (const [key, seasons] of fr.seasons) {
    const latest = [...seasons].sort((a, b) => b[0] - a[0])[0];
    if (latest) keyOfSlug.set(slugify(latest[1].name), key);
  }
  const out = new Map<string, ArenaRow[]>();
  readHand(ctx, 'arenas.csv').forEach((r, i) => {
    const team = keyOfSlug.get(r.team);
    const first = int(r.first_season);
    const cell = text(r.arena);
    const arena = cell && homeVenueText(cell).name;
    if (!team || first === null || !arena) {
      ctx.report({
        source: arenasSource.key,
        file: 'hand/nhl/arenas.csv',
        line: i + 2,
        problem: `row skipped: ${team ? 'no first season or arena' : `no NHL franchise named ${r.team}`}`,
      });
      return;
    }
    out.set(team, [...(out.get(team) ?? []), { first, last: int(r.last_season) ?? Infinity, arena }]);
  });
  return out;
}
