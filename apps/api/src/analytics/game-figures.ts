// Game analysis of one league: its games, total scoring in the sport's units, overtime (baseball: extra innings, which
// the game logs give from the outs of each game), playoff games, margins banded at the sport's steps, games over time.
import { countOf, formatCount, formatPercentValue } from '@trophy-room/domain';
import {
  bucketName,
  chart,
  kpi,
  noGames,
  previousOf,
  round,
  scoringIn,
  type Body,
  type Context,
} from './figure-parts';
import { closeMargin, MARGIN_BOUNDS, marginBands } from './scoring';

export async function gameAnalysis(c: Context): Promise<Body> {
  const { repo, scope, periods } = c;
  const s = scoringIn(c);
  const bands = marginBands(s);
  const [{ summary: now, buckets, margins }, before] = await Promise.all([
    repo.profile(periods.current, scope, c.bucket, MARGIN_BOUNDS[s]),
    previousOf(c, (w) => repo.summary(w, scope)),
  ]);
  const close = margins.filter((m) => m.band <= 1).reduce((n, m) => n + m.games, 0);
  const busiest = [...buckets].sort((a, b) => b.games - a.games)[0];
  // Baseball's overtime is extra innings (the games' `overtime` holds an extra-inning game's innings).
  const extra = c.league.sport_slug === 'baseball';
  return {
    games: now.games,
    note: now.games ? null : noGames(c),
    kpis: [
      kpi('games', 'Games', 'number', now.games, before?.games, 'Finished games in the timeframe'),
      kpi(
        `total-${s}`,
        `Total ${s} per game`,
        'number',
        now.total,
        before?.total,
        `Both teams’ ${s} together`,
      ),
      extra
        ? kpi(
            'overtime-rate',
            'Extra-inning rate',
            'percent',
            now.overtime,
            before?.overtime,
            'Share of games that went past their scheduled innings (the game logs count every game’s outs from 1906, some before)',
          )
        : kpi(
            'overtime-rate',
            'Overtime rate',
            'percent',
            now.overtime,
            before?.overtime,
            'Share of games the source marks as going to overtime (not every season’s source marks it)',
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
        `Margin (${s})`,
        'Games',
        margins.map((m) => ({ label: bands[m.band], value: m.games })),
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
    insights:
      now.games && busiest
        ? [
            {
              title: 'Close games',
              text: `${formatCount(close)} of ${formatCount(now.games)} games (${formatPercentValue((100 * close) / now.games)}) ended level or ${closeMargin(s)}.`,
            },
            { title: 'Busiest', text: `${busiest.label}: ${countOf(busiest.games, 'game')}.` },
            now.attendance !== null
              ? {
                  title: 'Attendance',
                  text: `${formatCount(Math.round(now.attendance))} per game where the source records it.`,
                }
              : { title: 'Postseason', text: `${countOf(now.playoffs, 'playoff game')} among them.` },
          ]
        : [],
    report: {
      title: `Games by ${bucketName[c.bucket].toLowerCase()}`,
      columns: [
        { key: 'period', label: bucketName[c.bucket], numeric: false },
        { key: 'games', label: 'Games', numeric: true },
        { key: 'total', label: `Total ${s} per game`, numeric: true },
        { key: 'home_win', label: 'Home win %', numeric: true },
        { key: 'overtime', label: extra ? 'Extra innings %' : 'Overtime %', numeric: true },
        { key: 'playoffs', label: 'Playoff games', numeric: true },
        { key: 'attendance', label: 'Attendance per game', numeric: true },
      ],
      rows: buckets.map((b) => ({
        period: b.label,
        games: b.games,
        total: round(b.total),
        home_win: round(b.home_win),
        overtime: round(b.overtime),
        playoffs: b.playoffs,
        attendance: b.attendance === null ? null : Math.round(b.attendance),
      })),
    },
  };
}
