// /api/championships/seasons/{slug}/bracket/: a season's postseason as a bracket (or a list, or what is missing):
import { ncaaTournamentRoundName } from '@trophy-room/domain';
// from its games where it has any, else from its series results.
import { endpoints, type Bracket } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { endpoint } from '../http/route';
import { drawBracket, drawSeriesBracket } from './build';
import { toBracketHead, type BracketSeasonRow } from './rows';

/** What a league's data lacks when a season has neither postseason games nor series results. */
const MISSING: Record<string, string> = {
  mlb: "The dataset has MLB postseason series 1884-2024 (Lahman's SeriesPost, results without games); this season has none in it: no postseason was played (1994, 1904, most seasons before 1903), or its series are not in the source (2025, and the Temple Cup and Chronicle-Telegraph Cup of the 1890s).",
  nhl: 'The dataset has NHL playoff series from 1917-18 to 2017-18 (Hockey Databank SeriesPost) and playoff games from 1949-50; this season has neither (no playoffs were played in 2004-05).',
  'ncaa-baseball':
    'The dataset has no College World Series games: only the champion and runner-up of each season.',
  'ncaa-football':
    'The dataset has no bowl or College Football Playoff games: the national champion comes from the championship list.',
  'ncaa-hockey':
    'The dataset has college hockey games 1900-01 to 2018-19; this season has no NCAA tournament games in it.',
  'ncaa-basketball':
    'The dataset has NCAA tournament games from 1985; this season has none in it (1985 and later: no tournament was played in 2020).',
};
const missingNote = (s: BracketSeasonRow) =>
  MISSING[s.league_slug] ?? 'The dataset has no postseason games or series for this season.';

export async function bracketRoutes(app: FastifyInstance) {
  endpoint(
    app,
    endpoints.seasonBracket,
    {
      tags: ['championships'],
      summary: "A season's postseason as a bracket: rounds, series, games (by season slug or id)",
    },
    async (req): Promise<Bracket> => {
      const season = await app.repos.brackets.season(req.params.key);
      if (!season) throw notFound('Season');
      const games = await app.repos.brackets.games(season);
      const head = toBracketHead(season, games.length);
      const decided = season.champion !== null;
      const rules = {
        totalGoals: season.sport === 'hockey',
        playIn:
          season.league_slug === 'ncaa-basketball'
            ? ncaaTournamentRoundName(season.start_year + 1, 'First Four')
            : null,
      };
      if (games.length) return { ...head, source: 'games', ...drawBracket(games, decided, rules) };
      // Only where there are no games: the series results (MLB; the NHL before 1949-50).
      const series = await app.repos.brackets.series(season);
      if (series.length) return { ...head, source: 'series', ...drawSeriesBracket(series, decided) };
      return { ...head, source: null, layout: 'none', note: missingNote(season), rounds: [] };
    },
  );
}
