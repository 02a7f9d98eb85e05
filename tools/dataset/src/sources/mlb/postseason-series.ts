// The postseason_series rows of MLB: every Lahman SeriesPost series 1884-2024 (with the hand-checked World Series tie
// games), its round named as it was that season and staged in order (wild card, division series, LCS, World Series),
// the two teams as the team seasons they were. The API draws the MLB brackets from these rows (there are no MLB
// postseason games in the dataset).
import type { BuildContext, SourceModule } from '../../model';
import { table } from '../../pipeline/product';
import { LAHMAN, seasonKey } from './common';
import { roundLabel, stage } from './series';
import { seasonsAdded, series, teamSeasonsAdded } from './products';
import type { Series } from './shapes';

/** The postseason_series key of a Lahman series: `mlb:series:2016:WS`. */
export const seriesKey = (year: number, round: string) => `mlb:series:${year}:${round}`;

export function addPostseasonSeries(ctx: BuildContext, series: Series[]): void {
  const stagesOf = new Map<number, number[]>();
  for (const s of series) stagesOf.set(s.year, [...(stagesOf.get(s.year) ?? []), stage(s.round)]);
  for (const s of series) {
    if (!ctx.has('seasons', seasonKey(s.year))) {
      ctx.report({
        source: LAHMAN,
        file: 'lahman/SeriesPost.csv',
        line: s.line,
        problem: `series ${s.year} ${s.round}: no MLB season ${s.year}; skipped`,
      });
      continue;
    }
    for (const t of [s.winner, s.loser]) {
      if (!ctx.has('team_seasons', t.key))
        ctx.report({
          source: LAHMAN,
          file: 'lahman/SeriesPost.csv',
          line: s.line,
          problem: `series ${s.year} ${s.round}: ${t.teamID} has no team season`,
        });
    }
    const stages = [...new Set(stagesOf.get(s.year))].sort((a, b) => a - b);
    ctx.add('postseason_series', {
      key: seriesKey(s.year, s.round),
      league: 'mlb',
      season: seasonKey(s.year),
      year: s.year,
      round: s.round,
      round_name: roundLabel(s),
      stage: stages.indexOf(stage(s.round)) + 1,
      series_code: null,
      winner_team: s.winner.team,
      loser_team: s.loser.team,
      winner_name: s.winner.name,
      loser_name: s.loser.name,
      winner_league: s.winner.lgID,
      loser_league: s.loser.lgID,
      wins: s.wins,
      losses: s.losses,
      ties: s.ties,
      winner_goals: null,
      loser_goals: null,
      // Level at the end (1885 and 1890, 3-3-1): the series had no winner, whatever column the source puts a team in.
      decided_by: s.wins === s.losses ? 'none' : 'wins',
      notes:
        [s.wins === s.losses && `Ended level at ${s.wins}-${s.losses}-${s.ties}: no winner.`, s.tieNote]
          .filter(Boolean)
          .join(' ') || null,
      source: LAHMAN,
    });
  }
}

/** Every postseason series 1884-2024. */
export const postseasonSeriesStep: SourceModule = {
  name: 'mlb-postseason-series',
  leagues: ['mlb'],
  needs: [series, seasonsAdded, teamSeasonsAdded],
  gives: [table('postseason_series')],
  build: (ctx) => addPostseasonSeries(ctx, ctx.need(series)),
};
