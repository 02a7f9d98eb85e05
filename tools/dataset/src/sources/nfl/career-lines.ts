// What the NFL knows of its career sources and season lines, for the career check (pipeline/career-check.ts): the
// draft file's career totals stop at its last season; Pro-Football-Reference, NFL.com and nflverse's play-by-play
// are separate compilers (a PFR line's defence, and later completions, are NFL.com's); nflverse counts only the games
// with a statistic; the draft file and PFR's season tables are two editions of PFR's; NFL.com's count of a PFR line's games is claimed beside it (nfl.player_season.games).
import type { BuildContext } from '../../model';
import type { CareerLines, Other } from '../../pipeline/career-lines';
import { DRAFT } from './draft-picks';
import { NFLVERSE_GAMES_COUNT, draftCareerEnd, playerSeasonGames } from './figures';
import { NFLCOM_STATS } from './nflcom-player-stats';
import { NFLVERSE_STATS } from './nflverse-player-stats';
import { fromNflcom } from './player-seasons';
import { PFR_STATS } from './pfr-player-stats';

/** Who compiled each source's statistics. */
const COMPILER: Record<string, string> = {
  [DRAFT.key]: 'Pro-Football-Reference',
  [PFR_STATS.key]: 'Pro-Football-Reference',
  [NFLCOM_STATS.key]: 'NFL.com',
  [NFLVERSE_STATS.key]: 'nflverse (play-by-play)',
};

/** The two editions of Pro-Football-Reference's tables read: the season tables and the draft file's career summary. */
const edition = (source: string, draftEnd: () => number): string | undefined =>
  source === PFR_STATS.key
    ? 'its season tables 1970-2021, as copied in 2023'
    : source === DRAFT.key
      ? `its career summary in nflverse's draft file, counting seasons to ${draftEnd()}`
      : undefined;

/** NFL.com's games of each player-season whose line is PFR's, from their claims (`player|season` → games). */
function nflcomGames(ctx: BuildContext): Map<string, Other> {
  const out = new Map<string, Other>();
  const f = ctx
    .claims()
    .figures()
    .find((x) => x.figure.id === playerSeasonGames.id);
  for (const [k, claims] of f?.subjects ?? []) {
    const c = claims.find((x) => x.source === NFLCOM_STATS.key);
    if (typeof c?.value === 'number') out.set(k, { value: c.value, by: COMPILER[NFLCOM_STATS.key] });
  }
  return out;
}

export function nflCareerLines(ctx: BuildContext): CareerLines {
  const games = nflcomGames(ctx);
  let draftEnd: number | undefined;
  const end = () => (draftEnd ??= draftCareerEnd(ctx));
  return {
    end: (source) => (source === DRAFT.key ? end() : undefined),
    by: (source) => COMPILER[source],
    edition: (source) => edition(source, end),
    line: ({ source, key, player, season }) => ({
      by: COMPILER[source === PFR_STATS.key && fromNflcom(key, season) ? NFLCOM_STATS.key : source],
      edition: source === PFR_STATS.key && !fromNflcom(key, season) ? edition(source, end) : undefined,
      ...(key === '@games'
        ? {
            fewer: source === NFLVERSE_STATS.key ? NFLVERSE_GAMES_COUNT : undefined,
            other: games.get(`${player}|${season}`),
          }
        : {}),
    }),
  };
}
