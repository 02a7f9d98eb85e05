// The four metric categories as figures: four KPIs (each with its change against the previous period), two charts,
// three insight notes and the detailed report, from the repository's aggregates.
import type {
  AnalyticsCategory,
  AnalyticsChart,
  AnalyticsFigures,
  AnalyticsInsight,
  AnalyticsKpi,
  AnalyticsReport,
} from '@trophy-room/contract';
import type { LeagueRow } from '../shared/scope';
import type { Periods } from './period';
import {
  LEADER_STAT,
  type AnalyticsRepository,
  type BucketKind,
  type Scope,
  type Window,
} from './repository';

export type Body = Pick<AnalyticsFigures, 'games' | 'note' | 'kpis' | 'charts' | 'insights' | 'report'>;

export interface Context {
  repo: AnalyticsRepository;
  scope: Scope;
  periods: Periods;
  leagues: LeagueRow[];
  asOf: string;
  bucket: BucketKind;
}

const round = (v: number | null, digits = 1) =>
  v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits;
const fixed = (v: number | null, digits = 1) => (v === null ? 'n/a' : v.toFixed(digits));

/** A KPI with its change against the previous period's value (null when either is missing). */
function kpi(
  id: string,
  label: string,
  unit: AnalyticsKpi['unit'],
  value: number | null,
  previous: number | null | undefined,
  description: string,
): AnalyticsKpi {
  const v = round(value);
  const p = previous === undefined ? null : round(previous);
  const change = v === null || p === null ? null : round(v - p);
  const trend = change === null || change === 0 ? 'neutral' : change > 0 ? 'up' : 'down';
  return { id, label, unit, value: v, change, trend, description };
}

const chart = (
  id: string,
  title: string,
  kind: AnalyticsChart['kind'],
  x_label: string,
  y_label: string,
  points: AnalyticsChart['points'],
): AnalyticsChart => ({
  id,
  title,
  kind,
  x_label,
  y_label,
  points: points.map((pt) => ({ ...pt, value: round(pt.value) ?? 0 })),
});

const noGames = (c: Context) =>
  `No games in ${c.periods.period.label.toLowerCase() === 'all time' ? 'the data' : c.periods.period.label} for this scope: the data runs to ${c.asOf}, so a shorter timeframe can be empty between seasons. Choose a longer timeframe.`;

async function previousOf<T>(c: Context, f: (w: Window) => Promise<T>): Promise<T | undefined> {
  return c.periods.previous ? f(c.periods.previous) : undefined;
}

