// The league the analytics figures are of: every figure is one league's, in its sport's units (points, runs,
// goals), never an average across sports or leagues. A site with several leagues (the hub) offers them all, pro
// first in the sites' sport order, and measures the first unless `league` names another.
import type { AnalyticsLeague } from '@trophy-room/contract';
import { scoreUnit } from '@trophy-room/domain';
import { badRequest } from '../http/errors';
import type { LeagueRow } from '../shared/scope';

export type Scoring = AnalyticsLeague['scoring'];

const SPORT_ORDER = ['football', 'basketball', 'baseball', 'hockey'];

/** The sport's score unit: the domain's one rule. */
export const scoringOf = (sport: string): Scoring => scoreUnit(sport);

export const toAnalyticsLeague = (l: LeagueRow): AnalyticsLeague => ({
  id: l.id,
  slug: l.slug,
  name: l.name,
  abbreviation: l.abbreviation,
  sport_slug: l.sport_slug,
  level_slug: l.level_slug,
  scoring: scoringOf(l.sport_slug),
});

const rank = (l: LeagueRow) => (l.level_slug === 'professional' ? 0 : 10) + SPORT_ORDER.indexOf(l.sport_slug);

/**
 * The site's leagues in the order offered, and the one measured: `league`, else the league of the team filtered to
 * (`teamLeagueId`), else the first; 400 for a league not of the site.
 */
export function chooseLeague(
  leagues: LeagueRow[],
  leagueIds: number[] | null,
  slug: string | undefined,
  teamLeagueId?: number,
) {
  const choices = leagues
    .filter((l) => !leagueIds || leagueIds.includes(l.id))
    .sort((a, b) => rank(a) - rank(b) || a.id - b.id);
  const league =
    slug === undefined
      ? (choices.find((l) => l.id === teamLeagueId) ?? choices[0])
      : choices.find((l) => l.slug === slug);
  if (!league) throw badRequest(`league '${slug ?? ''}' is not a league of this site`);
  return { league, choices };
}
