// /api/awards/: every award of the site's leagues (optionally one league), one award by slug with its winners and
// most wins, and the winners of one league's season. Unknown awards and leagues (or those of another site) → 404.
// Historical data that changes only with an import: cached like other semi-static answers.
import { endpoints, type SiteFilterParams } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { endpoint } from '../http/route';
import { mostWins } from './most-wins';

const tags = ['awards'];

export async function awardRoutes(app: FastifyInstance) {
  const repo = app.repos.awards;

  /** The league a slug names, when the site shows it; else 404. */
  const leagueOnSite = async (slug: string, q: SiteFilterParams) => {
    const [{ leagueIds }, leagues] = await Promise.all([app.scope(q), app.repos.core.leagues()]);
    const league = leagues.find((l) => l.slug === slug);
    if (!league || (leagueIds && !leagueIds.includes(league.id))) throw notFound('League');
    return league;
  };

  endpoint(
    app,
    endpoints.awards,
    {
      tags,
      summary:
        "Every award of the site's leagues: its slug, league, times given, recipients and the seasons it spans",
    },
    async (req) => {
      const { leagueIds } = await app.scope(req.query);
      const ids = req.query.league ? [(await leagueOnSite(req.query.league, req.query)).id] : leagueIds;
      return { data: await repo.list(ids) };
    },
  );

  endpoint(
    app,
    endpoints.award,
    {
      tags,
      summary: 'One award by slug: every winner year by year (team as named that season) and the most wins',
    },
    async (req) => {
      const { leagueIds } = await app.scope(req.query);
      const key = await repo.find(req.params.key, leagueIds);
      if (!key) throw notFound('Award');
      const [[summary], winners] = await Promise.all([repo.list(null, key), repo.winners(key)]);
      return { data: { ...summary, winners, most_wins: mostWins(winners) } };
    },
  );

  endpoint(
    app,
    endpoints.awardWinners,
    {
      tags,
      summary: "The winners of every award in one league's season (league slug and season start year)",
    },
    async (req) => {
      const league = await leagueOnSite(req.query.league, req.query);
      return { data: await repo.seasonWinners(league.id, req.query.year) };
    },
  );
}
