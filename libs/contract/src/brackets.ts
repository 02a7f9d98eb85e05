// A season's postseason as a bracket: its rounds (columns), each round's series (match-ups) with their games.
import { Type, type Static } from '@sinclair/typebox';
import { Bool, Int, NInt, NStr, Nullable, Obj, Str, StringEnum } from './schema';

export const BRACKET_LAYOUTS = ['tree', 'list', 'none'] as const;

export const BracketTeam = Obj({
  slug: NStr({
    description:
      "The franchise's slug (its season page is /teams/{slug}/{start_year}); null for a team outside the league (the PCHA and WCHL champions of the challenge-era Stanley Cup).",
  }),
  name: Str({ description: 'The team as it was named that season.' }),
  seed: NInt({ description: 'Seed in the field, where the competition seeds (NCAA tournament).' }),
  bye: Type.Boolean({
    description: 'The team entered in this round without playing the one before (a bye).',
  }),
});
export type BracketTeam = Static<typeof BracketTeam>;

export const BracketGame = Obj({
  slug: Str(),
  date: Str({ description: 'yyyy-MM-dd' }),
  /** Points, runs or goals of the series' first and second team (top, bottom). */
  top_score: NInt(),
  bottom_score: NInt(),
  top_home: Type.Boolean({ description: 'The first team was the home team (see neutral).' }),
  neutral: Bool(),
  overtime: NStr(),
  has_box_score: Type.Boolean({
    description:
      "The game's page has a box score (player lines or team statistics); else it is a game summary.",
  }),
});
export type BracketGame = Static<typeof BracketGame>;

export const BracketSeries = Obj({
  top: BracketTeam,
  bottom: BracketTeam,
  winner: Nullable(StringEnum(['top', 'bottom'] as const)),
  /** "4-2" (games won), "4-3-1" (with a tied game), "74-63" (one game), "5-3 on total goals" (a total-goal series). */
  result: Str(),
  decided_by: StringEnum(['game', 'wins', 'goals', 'default'] as const, {
    description:
      'game: one game; wins: games won in a series; goals: total goals over a two-game series; default: the loser would not play.',
  }),
  top_figure: Int({ description: "The first team's games won, points in the one game, or total goals." }),
  bottom_figure: Int({ description: "The second team's games won, points in the one game, or total goals." }),
  note: NStr({
    description: 'What else the series source says: tied games, a series abandoned or won by default.',
  }),
  region: NStr({ description: 'The region (NCAA tournament) or regional the match-up was played in.' }),
  /** Empty where the data holds the series' result but not its games (MLB; the NHL before 2010-11). */
  games: Type.Array(BracketGame),
});
export type BracketSeries = Static<typeof BracketSeries>;

export const BracketRound = Obj({
  name: Str(),
  /** Play-in and first-four games, the 2020 qualifying and seeding games: before the bracket proper. */
  preliminary: Bool(),
  series: Type.Array(BracketSeries),
  /** Third-place and consolation games of the round: both teams lost the round before. */
  consolation: Type.Array(BracketSeries),
});
export type BracketRound = Static<typeof BracketRound>;

export const Bracket = Obj({
  season: Obj({ slug: Str(), name: Str(), start_year: Int(), league_slug: Str() }),
  competition: NStr({ description: 'The championship the bracket decides.' }),
  layout: StringEnum(BRACKET_LAYOUTS, {
    description: 'tree: rounds that feed each other; list: the series in order (see note); none: no games.',
  }),
  note: NStr({ description: 'Why a bracket is a list, or what the data lacks for this season.' }),
  champion: Nullable(Obj({ slug: Str(), name: Str() })),
  games_count: Int({ minimum: 0 }),
  source: Nullable(
    StringEnum(['games', 'series'] as const, {
      description:
        'games: drawn from the postseason games; series: from series results without games (Lahman and Hockey Databank SeriesPost); null when there is neither.',
    }),
  ),
  rounds: Type.Array(BracketRound),
});
export type Bracket = Static<typeof Bracket>;
