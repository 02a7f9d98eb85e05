// The NFL Championship before the Super Bowl: 1920-1932 decided by the standings (hand/nfl/nfl_champions_1920_1932.csv),
// 1933-1969 by the NFL Championship Game (the game files); overtime and the winning coach (1921-1969; 1920's
// co-coaches left blank) from the hand files.
import type { BuildContext } from '../../model';
import { addResult } from '../../history/results';
import { readHand } from '../../shared/hand';
import { text } from '../../shared/parse';
import { FTE } from './fte-games';
import type { Game } from './games';
import { L, handSource } from './league';
import type { Teams } from './teams';
import type { Venues } from './venues';

/** NFL champions 1920-1969 (pre-Super Bowl titles): 1920-1932 by standings (hand data), 1933-1969 title games. */
export function addNflChampionship(
  ctx: BuildContext,
  teams: Teams,
  games: Game[],
  venues: Venues,
  overtimeByDate: Map<string, string>,
): Map<number, string> {
  // overtime of title games, by game date (the game files do not mark overtime)
  for (const r of readHand(ctx, L, 'nfl_championship_notes.csv')) {
    const g = games.find((x) => x.round === 'NFL Championship' && x.season === Number(r.season));
    if (g && r.overtime) overtimeByDate.set(g.date, r.overtime);
  }
  const champs = new Map<number, string>();
  ctx.add('championships', {
    key: `${L}:nfl-championship`,
    slug: 'nfl-championship',
    league: L,
    name: 'NFL Championship',
    official_name: 'NFL Championship (pre-merger)',
    description:
      'The NFL title before the AFL-NFL merger: awarded on the standings 1920-1932, decided by the NFL Championship Game 1933-1969 (from 1966 the winner went on to the Super Bowl).',
    trophy_name: 'Ed Thorp Memorial Trophy',
    first_year: 1920,
    last_year: 1969,
    format: 'Best record 1920-1932; single championship game 1933-1969',
    source: FTE.key,
  });
  readHand(ctx, L, 'nfl_champions_1920_1932.csv').forEach((r, i) => {
    const season = Number(r.season);
    const team = teams.byName(season, r.winner_name);
    const src = handSource(ctx, r.source);
    if (!team) {
      ctx.report({
        source: src,
        file: 'hand/nfl/nfl_champions_1920_1932.csv',
        line: i + 2,
        problem: `${r.winner_name} not in the ${season} standings`,
      });
      return;
    }
    const st = teams.standing(team, season)!;
    champs.set(season, team);
    addResult(ctx, {
      championship: `${L}:nfl-championship`,
      year: season,
      winner_team: team,
      winner_name: r.winner_name,
      winner_record: st.t ? `${st.w}-${st.l}-${st.t}` : `${st.w}-${st.l}`,
      winner_coach_name: text(r.winner_coach_name),
      notes: 'Champion decided by the final standings (no championship game).',
      source: src,
    });
  });
  const ot = new Map<number, { overtime: string; source: string }>();
  const coach = new Map<number, string>();
  for (const r of readHand(ctx, L, 'nfl_championship_notes.csv')) {
    const source = handSource(ctx, r.source);
    if (r.overtime) ot.set(Number(r.season), { overtime: r.overtime, source });
    if (text(r.winner_coach_name)) coach.set(Number(r.season), r.winner_coach_name);
  }
  for (const g of games) {
    if (g.round !== 'NFL Championship' || g.hs == null || g.as == null) continue;
    const homeWon = g.hs > g.as;
    const w = homeWon ? g.home : g.away;
    const l = homeWon ? g.away : g.home;
    const st = teams.standing(w, g.season);
    if (g.season < 1966) champs.set(g.season, w);
    addResult(ctx, {
      championship: `${L}:nfl-championship`,
      year: g.season,
      edition: null,
      winner_team: w,
      runner_up_team: l,
      winner_name: teams.nameIn(w, g.season),
      runner_up_name: teams.nameIn(l, g.season),
      winner_score: Math.max(g.hs, g.as),
      runner_up_score: Math.min(g.hs, g.as),
      overtime: ot.get(g.season)?.overtime ?? null,
      winner_coach_name: coach.get(g.season) ?? null,
      game_date: g.date,
      venue: venues.key(g.stadium),
      venue_name: g.stadium,
      winner_record: st ? (st.t ? `${st.w}-${st.l}-${st.t}` : `${st.w}-${st.l}`) : null,
      notes:
        (g.season >= 1966
          ? 'NFL Championship Game; the winner played in the Super Bowl.'
          : 'NFL Championship Game.') + (ot.has(g.season) ? ` Overtime: ${ot.get(g.season)!.source}.` : ''),
      source: g.source,
    });
  }
  return champs;
}
