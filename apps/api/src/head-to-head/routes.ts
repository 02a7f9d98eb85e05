// /api/teams/head-to-head/?a=&b=: two teams of one sport across history; /api/teams/teams/:key/opponents/: a
// team's opponents, most played first (the team page's picker).
import { endpoints, type Team } from '@trophy-room/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../http/errors';
import { notFoundOrMoved } from '../http/moved';
import { endpoint } from '../http/route';
import { meetingsPage } from './meetings-page';
import { coverageOf, unionOf } from './coverage';
import { biggestWins, bySeason, gameTally, longestStreak, postseason, tallyRecord, toGame } from './summary';

const tags = ['teams'];

const side = (t: Team) => ({
  id: t.id,
  slug: t.slug,
  name: t.name,
  abbreviation: t.abbreviation,
  league: t.league,
});

export async function headToHeadRoutes(app: FastifyInstance) {
  const team = async (param: 'a' | 'b', key: string) => {
    const t = await app.repos.teams.get(key);
    if (!t) throw notFound(`Team '${key}' (${param})`);
    return t;
  };

  endpoint(
    app,
    endpoints.headToHead,
    {
      tags,
      summary:
        'Two teams of one sport: what every meeting adds up to, season by season, and one page of the meetings',
      description:
        'Regular season and postseason apart. The figures count the games, and for seasons whose games are not in ' +
        "the sources the season totals of the pair's meetings (NHL 1917-18..1948-49); the postseason adds every " +
        'series the series sources hold (MLB and NHL SeriesPost), with or without games. coverage says which ' +
        'seasons these cover within the seasons both teams existed, and partial whether that shared span reaches ' +
        'beyond them. Teams are named as they were in each season; games is one page of the games (sort and ' +
        'page). 400 when a and b are the same team or of different sports; 404 when either is unknown.',
    },
    async (req) => {
      const [a, b] = await Promise.all([team('a', req.query.a), team('b', req.query.b)]);
      if (a.id === b.id) throw badRequest(`a and b are the same team (${a.name}): pick two teams`);
      if (a.sport.slug !== b.sport.slug) {
        throw badRequest(
          `a (${a.name}) plays ${a.sport.name.toLowerCase()} and b (${b.name}) plays ${b.sport.name.toLowerCase()}: ` +
            'head-to-head compares two teams of one sport',
        );
      }
      const h2h = app.repos.headToHead;
      const [games, totals, sourced, leagues] = await Promise.all([
        h2h.meetings(a.id, b.id),
        h2h.sources.totals(a.id, b.id),
        h2h.sources.series(a.id, b.id),
        h2h.sources.leagues(),
      ]);
      const seasons = unionOf(
        [...new Set([a.league.id, b.league.id])].flatMap((id) => leagues.get(id) ?? []),
      );
      const league = { sport: a.sport.slug, level: a.level.slug };
      // Season totals count for the seasons whose games are not in the sources (the games count where they are).
      const usedTotals = totals.filter((t) => !seasons.games.has(t.season.start_year));
      const regular = tallyRecord(
        [
          ...games.filter((g) => !g.is_playoff).map(gameTally),
          ...usedTotals.map((t) => ({ year: t.season.start_year, ...t })),
        ],
        league,
      );
      const post = postseason(
        games.filter((g) => g.is_playoff),
        sourced,
        league,
      );
      return {
        data: {
          sport: a.sport,
          level: a.level,
          a: side(a),
          b: side(b),
          regular_season: regular,
          postseason: post.record,
          a_longest_streak: longestStreak(games, 'a'),
          b_longest_streak: longestStreak(games, 'b'),
          first_meeting: games.length ? toGame(games[0]) : null,
          last_meeting: games.length ? toGame(games[games.length - 1]) : null,
          a_biggest_wins: biggestWins(games, 'a'),
          b_biggest_wins: biggestWins(games, 'b'),
          seasons: bySeason(games, usedTotals, league),
          postseason_series: post.series,
          meetings: regular.games + post.record.games,
          coverage: coverageOf(a, b, seasons),
          ...meetingsPage(games.map(toGame), req.query.sort, req.query.page),
        },
      };
    },
  );

  endpoint(
    app,
    endpoints.teamOpponents,
    {
      tags,
      summary: "A team's opponents, most meetings first (final games, regular season and postseason)",
    },
    async (req: FastifyRequest<{ Params: { key: string } }>) => {
      const t = await app.repos.teams.get(req.params.key);
      if (!t) throw await notFoundOrMoved(app, req, 'teams', req.params.key, 'Team');
      return { data: await app.repos.headToHead.opponents(t.id) };
    },
  );
}