async function teamPerformance(c: Context): Promise<Body> {
  const { repo, scope, periods } = c;
  const [{ summary: now, buckets }, before, teams] = await Promise.all([
    repo.profile(periods.current, scope, c.bucket),
    previousOf(c, (w) => repo.summary(w, scope)),
    repo.teamRecords(periods.current, scope),
  ]);
  const best = teams[0];
  const home = [...teams]
    .filter((t) => t.home_win_pct !== null && t.games >= 2)
    .sort((a, b) => (b.home_win_pct ?? 0) - (a.home_win_pct ?? 0))[0];
  const scoring = [...teams].sort((a, b) => b.pf - a.pf)[0];
  const insights: AnalyticsInsight[] = now.games
    ? [
        {
          title: 'Best record',
          text: `${best.name} (${best.league}): ${best.wins}-${best.losses}${best.ties ? `-${best.ties}` : ''}, ${fixed(best.win_pct)}% of ${best.games} games.`,
        },
        home
          ? {
              title: 'Strongest at home',
              text: `${home.name} won ${fixed(home.home_win_pct)}% at home; across the scope the home side won ${fixed(now.home_win)}%.`,
            }
          : {
              title: 'Home advantage',
              text: `The home side won ${fixed(now.home_win)}% of games with a home side.`,
            },
        {
          title: 'Highest scoring',
          text: `${scoring.name} scored ${fixed(scoring.pf)} per game and allowed ${fixed(scoring.pa)}.`,
        },
      ]
    : [];
  return {
    games: now.games,
    note: now.games ? null : noGames(c),
    kpis: [
      kpi(
        'home-win-rate',
        'Home win rate',
        'percent',
        now.home_win,
        before?.home_win,
        'Share of decided games (neutral sites left out) the home side won',
      ),
      kpi(
        'points-per-game',
        'Points per game',
        'number',
        now.ppg,
        before?.ppg,
        'Points (runs, goals) one team scores in a game, on average',
      ),
      kpi(
        'average-margin',
        'Average margin',
        'number',
        now.margin,
        before?.margin,
        'Average difference between the two scores',
      ),
      kpi('games', 'Games', 'number', now.games, before?.games, 'Finished games in the timeframe'),
    ],
    charts: [
      chart(
        'win-pct',
        'Win % — top 10 teams',
        'bar',
        'Team',
        'Win %',
        teams.slice(0, 10).map((t) => ({ label: t.name, value: t.win_pct })),
      ),
      chart(
        'ppg-trend',
        'Points per game over time',
        'line',
        bucketName[c.bucket],
        'Points per game',
        buckets.map((b) => ({ label: b.label, value: b.ppg })),
      ),
    ],
    insights,
    report: {
      title: 'Team records',
      columns: [
        { key: 'team', label: 'Team', numeric: false },
        { key: 'league', label: 'League', numeric: false },
        { key: 'games', label: 'Games', numeric: true },
        { key: 'wins', label: 'Wins', numeric: true },
        { key: 'losses', label: 'Losses', numeric: true },
        { key: 'ties', label: 'Ties', numeric: true },
        { key: 'win_pct', label: 'Win %', numeric: true },
        { key: 'home_win_pct', label: 'Home win %', numeric: true },
        { key: 'pf', label: 'Scored per game', numeric: true },
        { key: 'pa', label: 'Allowed per game', numeric: true },
      ],
      rows: teams.map((t) => ({
        team: t.name,
        league: t.league,
        games: t.games,
        wins: t.wins,
        losses: t.losses,
        ties: t.ties,
        win_pct: round(t.win_pct),
        home_win_pct: round(t.home_win_pct),
        pf: round(t.pf),
        pa: round(t.pa),
      })),
    },
  };
}

const bucketName: Record<BucketKind, string> = {
  day: 'Day',
  month: 'Month',
  season: 'Season',
  decade: 'Decade',
};
const MARGIN_BANDS = ['Tie', '1–3', '4–7', '8–14', '15+'];

async function gameAnalysis(c: Context): Promise<Body> {
  const { repo, scope, periods } = c;
  const [{ summary: now, buckets, margins, leagues: byLeague }, before] = await Promise.all([
    repo.profile(periods.current, scope, c.bucket),
    previousOf(c, (w) => repo.summary(w, scope)),
  ]);
  const close = margins.filter((m) => m.band <= 1).reduce((n, m) => n + m.games, 0);
  const busiest = [...buckets].sort((a, b) => b.games - a.games)[0];
  return {
    games: now.games,
    note: now.games ? null : noGames(c),
    kpis: [
      kpi('games', 'Games', 'number', now.games, before?.games, 'Finished games in the timeframe'),
      kpi(
        'total-points',
        'Total points per game',
        'number',
        now.total,
        before?.total,
        'Both teams’ points (runs, goals) together',
      ),
      kpi(
        'overtime-rate',
        'Overtime rate',
        'percent',
        now.overtime,
        before?.overtime,
        'Share of games that needed overtime (extra innings not recorded)',
      ),
      kpi(
        'playoff-games',
        'Playoff games',
        'number',
        now.playoffs,
        before?.playoffs,
        'Postseason games in the timeframe',
      ),
    ],
    charts: [
      chart(
        'margins',
        'Margin of victory',
        'bar',
        'Margin',
        'Games',
        margins.map((m) => ({ label: MARGIN_BANDS[m.band], value: m.games })),
      ),
      chart(
        'games-trend',
        'Games over time',
        'line',
        bucketName[c.bucket],
        'Games',
        buckets.map((b) => ({ label: b.label, value: b.games })),
      ),
    ],
    insights: now.games
      ? [
          {
            title: 'Close games',
            text: `${close} of ${now.games} games (${fixed((100 * close) / now.games)}%) ended level or within 3.`,
          },
          { title: 'Busiest', text: `${busiest.label}: ${busiest.games} games.` },
          now.attendance !== null
            ? {
                title: 'Attendance',
                text: `${Math.round(now.attendance).toLocaleString('en-US')} per game where the source records it.`,
              }
            : { title: 'Postseason', text: `${now.playoffs} playoff games among them.` },
        ]
      : [],
    report: {
      title: 'Games by league',
      columns: [
        { key: 'league', label: 'League', numeric: false },
        { key: 'games', label: 'Games', numeric: true },
        { key: 'total', label: 'Total points per game', numeric: true },
        { key: 'home_win', label: 'Home win %', numeric: true },
        { key: 'overtime', label: 'Overtime %', numeric: true },
        { key: 'playoffs', label: 'Playoff games', numeric: true },
        { key: 'attendance', label: 'Attendance per game', numeric: true },
      ],
      rows: byLeague.map((l) => ({
        league: l.league,
        games: l.games,
        total: round(l.total),
        home_win: round(l.home_win),
        overtime: round(l.overtime),
        playoffs: l.playoffs,
        attendance: l.attendance === null ? null : Math.round(l.attendance),
      })),
    },
  };
}

