// /api/core/analytics/: the analytics page's figures for a metric category and timeframe of one league of the site
// (`league`, default the site's first: never figures averaged across sports), optionally narrowed to a team or a
// conference of it (unknown or out-of-scope slugs: 404). The data is historical and changes only with an import, so
// the answer is cached like other semi-static ones.
import { endpoints, type AnalyticsFigures, type AnalyticsParams } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { endpoint } from '../http/route';
import { chooseLeague, toAnalyticsLeague } from './competition';
import { CATEGORIES } from './figures';
import { periodsOf } from './period';
import type { AnalyticsRepository, BucketKind, Scope } from './repository';

const BUCKETS = {
  week: 'day',
  month: 'day',
  season: 'month',
  year: 'month',
  all: 'decade',
} as const satisfies Record<AnalyticsFigures['timeframe'], BucketKind>;

async function narrow(repo: AnalyticsRepository, leagueIds: number[] | null, q: AnalyticsParams) {
  let teamIds: number[] | null = null;
  let team: string | null = null;
  let conference: string | null = null;
  if (q.conference) {
    const c = await repo.conference(q.conference, leagueIds);
    if (!c) throw notFound('Conference');
    conference = c.name;
    teamIds = c.team_ids;
  }
  if (q.team) {
    const t = await repo.team(q.team);
    if (!t || (leagueIds && !leagueIds.includes(t.league_id)) || (teamIds && !teamIds.includes(t.id)))
      throw notFound('Team');
    team = t.name;
    teamIds = [t.id];
  }
  return { teamIds, team, conference };
}

async function figures(app: FastifyInstance, repo: AnalyticsRepository, q: AnalyticsParams) {
  const category = q.category ?? 'team-performance';
  const timeframe = q.timeframe ?? 'season';
  const [site, leagues, teamRow] = await Promise.all([
    app.scope(q),
    app.repos.core.leagues(),
    q.team && q.league === undefined ? repo.team(q.team) : undefined,
  ]);
  const { league, choices } = chooseLeague(leagues, site.leagueIds, q.league, teamRow?.league_id);
  const leagueIds = [league.id];
  const [{ teamIds, team, conference }, asOf] = await Promise.all([
    narrow(repo, leagueIds, q),
    repo.asOf(leagueIds),
  ]);
  const today = asOf ?? app.now().toISOString().slice(0, 10);
  const seasons = timeframe === 'season' ? await repo.seasonsWithGames(leagueIds, today) : [];
  const periods = periodsOf(timeframe, today, seasons);
  const scope: Scope = { leagueIds, teamIds };
  const body = await CATEGORIES[category]({
    repo,
    scope,
    periods,
    league,
    asOf: today,
    timeframe,
    bucket: BUCKETS[timeframe],
  });
  const data: AnalyticsFigures = {
    league: toAnalyticsLeague(league),
    leagues: choices.map(toAnalyticsLeague),
    category,
    timeframe,
    as_of: asOf,
    period: periods.period,
    previous: periods.previousPeriod,
    team,
    conference,
    ...body,
  };
  return { data };
}

export async function analyticsRoutes(app: FastifyInstance) {
  const repo = app.repos.analytics;
  endpoint(
    app,
    endpoints.analytics,
    {
      tags: ['core'],
      summary: 'Analytics: KPIs with change, charts, insights and a report for a category and timeframe',
    },
    (req) => figures(app, repo, req.query),
  );
}
