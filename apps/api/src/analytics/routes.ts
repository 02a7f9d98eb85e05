// /api/core/analytics/: the analytics page's figures for a metric category and timeframe in the site's leagues,
// optionally narrowed to a team or a conference (unknown or out-of-scope slugs: 404). The data is historical and
// changes only with an import, so the answer is cached like other semi-static ones.
import { endpoints, type AnalyticsFigures, type AnalyticsParams } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { endpoint } from '../http/route';
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
  const { leagueIds } = await app.scope(q);
  const [{ teamIds, team, conference }, asOf, leagues] = await Promise.all([
    narrow(repo, leagueIds, q),
    repo.asOf(leagueIds),
    app.repos.core.leagues(),
  ]);
  const today = asOf ?? app.now().toISOString().slice(0, 10);
  const seasons = timeframe === 'season' ? await repo.seasonsWithGames(leagueIds, today) : [];
  const periods = periodsOf(timeframe, today, seasons);
  const scope: Scope = { leagueIds: leagueIds ?? leagues.map((l) => l.id), teamIds };
  const body = await CATEGORIES[category]({
    repo,
    scope,
    periods,
    leagues: leagues.filter((l) => !leagueIds || leagueIds.includes(l.id)),
    asOf: today,
    bucket: BUCKETS[timeframe],
  });
  const data: AnalyticsFigures = {
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
      cache: 'semiStatic',
      tags: ['core'],
      summary: 'Analytics: KPIs with change, charts, insights and a report for a category and timeframe',
    },
    (req) => figures(app, repo, req.query),
  );
}