const yearOf = (iso: string | null) => (iso ? Number(iso.slice(0, 4)) : null);

async function seasonTrends(c: Context): Promise<Body> {
  const { repo, scope, periods } = c;
  const endYear = yearOf(periods.period.to) ?? yearOf(c.asOf) ?? 0;
  // The drought at the end of the previous period (a season before: a year earlier); none for all time.
  const prevEnd = periods.previous ? (yearOf(periods.previousPeriod?.to ?? null) ?? endYear - 1) : null;
  const [titles, before, holders, prevHolders, decades] = await Promise.all([
    repo.titles(periods.current, scope),
    previousOf(c, (w) => repo.titles(w, scope)),
    repo.titleHolders(scope, endYear),
    prevEnd === null ? undefined : repo.titleHolders(scope, prevEnd),
    repo.championsPerDecade(scope),
  ]);
  const distinct = (t: typeof titles) => new Set(t.map((x) => x.team)).size;
  const repeats = (t: typeof titles) => t.filter((x) => x.previous_winner).length;
  const longest = (h: typeof holders, y: number) => (h.length ? y - h[0].last_title : null);
  const droughts = holders.slice(0, 10);
  const latest = titles[0];
  const mostOpen = [...decades].sort((a, b) => b.champions - a.champions)[0];
  return {
    games: titles.length,
    note: titles.length
      ? null
      : `No title was decided in ${periods.period.label} for this scope (the data runs to ${c.asOf}).`,
    kpis: [
      kpi(
        'titles',
        'Titles decided',
        'number',
        titles.length,
        before?.length,
        'Championships won in the timeframe',
      ),
      kpi(
        'distinct-champions',
        'Distinct champions',
        'number',
        distinct(titles),
        before && distinct(before),
        'Different teams among the winners (parity)',
      ),
      kpi(
        'repeat-titles',
        'Repeat titles',
        'number',
        repeats(titles),
        before && repeats(before),
        'Titles won by the holder of the same championship',
      ),
      kpi(
        'longest-drought',
        'Longest current drought',
        'years',
        longest(holders, endYear),
        prevHolders && prevEnd !== null ? longest(prevHolders, prevEnd) : undefined,
        'Years since the last title, among active teams that have won one',
      ),
    ],
    charts: [
      chart(
        'parity',
        'Distinct champions per decade',
        'bar',
        'Decade',
        'Champions',
        decades.map((d) => ({ label: `${d.decade}s`, value: d.champions })),
      ),
      chart(
        'droughts',
        'Longest current title droughts',
        'bar',
        'Team',
        'Years',
        droughts.map((h) => ({ label: h.name, value: endYear - h.last_title })),
      ),
    ],
    insights: [
      latest
        ? {
            title: 'Latest champion',
            text: `${latest.team} won the ${latest.championship} (${latest.year}).`,
          }
        : { title: 'Latest champion', text: 'No title in this timeframe.' },
      droughts[0]
        ? {
            title: 'Longest wait',
            text: `${droughts[0].name} last won in ${droughts[0].last_title}: ${endYear - droughts[0].last_title} years.`,
          }
        : { title: 'Longest wait', text: 'No title holder in scope.' },
      mostOpen
        ? {
            title: 'Most open decade',
            text: `The ${mostOpen.decade}s: ${mostOpen.champions} different champions in ${mostOpen.titles} titles.`,
          }
        : { title: 'Most open decade', text: 'No titles in scope.' },
    ],
    report: {
      title: 'Titles in the timeframe',
      columns: [
        { key: 'year', label: 'Year', numeric: true },
        { key: 'championship', label: 'Championship', numeric: false },
        { key: 'league', label: 'League', numeric: false },
        { key: 'team', label: 'Champion', numeric: false },
        { key: 'repeat', label: 'Repeat', numeric: false },
      ],
      rows: titles.map((t) => ({
        year: t.year,
        championship: t.championship,
        league: t.league,
        team: t.team,
        repeat: t.previous_winner ? 'yes' : 'no',
      })),
    },
  };
}

