// The postseason_series rows of the seasons whose playoff games come from Hockey-Reference's playoff export,
// 2018-19..2020-21 (the databank's SeriesPost ends with 2017-18): each series drawn from its games, the two teams'
// games of one round. The 2020 seeding round robin (single games among the top four of each conference, no winner
// going on) is not a series; the 2020 qualifying round (best of five) is, its round named as such.
import type { BuildContext } from '../../model';
import { seasonKey } from '../../shared/season';
import type { Franchises } from './franchises';
import type { NhlGame } from './game-types';
import { roundName } from './playoff-rounds';
import { teamSeasonKey } from './team-seasons';

/** The seasons drawn here. */
export const GAME_SERIES_SEASONS = [2018, 2019, 2020];

/** The round codes of the databank's SeriesPost from 2014-15 (C1, C2, CF, SCF), and QR for the 2020 qualifiers. */
const codes = ['QR', 'C1', 'C2', 'CF', 'SCF'];

export function addSeriesFromGames(ctx: BuildContext, fr: Franchises, games: readonly NhlGame[]): void {
  for (const year of GAME_SERIES_SEASONS) {
    const bySeries = new Map<string, NhlGame[]>();
    for (const g of games) {
      if (g.season !== year || !g.playoff || g.roundRobin || g.stage === null) continue;
      const k = `${g.stage}|${[g.home, g.away].sort().join('|')}`;
      bySeries.set(k, [...(bySeries.get(k) ?? []), g]);
    }
    const stages = [...new Set([...bySeries.values()].map((l) => l[0].stage!))].sort((a, b) => a - b);
    const name = (t: string) => {
      const s = ctx.get('team_seasons', teamSeasonKey(year, t));
      return (typeof s?.name === 'string' && s.name) || (fr.seasons.get(t)?.get(year)?.name ?? t);
    };
    for (const [k, list] of [...bySeries].sort((a, b) => a[0].localeCompare(b[0]))) {
      const [, a, b] = k.split('|');
      const tally = (t: string) => ({
        wins: list.filter((g) => (g.home === t ? g.homeScore > g.awayScore : g.awayScore > g.homeScore))
          .length,
        goals: list.reduce((n, g) => n + (g.home === t ? g.homeScore : g.awayScore), 0),
      });
      const [w, l] = tally(a).wins > tally(b).wins ? [a, b] : [b, a];
      const stage = list[0].stage!;
      const code = codes[stage];
      const last = [...list].sort((x, y) => x.date.localeCompare(y.date)).pop()!;
      ctx.add('postseason_series', {
        key: `nhl:series:${year}:${code}:${[a, b].map((t) => t.slice(4)).join('-')}`,
        league: 'nhl',
        season: seasonKey('nhl', year),
        year,
        round: code,
        round_name: roundName(year, stage, false),
        stage: stages.indexOf(stage) + 1,
        series_code: null,
        winner_team: w,
        loser_team: l,
        winner_name: name(w),
        loser_name: name(l),
        winner_league: 'NHL',
        loser_league: 'NHL',
        wins: tally(w).wins,
        losses: tally(l).wins,
        ties: 0,
        winner_goals: tally(w).goals,
        loser_goals: tally(l).goals,
        decided_by: 'wins',
        notes: null,
        source: last.source,
      });
    }
  }
}
