// /api/championships/seasons/{slug}/bracket/: a season's postseason as a bracket (or a list, or what is missing).
import { endpoints, type Bracket } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { endpoint } from '../http/route';
import { drawBracket } from './build';
import type { BracketSeason } from './repository';

/** What a league's data lacks when a season has no postseason games. */
const MISSING: Record<string, string> = {
  mlb: "The dataset holds each MLB team's postseason result (Lahman's SeriesPost) but not the postseason games, so there is no bracket to draw.",
  'ncaa-baseball':
    'The dataset has no College World Series games: only the champion and runner-up of each season.',
  'ncaa-football':
    'The dataset has no bowl or College Football Playoff games: the national champion comes from the championship list.',
  'ncaa-hockey':
    'The dataset has college hockey games 1900-01 to 2018-19; this season has no NCAA tournament games in it.',
  'ncaa-basketball':
    'The dataset has NCAA tournament games from 1985; this season has none in it (1985 and later: no tournament was played in 2020).',
};
const missingNote = (s: BracketSeason) =>
  MISSING[s.league_slug] ?? 'The dataset has no postseason games for this season.';

export async function bracketRoutes(app: FastifyInstance) {
  endpoint(
    app,
    endpoints.seasonBracket,
    {
      cache: 'static',
      tags: ['championships'],
      summary: "A season's postseason as a bracket: rounds, series, games (by season slug or id)",
    },
    async (req): Promise<Bracket> => {
      const season = await app.repos.brackets.season(req.params.key);
      if (!season) throw notFound('Season');
      const games = await app.repos.brackets.games(season);
      const head = {
        season: {
          slug: season.slug,
          name: season.name,
          start_year: season.start_year,
          league_slug: season.league_slug,
        },
        competition: season.competition,
        champion: season.champion,
        games_count: games.length,
      };
      if (!games.length) return { ...head, layout: 'none', note: missingNote(season), rounds: [] };
      return { ...head, ...drawBracket(games, season.champion !== null) };
    },
  );
}
