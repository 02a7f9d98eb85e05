// /api/core/analytics/: figures computed from the games, standings, champions and player seasons for one metric
// category and timeframe (relative to the data's as-of date), of one league of the site (never averaged across
// sports or leagues), optionally narrowed to a team or a conference. Every figure carries its change against the
// previous period of the same length.
import { Type, type Static } from '@sinclair/typebox';
import { SlugParam, siteFilterProperties } from './common';
import { leagueRefProperties } from './core';
import { Int, NNum, NStr, Obj, Str, StringEnum } from './schema';
import { ANALYTICS_CATEGORIES, ANALYTICS_TIMEFRAMES } from './values';

export const AnalyticsParams = Obj({
  ...siteFilterProperties,
  category: Type.Optional(
    StringEnum(ANALYTICS_CATEGORIES, { description: 'Metric category (default team-performance)' }),
  ),
  timeframe: Type.Optional(
    StringEnum(ANALYTICS_TIMEFRAMES, {
      description: "Timeframe ending on the data's as-of date (default season)",
    }),
  ),
  league: Type.Optional(
    SlugParam(
      "The league measured (nfl, nba, mlb, nhl, ncaa-football, …), one of the site's; default the site's first",
    ),
  ),
  team: Type.Optional(SlugParam('Narrow to one team (slug)')),
  conference: Type.Optional(SlugParam('Narrow to one conference (slug)')),
});
export type AnalyticsParams = Static<typeof AnalyticsParams>;

export const TREND_DIRECTIONS = ['up', 'down', 'neutral'] as const;

export const AnalyticsPeriod = Obj({
  label: Str({ description: 'e.g. "Jun 8 – Jun 14, 2026" or "2025 season"' }),
  from: NStr({ description: 'First day (yyyy-MM-dd); null for all time' }),
  to: NStr({ description: 'Last day (yyyy-MM-dd)' }),
});
export type AnalyticsPeriod = Static<typeof AnalyticsPeriod>;

export const AnalyticsKpi = Obj({
  id: Str(),
  label: Str(),
  value: NNum({ description: 'null when the period has nothing to measure' }),
  unit: StringEnum(['percent', 'number', 'years'] as const),
  change: NNum({ description: 'value minus the previous period’s value; null when either is missing' }),
  trend: StringEnum(TREND_DIRECTIONS),
  description: Str(),
});
export type AnalyticsKpi = Static<typeof AnalyticsKpi>;

export const AnalyticsPoint = Obj({ label: Str(), value: Type.Number() });
export type AnalyticsPoint = Static<typeof AnalyticsPoint>;

export const AnalyticsChart = Obj({
  id: Str(),
  title: Str(),
  kind: StringEnum(['bar', 'line'] as const),
  x_label: Str(),
  y_label: Str(),
  points: Type.Array(AnalyticsPoint),
});
export type AnalyticsChart = Static<typeof AnalyticsChart>;

export const AnalyticsInsight = Obj({ title: Str(), text: Str() });
export type AnalyticsInsight = Static<typeof AnalyticsInsight>;

export const AnalyticsColumn = Obj({ key: Str(), label: Str(), numeric: Type.Boolean() });
export type AnalyticsColumn = Static<typeof AnalyticsColumn>;

export const AnalyticsReport = Obj({
  title: Str(),
  columns: Type.Array(AnalyticsColumn),
  rows: Type.Array(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()]))),
});
export type AnalyticsReport = Static<typeof AnalyticsReport>;

/** A league the figures can be of: its sport and level (the site filters that select it) and its scoring unit. */
export const AnalyticsLeague = Obj({
  ...leagueRefProperties,
  sport_slug: Str({ description: 'football, basketball, baseball or hockey' }),
  level_slug: Str({ description: 'professional or ncaa-division-i' }),
  scoring: StringEnum(['points', 'runs', 'goals'] as const, {
    description:
      'What a team scores in the sport: points (football, basketball), runs (baseball), goals (hockey)',
  }),
});
export type AnalyticsLeague = Static<typeof AnalyticsLeague>;

export const AnalyticsFigures = Obj({
  league: AnalyticsLeague,
  leagues: Type.Array(AnalyticsLeague, {
    description: "The site's leagues, pro first in the sites' sport order: the choices of `league`",
  }),
  category: StringEnum(ANALYTICS_CATEGORIES),
  timeframe: StringEnum(ANALYTICS_TIMEFRAMES),
  as_of: NStr({ description: "The data's as-of date for the leagues in scope" }),
  period: AnalyticsPeriod,
  previous: Type.Union([AnalyticsPeriod, Type.Null()]),
  team: NStr({ description: 'The team narrowed to (name), if any' }),
  conference: NStr({ description: 'The conference narrowed to (name), if any' }),
  games: Int({ minimum: 0, description: 'Finished games in the period and scope' }),
  note: NStr({ description: 'Why figures are missing or what the timeframe means, when it needs saying' }),
  kpis: Type.Array(AnalyticsKpi),
  charts: Type.Array(AnalyticsChart),
  insights: Type.Array(AnalyticsInsight),
  report: AnalyticsReport,
});
export type AnalyticsFigures = Static<typeof AnalyticsFigures>;
