// A college final (football's title game or poll champion, the College World Series, the Frozen Four): one
// championship result, the season's champion, and the two finalists' team-season rows.
import type { BuildContext } from '../model';
import { addResult } from '../history/results';
import { type CollegeLeague, type School, ensureSeason, ensureTeam, upsertTeamSeason } from './college';
import { int, text } from './parse';
import type { Pending } from './pending';
import { seasonWinPercentage } from './win-percentage';

/** '11-0-1' → wins/losses/ties. */
export function parseRecord(rec: string | null): { wins: number; losses: number; ties: number } | null {
  if (!rec) return null;
  const m = /^(\d+)-(\d+)(?:-(\d+))?$/.exec(rec.trim());
  if (!m) return null;
  return { wins: Number(m[1]), losses: Number(m[2]), ties: m[3] ? Number(m[3]) : 0 };
}

export interface CollegeFinal {
  league: CollegeLeague;
  championship: string; // championships key
  startYear: number;
  edition?: string | null;
  winner: School;
  runnerUp: School | null;
  winnerScore: number | null;
  runnerUpScore: number | null;
  seriesResult?: string | null;
  overtime?: string | null;
  gameDate?: string | null;
  venue?: string | null; // venues key
  venueName?: string | null;
  city?: string | null;
  state?: string | null;
  mvpName?: string | null;
  winnerCoach?: string | null;
  winnerRecord?: string | null;
  notes?: string | null;
  source: string;
  /** Text for team_seasons.playoff_result of the winner / runner-up. */
  wonText: string;
  lostText: string | null;
}

/** What every hand-written college finals file gives in the same columns: the score, the date, the place, the MVP and the winning coach. */
export function handFinalFields(r: Record<string, string>) {
  return {
    winnerScore: int(r.winner_score),
    runnerUpScore: int(r.runner_up_score),
    gameDate: text(r.game_date),
    city: text(r.city),
    state: text(r.state),
    mvpName: text(r.mvp_name),
    winnerCoach: text(r.winner_coach_name),
  };
}

/** One championship_results row, the season's champion, and the two finalists' team_seasons flags. */
export function addCollegeFinal(ctx: BuildContext, p: Pending, r: CollegeFinal): void {
  const season = ensureSeason(p, r.league, r.startYear, r.source);
  const winnerTeam = ensureTeam(p, r.league, r.winner);
  const runnerTeam = r.runnerUp ? ensureTeam(p, r.league, r.runnerUp) : null;
  addResult(ctx, {
    championship: r.championship,
    year: r.startYear,
    edition: r.edition ?? null,
    winner_team: winnerTeam,
    runner_up_team: runnerTeam,
    winner_name: r.winner.school,
    runner_up_name: r.runnerUp?.school ?? null,
    winner_score: r.winnerScore,
    runner_up_score: r.runnerUpScore,
    series_result: r.seriesResult ?? null,
    overtime: r.overtime ?? null,
    game_date: r.gameDate ?? null,
    venue: r.venue ?? null,
    venue_name: r.venueName ?? null,
    city: r.city ?? null,
    state: r.state ?? null,
    mvp_name: r.mvpName ?? null,
    mvp_person: null,
    winner_coach_name: r.winnerCoach ?? null,
    winner_record: r.winnerRecord ?? null,
    notes: r.notes ?? null,
    source: r.source,
  });
  p.get('seasons', season)!.champion_team = winnerTeam;

  const rec = parseRecord(r.winnerRecord ?? null);
  upsertTeamSeason(p, {
    key: `${winnerTeam}:${r.startYear}`,
    team: winnerTeam,
    season,
    name: r.winner.school,
    is_champion: true,
    playoff_position: 'champion',
    playoff_result: r.wonText,
    head_coach_name: r.winnerCoach ?? null,
    source: r.source,
  });
  const ws = p.get('team_seasons', `${winnerTeam}:${r.startYear}`)!;
  if (rec && ws.wins == null) {
    ws.wins = rec.wins;
    ws.losses = rec.losses;
    ws.ties = rec.ties;
    ws.games_played = rec.wins + rec.losses + rec.ties;
    ws.win_percentage = seasonWinPercentage(r.league, r.startYear, rec);
  }
  if (runnerTeam && r.lostText) {
    upsertTeamSeason(p, {
      key: `${runnerTeam}:${r.startYear}`,
      team: runnerTeam,
      season,
      name: r.runnerUp!.school,
      is_champion: false,
      playoff_position: 'playoffs',
      playoff_result: r.lostText,
      source: r.source,
    });
  }
}