async function playerStatistics(c: Context): Promise<Body> {
  const { repo, scope, periods } = c;
  const [now, before, leaders] = await Promise.all([
    repo.players(periods.current, scope),
    previousOf(c, (w) => repo.players(w, scope)),
    repo.leaders(periods.current, scope),
  ]);
  const sportOf = new Map(c.leagues.map((l) => [l.abbreviation, l.sport_slug]));
  const statOf = (league: string) => LEADER_STAT[sportOf.get(league) ?? '']?.label ?? 'Value';
  const byLeague = new Map<string, typeof leaders>();
  for (const l of leaders) byLeague.set(l.league, [...(byLeague.get(l.league) ?? []), l]);
  const [first] = byLeague.values();
  const tops = [...byLeague.values()].map((l) => l[0]);
  const seasonal =
    periods.current.kind === 'dates'
      ? ' Player statistics are kept per season: this timeframe counts the seasons with games in it.'
      : '';
  return {
    games: now.lines,
    note: now.lines
      ? seasonal.trim() || null
      : `No player statistics for this timeframe and scope: the sources' player seasons end earlier than the games in some leagues (NHL 2017-18, NFL 2021), and college leagues have none.${seasonal}`,
    kpis: [
      kpi('players', 'Players', 'number', now.players, before?.players, 'Players with a regular-season line'),
      kpi(
        'stat-lines',
        'Season lines',
        'number',
        now.lines,
        before?.lines,
        'Player-team-season lines (a traded player has one per team)',
      ),
      kpi(
        'games-per-player',
        'Games per line',
        'number',
        now.avg_games,
        before?.avg_games,
        'Games played per season line, on average',
      ),
      kpi('rookies', 'Rookies', 'number', now.rookies, before?.rookies, 'Players in their first season'),
    ],
    charts: [
      chart(
        'leaders',
        first ? `${statOf(first[0].league)} leaders (${first[0].league})` : 'Leaders',
        'bar',
        'Player',
        first ? statOf(first[0].league) : 'Value',
        (first ?? []).map((l) => ({ label: l.player, value: l.value })),
      ),
      chart(
        'top-by-league',
        'Each league’s leader',
        'bar',
        'League',
        'Value',
        tops.map((l) => ({ label: `${l.league} · ${statOf(l.league)}`, value: l.value })),
      ),
    ],
    insights: tops.slice(0, 3).map((l) => ({
      title: `${l.league} leader`,
      text: `${l.player}${l.team ? ` (${l.team})` : ''}: ${l.value.toLocaleString('en-US')} ${statOf(l.league).toLowerCase()}${l.games ? ` in ${l.games} games` : ''}.`,
    })),
    report: {
      title: 'Leaders by league',
      columns: [
        { key: 'league', label: 'League', numeric: false },
        { key: 'rank', label: 'Rank', numeric: true },
        { key: 'player', label: 'Player', numeric: false },
        { key: 'team', label: 'Team', numeric: false },
        { key: 'stat', label: 'Statistic', numeric: false },
        { key: 'value', label: 'Value', numeric: true },
        { key: 'games', label: 'Games', numeric: true },
      ],
      rows: leaders.map((l) => ({
        league: l.league,
        rank: l.rank,
        player: l.player,
        team: l.team,
        stat: statOf(l.league),
        value: l.value,
        games: l.games,
      })),
    },
  };
}

export const CATEGORIES: Record<AnalyticsCategory, (c: Context) => Promise<Body>> = {
  'team-performance': teamPerformance,
  'player-statistics': playerStatistics,
  'game-analysis': gameAnalysis,
  'season-trends': seasonTrends,
};

export type { AnalyticsReport };
