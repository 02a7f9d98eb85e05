// Team performance and game analysis: one league's games in its sport's units (points, runs, goals). A record
// counts for "best" (and the top 10, home and scoring notes) only with half a full schedule of the window's games:
// in a week or a month half the most any team played in it; in a season or a year half a full season of the league
// (at least); all time half the most any team has played. A 6-0 run through a tournament is no best record.
import {
  countOf,
  formatCount,
  formatFixed,
  formatPercentValue,
  formatRate,
  formatRecord,
} from '@trophy-room/domain';
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
import type { TeamRecord } from './repository';
import { closeMargin, MARGIN_BOUNDS, marginBands, scoringTitle } from './scoring';

/**
 * The records that qualify (best first, as given): at least half the full schedule — the most games any team
 * played in the window, or `fullSeason` (a season's or a year's window) when that is more; at least 1.
 */
export function qualifying(
  teams: TeamRecord[],
  fullSeason: number | null,
): { min: number; most: number; teams: TeamRecord[] } {
  const most = teams.reduce((m, t) => Math.max(m, t.games), 0);
  const min = Math.max(1, Math.ceil(Math.max(most, fullSeason ?? 0) / 2));
  return { min, most, teams: teams.filter((t) => t.games >= min) };
}

/** The window covers a whole season (This Season, This Year): a league's full season is the schedule to meet. */
const seasonLong = (c: Context) => c.timeframe === 'season' || c.timeframe === 'year';

function bestRecord(best: TeamRecord | undefined, qualifier: string, most: number) {
  return best
    ? {
        title: 'Best record',
        text: `${best.name}: ${formatRecord(best.wins, best.losses, best.ties)} (${formatRate(best.win_pct / 100)}) in ${countOf(best.games, 'game')}, among the teams with ${qualifier}.`,
      }
    : {
        title: 'Best record',
        text: `No team played ${qualifier} in this timeframe; the most was ${countOf(most, 'game')}, too few to name a best record.`,
      };
}

function homeNote(home: TeamRecord | undefined, homeWin: number | null) {
  if (homeWin === null) return { title: 'Home advantage', text: 'Every game was at a neutral site.' };
  return home
    ? {
        title: 'Strongest at home',
        text: `${home.name} won ${formatPercentValue(home.home_win_pct)} at home; across the league the home side won ${formatPercentValue(homeWin)}.`,
      }
    : {
        title: 'Home advantage',
        text: `The home side won ${formatPercentValue(homeWin)} of games with a home side.`,
      };
}

function scoringNote(team: TeamRecord | undefined, s: string) {
  return team
    ? {
        title: 'Highest scoring',
        text: `${team.name} scored ${formatFixed(team.pf, 1)} ${s} per game and allowed ${formatFixed(team.pa, 1)}.`,
      }
    : null;
}

export async function teamPerformance(c: Context): Promise<Body> {
  const { repo, scope, periods } = c;
  const s = scoringIn(c);
  const title = scoringTitle(s);
  const [{ summary: now, buckets }, before, all, full] = await Promise.all([
    repo.profile(periods.current, scope, c.bucket, MARGIN_BOUNDS[s]),
    previousOf(c, (w) => repo.summary(w, scope)),
    repo.teamRecords(periods.current, scope),
    seasonLong(c) ? repo.fullSeason(c.league.id) : null,
  ]);
  const { min, most, teams } = qualifying(all, full);
  const qualifier =
    full !== null && min === Math.ceil(full / 2) && full > most
      ? `at least ${countOf(min, 'game')} (half a full ${full}-game season)`
      : `at least ${countOf(min, 'game')} (half the most any team played)`;
  const best = teams[0];
  const home = teams
    .filter((t) => t.home_win_pct !== null)
    .sort((a, b) => (b.home_win_pct ?? 0) - (a.home_win_pct ?? 0))[0];
  const scoring = teams.filter((t) => t.pf !== null).sort((a, b) => (b.pf ?? 0) - (a.pf ?? 0))[0];
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
        `${s}-per-game`,
        `${title} per game`,
        'number',
        now.ppg,
        before?.ppg,
        `${title} one team scores in a game, on average`,
      ),
      kpi(
        'average-margin',
        'Average margin',
        'number',
        now.margin,
        before?.margin,
        `Average difference between the two scores, in ${s}`,
      ),
      kpi('games', 'Games', 'number', now.games, before?.games, 'Finished games in the timeframe'),
    ],
    charts: [
      chart(
        'win-pct',
        `Win % — top 10 teams with ${qualifier}`,
        'bar',
        'Team',
        'Win %',
        teams.slice(0, 10).map((t) => ({ label: t.name, value: t.win_pct })),
      ),
      chart(
        'scoring-trend',
        `${title} per game over time`,
        'line',
        bucketName[c.bucket],
        `${title} per game`,
        buckets.map((b) => ({ label: b.label, value: b.ppg })),
      ),
    ],
    insights: now.games
      ? [bestRecord(best, qualifier, most), homeNote(home, now.home_win), scoringNote(scoring, s)].filter(
          (i) => i !== null,
        )
      : [],
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
        { key: 'pf', label: `${title} per game`, numeric: true },
        { key: 'pa', label: `${title} allowed per game`, numeric: true },
      ],
      rows: all.map((t) => ({
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
  // Baseball's sources never mark extra innings: a rate of 0 would be a figure the data does not support.
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
            null,
            null,
            'Extra innings are not in our sources',
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
        ...(extra ? [] : [{ key: 'overtime', label: 'Overtime %', numeric: true }]),
        { key: 'playoffs', label: 'Playoff games', numeric: true },
        { key: 'attendance', label: 'Attendance per game', numeric: true },
      ],
      rows: buckets.map((b) => ({
        period: b.label,
        games: b.games,
        total: round(b.total),
        home_win: round(b.home_win),
        ...(extra ? {} : { overtime: round(b.overtime) }),
        playoffs: b.playoffs,
        attendance: b.attendance === null ? null : Math.round(b.attendance),
      })),
    },
  };
}
