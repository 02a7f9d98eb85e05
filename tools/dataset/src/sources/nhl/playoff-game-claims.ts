// Playoff games two sources give: 2018-19 in the Kaggle file (the games rows: local date, arena, start time) and in
// Hockey-Reference's playoff export; 2019-20 in Hockey-Reference's export (the games rows) and in the untyped rows of
// nhl_games_2018_2021 (UTC dates, so their dates are not compared); the 2020 and 2021 Final games in the export and
// in hand/nhl/final_games.csv; the 2020 hub arenas in the export's notes and in hand/nhl/bubble_2020.csv. A game is
// named by its season, its two teams and which of their meetings that postseason it was, so a source that dates a
// game a day late still names the same game.
import type { BuildContext } from '../../model';
import type { Claim, Figure } from '../../pipeline/claims';
import { leagueSeasonLabel } from '../../shared/season';
import { HAND, HSA, KAGGLE } from './common';
import type { Franchises } from './franchises';
import type { NhlGame } from './game-types';
import { HREF_2021 } from './games-hockeyref-2021';

/** The games rows' source first: the Kaggle file for 2018-19, Hockey-Reference's export after it. */
const precedence = [KAGGLE, HREF_2021, HAND, HSA];

export const playoffGameResult: Figure = {
  id: 'nhl.playoff_game.result',
  name: 'NHL playoff game: score and overtime, game file vs game file and hand',
  precedence,
  rule:
    'The games rows come from the Kaggle file for 2018-19 (it has arenas and start times) and from ' +
    "Hockey-Reference's playoff export for 2019-20 and 2020-21 (nhl_games_2018_2021 has no game type and UTC " +
    'dates); overtime is compared as OT or SO (two files do not count the overtimes).',
  explain: (claims: readonly Claim[]) => {
    // nhl_games_2018_2021 flags a 2019-20 shootout loss as a regulation loss (checked against the Kaggle file for
    // 2018-19), so a round-robin game decided in a shootout reads as a regulation game there.
    const so = claims.find((c) => String(c.value).endsWith(' SO'));
    const hsa = claims.find((c) => c.source === HSA);
    return so && hsa && `${String(hsa.value)} SO` === so.value
      ? 'nhl_games_2018_2021 does not mark shootouts in 2019-20 (a shootout loss is flagged as a regulation loss)'
      : null;
  },
};

export const playoffGameDate: Figure = {
  id: 'nhl.playoff_game.date',
  name: 'NHL playoff game: local date',
  precedence,
  rule: 'Local dates only: the Kaggle date from the start time in the arena time zone, Hockey-Reference, the hand file.',
};

export const playoffGameVenue: Figure = {
  id: 'nhl.playoff_game.venue',
  name: 'NHL playoff game: arena of a game away from home, or of a hand-checked Final game',
  precedence,
  rule: "Hockey-Reference names the arena of a game off the home team's rink; the hand files name the 2020 hubs.",
};

/** A giver's facts of one playoff game (null: the giver does not say). */
export interface PlayoffGameFacts {
  game: Pick<NhlGame, 'season' | 'home' | 'away' | 'homeScore' | 'awayScore' | 'overtime'>;
  date: string | null;
  venue: string | null;
}

const otMark = (ot: string | null) => (!ot ? '' : ot === 'SO' ? ' SO' : ' OT');

/** Subject key of each game: season, the two teams (sorted) and the meeting's number in date order. */
function keyed(list: readonly (PlayoffGameFacts & { order: string })[]) {
  const n = new Map<string, number>();
  return [...list]
    .sort((a, b) => a.order.localeCompare(b.order))
    .map((f) => {
      const pair = `${f.game.season}:${[f.game.home, f.game.away].sort().join('-')}`;
      const i = (n.get(pair) ?? 0) + 1;
      n.set(pair, i);
      return { f, key: `nhl:playoff-game:${pair}:${i}` };
    });
}

/**
 * Claims the result, date and arena of each game of one giver (`figures`: only those). `order` sorts its games
 * (date, then line); the list holds every playoff game of the giver's seasons, so the meetings are numbered alike.
 */
export function claimPlayoffGames(
  ctx: BuildContext,
  fr: Franchises,
  source: string,
  list: readonly (PlayoffGameFacts & { order: string })[],
  figures: readonly Figure[] = [playoffGameResult, playoffGameDate, playoffGameVenue],
) {
  const name = (t: string, y: number) => fr.seasons.get(t)?.get(y)?.name ?? t;
  for (const { f, key } of keyed(list)) {
    const g = f.game;
    const subject = {
      league: 'nhl' as const,
      subject: key,
      label: `${name(g.away, g.season)} at ${name(g.home, g.season)}, ${leagueSeasonLabel('nhl', g.season)} playoffs (${key.split(':').pop()})`,
      source,
    };
    const result = `${g.away} ${g.awayScore}, ${g.home} ${g.homeScore}${otMark(g.overtime)}`;
    const values: [Figure, string | null][] = [
      [playoffGameResult, result],
      [playoffGameDate, f.date],
      [playoffGameVenue, f.venue],
    ];
    for (const [figure, value] of values)
      if (value && figures.includes(figure)) ctx.claim({ ...subject, figure, value });
  }
}

/** The facts of game rows: a source's own order, its dates unless they are UTC dates (nhl_games_2018_2021). */
export const factsOf = (games: readonly NhlGame[], withVenue: (g: NhlGame) => boolean = (g) => g.neutral) =>
  games.map((g) => ({
    game: g,
    date: g.source === HSA ? null : g.date,
    venue: withVenue(g) ? g.venueName : null,
    order: `${g.date}|${String(g.line).padStart(6, '0')}`,
  }));
