// /api/teams/head-to-head/?a=&b=: two teams of one sport across history; /api/teams/teams/:key/opponents/: a
// team's opponents, most played first (the team page's picker).
import { endpoints, type Team } from '@trophy-room/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../http/errors';
import { notFoundOrMoved } from '../http/moved';
import { endpoint } from '../http/route';
import { meetingsPage } from './meetings-page';
import { biggestWins, bySeason, longestStreak, postseason, record, toGame } from './summary';

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
      cache: 'semiStatic',
      tags,
      summary:
        'Two teams of one sport: what every meeting adds up to, season by season, and one page of the meetings',
      description:
        'Regular season and postseason apart (a postseason series is the meetings of one season and round). ' +
        'Teams are named as they were in each season. The figures count every meeting; games is one page of ' +
        'them (sort and page). 400 when a and b are the same team or of different sports; ' +
        '404 when either is unknown.',
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
      const games = await app.repos.headToHead.meetings(a.id, b.id);
      const league = { sport: a.sport.slug, level: a.level.slug };
      const regular = games.filter((g) => !g.is_playoff);
      return {
        data: {
          sport: a.sport,
          level: a.level,
          a: side(a),
          b: side(b),
          regular_season: record(regular, league),
          postseason: postseason(
            games.filter((g) => g.is_playoff),
            league,
          ),
          a_longest_streak: longestStreak(games, 'a'),
          b_longest_streak: longestStreak(games, 'b'),
          first_meeting: games.length ? toGame(games[0]) : null,
          last_meeting: games.length ? toGame(games[games.length - 1]) : null,
          a_biggest_wins: biggestWins(games, 'a'),
          b_biggest_wins: biggestWins(games, 'b'),
          seasons: bySeason(games, league),
          ...meetingsPage(games.map(toGame), req.query.sort, req.query.page),
        },
      };
    },
  );

  endpoint(
    app,
    endpoints.teamOpponents,
    {
      cache: 'semiStatic',
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
