// The URL's leader filters as the API's parameters (a filter at its "all" value, or a minimum that is not a number,
// is left out): the list its route asks for, the page reading it by name.
import type { LeaderQuery } from '@trophy-room/api-client';
import { ALL, type leadersParams, type ParamValues } from '@trophy-room/routes';

export type LeaderUrlState = ParamValues<typeof leadersParams>;

export function leaderQuery(p: LeaderUrlState): LeaderQuery {
  const min = p.min.trim() === '' ? NaN : Number(p.min);
  return {
    league: p.league === ALL ? undefined : p.league,
    view: p.view,
    phase: p.phase,
    from: p.from || undefined,
    to: p.to || undefined,
    team: p.team === ALL ? undefined : p.team,
    top: Number(p.top),
    min: Number.isFinite(min) && min >= 0 ? min : undefined,
  };
}
