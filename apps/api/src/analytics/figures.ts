// The four metric categories as figures of one league: four KPIs (each with its change against the previous
// period), two charts, three insight notes and the detailed report, from the repository's aggregates. Team
// performance and game analysis (the scores, in the sport's units) are in team-figures.ts and game-figures.ts.
import type { AnalyticsCategory } from '@trophy-room/contract';
import { formatCount } from '@trophy-room/domain';
import { chart, kpi, previousOf, type Body, type Context } from './figure-parts';
import { LEADER_STAT } from './player-queries';
import { gameAnalysis } from './game-figures';
import { teamPerformance } from './team-figures';

export type { Body, Context } from './figure-parts';

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
  const stat = LEADER_STAT[c.league.sport_slug]?.label ?? 'Value';
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
        `${stat} leaders (${c.league.abbreviation})`,
        'bar',
        'Player',
        stat,
        leaders.map((l) => ({ label: l.player, value: l.value })),
      ),
      chart(
        'leaders-per-game',
        `${stat} per game, the same leaders`,
        'bar',
        'Player',
        `${stat} per game`,
        leaders.map((l) => ({ label: l.player, value: l.games ? l.value / l.games : null })),
      ),
    ],
    insights: leaders.slice(0, 3).map((l) => ({
      title: `No. ${l.rank} in ${stat.toLowerCase()}`,
      text: `${l.player}${l.team ? ` (${l.team})` : ''}: ${formatCount(l.value)} ${stat.toLowerCase()}${l.games ? ` in ${formatCount(l.games)} games` : ''}.`,
    })),
    report: {
      title: `${stat} leaders`,
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
        stat,
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
