// Team performance: one league's records and scoring in its sport's units (points, runs, goals). A record
// counts for "best" (and the top 10, home and scoring notes) only with half a full schedule of the window's games:
// in a week or a month half the most any team played in it; in a season or a year half a full season of the league
// (at least); all time half the most any team has played. A 6-0 run through a tournament is no best record.
import { countOf, formatFixed, formatPercentValue, formatRate, formatRecord } from '@trophy-room/domain';
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
import type { TeamRecord } from './figure-data';
import { MARGIN_BOUNDS, scoringTitle } from './scoring';

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
