// /api/leaders/: the ranked stats of the site's leagues, a stat's leaders, and a player's figures that rank.
import { endpoints, type LeaderParams, type LeaderRow } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { excludedLeagues, type ExcludedLeague } from '@trophy-room/domain';
import { badRequest, notFound } from '../http/errors';
import { notFoundOrMoved } from '../http/moved';
import { endpoint } from '../http/route';
import { careerPastCoverage, coverageOf } from './coverage';
import type { ListQuery } from './repository';
import { leagueRef, toLeaderLeague, toLeaderRow, toLeaderStat, toPlayerRank, type StatRow } from './rows';

const tags = ['leaders'];
/** A player page links the figures that rank this high. */
const PLAYER_RANK_TOP = 100;

export async function leaderRoutes(app: FastifyInstance) {
  const statsOf = async (q: LeaderParams) => app.repos.leaders.stats((await app.scope(q)).leagueIds);

  endpoint(
    app,
    endpoints.leaders,
    { tags, summary: "The stats ranked on the site's leagues, league by league" },
    async (req) => {
      const rows = await statsOf(req.query);
      const leagues = new Map<string, StatRow[]>();
      for (const r of rows) leagues.set(r.league, [...(leagues.get(r.league) ?? []), r]);
      return {
        data: [...leagues.values()].map(toLeaderLeague),
      };
    },
  );

  endpoint(
    app,
    endpoints.leaderList,
    {
      tags,
      summary: "A stat's leaders: career, single season or active players; era, team and qualifier filters",
      description:
        'Ties share a rank. A rate (batting average, ERA, save percentage, points per game) ranks only players who ' +
        'qualify by its rule (`stat.qualifier`) unless `min` sets the minimum. Teams are named as they were.',
    },
    async (req) => {
      const q = req.query;
      const rows = await statsOf(q);
      if (q.league !== undefined && !rows.some((s) => s.league === q.league)) {
        throw badRequest(`league '${q.league}' is not a league of this site with leaders`);
      }
      const stat = rows.find(
        (s) => s.slug === req.params.key && (q.league === undefined || s.league === q.league),
      );
      if (!stat) throw notFound('Stat');
      if (q.from !== undefined && q.to !== undefined && q.from > q.to) {
        throw badRequest('from must not be after to');
      }
      if (q.min !== undefined && !stat.den)
        throw badRequest(`min applies to a rate; ${stat.label} is a count`);
      let team: { id: number; slug: string; name: string } | undefined;
      if (q.team !== undefined) {
        const t = await app.repos.teams.get(q.team, [stat.league_id]);
        if (!t) throw badRequest(`team '${q.team}' is not a team of the ${stat.league_abbreviation}`);
        team = t;
      }
      // The leagues its records leave out unless included (the National Association in MLB's), and their seasons.
      let excluded: ExcludedLeague[];
      try {
        excluded = excludedLeagues(stat.league, q.include);
      } catch (e) {
        throw badRequest((e as Error).message);
      }
      const excludedSeasons = await app.repos.leaders.excludedSeasons(
        stat.league_id,
        excluded.map((x) => x.conference),
      );
      const excludedYears = new Set(excludedSeasons.map((s) => s.start_year));
      const phase = q.phase ?? 'regular';
      const list: ListQuery = {
        stat,
        view: q.view ?? 'career',
        postseason: phase === 'postseason',
        from: q.from,
        to: q.to,
        teamId: team?.id,
        top: q.top ?? 50,
        min: q.min ?? null,
        excludedSeasons: excludedSeasons.map((s) => s.id),
      };
      const [found, coverage, years, model] = await Promise.all([
        app.repos.leaders.list(list),
        app.repos.leaders.coverage(stat, list.postseason),
        app.repos.leaders.seasonYears(stat.league_id),
        app.repos.people.coverage(),
      ]);
      const covered = new Set(coverage.map((c) => c.start_year));
      const teams = found.length ? await app.repos.leaders.teams(list, found) : [];
      const results: LeaderRow[] = found.map((r) =>
        toLeaderRow(r, teams, careerPastCoverage(r, list, covered, model)),
      );
      return {
        data: {
          league: leagueRef(stat),
          sport: stat.sport,
          level: stat.level,
          stat: toLeaderStat(stat),
          view: list.view,
          phase,
          from: q.from ?? null,
          to: q.to ?? null,
          team: team ? { slug: team.slug, name: team.name } : null,
          top: list.top,
          min: q.min ?? null,
          coverage: coverageOf(
            coverage.filter((c) => !excludedYears.has(c.start_year)),
            years.filter((y) => !excludedYears.has(y)),
          ),
          excluded: excluded
            .filter(() => excludedSeasons.length > 0)
            .map(({ key, name, abbreviation, first_year, last_year, rule }) => ({
              key,
              name,
              abbreviation,
              first_year,
              last_year,
              rule,
            })),
          results,
        },
      };
    },
  );

  endpoint(
    app,
    endpoints.playerRanks,
    {
      tags,
      summary: `A player's career figures in his league's top ${PLAYER_RANK_TOP} (regular season, all time)`,
    },
    async (req) => {
      const row = await app.repos.people.player(req.params.key);
      if (!row) throw await notFoundOrMoved(app, req, 'players', req.params.key, 'Player');
      const { leagueIds } = await app.scope(req.query);
      if (leagueIds && !leagueIds.includes(row.league.id)) throw notFound('Player');
      const ranks = await app.repos.leaders.playerRanks(row.id, PLAYER_RANK_TOP);
      return {
        data: ranks.map(toPlayerRank),
      };
    },
  );
}
