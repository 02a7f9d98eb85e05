// The seasons rows: one per year of Lahman Teams, of the 2025 team tables and of the hand-written World Series.
import type { BuildContext, SourceModule } from '../../model';
import { table } from '../../pipeline/product';
import { int } from '../../shared/parse';
import { seasonName, seasonSlug } from '../../shared/season';
import { BBREF_2025, HAND_WS, LAHMAN, type TeamYear, seasonKey, teamKey } from './common';
import { stage } from './series';
import { gameLogs, handSeries, lahmanTeams, seasonsAdded, series, teams2025 } from './products';
import { YEAR } from './bbref-2025';
import type { GamesSummary, Series } from './shapes';

/** What a season row says about its teams, whichever source gives them. */
export interface SeasonTeams {
  /** Games each team played. */
  games: number[];
  source: string;
}

export function addSeasons(
  ctx: BuildContext,
  teamsByYear: Map<number, SeasonTeams>,
  games: GamesSummary,
  series: Series[],
  hand: Record<string, string>[],
): void {
  const ws = new Map(series.filter((s) => s.round === 'WS' && s.year >= 1903).map((s) => [s.year, s]));
  const handYears = hand.map((h) => Number(h.year));
  const allYears = [...new Set([...teamsByYear.keys(), ...handYears])].sort((a, b) => a - b);
  for (const year of allYears) {
    const teams = teamsByYear.get(year);
    const g = games.bySeason.get(year);
    const gs = teams?.games ?? [];
    const freq = new Map<number, number>();
    for (const x of gs) freq.set(x, (freq.get(x) ?? 0) + 1);
    const mode = [...freq].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0];
    const champ = ws.get(year);
    const h = hand.find((x) => Number(x.year) === year);
    ctx.add('seasons', {
      key: seasonKey(year),
      slug: seasonSlug('mlb', year),
      league: 'mlb',
      start_year: year,
      end_year: year,
      name: seasonName('mlb', year, 'MLB'),
      regular_season_start: g?.first || null,
      regular_season_end: g?.last || null,
      teams_count: gs.length || null,
      games_count: g?.count ?? null,
      regular_season_games: mode && mode[1] * 2 >= gs.length ? mode[0] : null,
      playoffs_format: playoffsFormat(year, series) || null,
      champion_team: champ ? champ.winner.team : h ? teamKey(h.winner) : null,
      source: teams?.source ?? HAND_WS,
    });
  }
}

/** Lahman's teams of each year, as the seasons rows read them. */
export function lahmanSeasonTeams(teams: TeamYear[]): Map<number, SeasonTeams> {
  const out = new Map<number, SeasonTeams>();
  for (const t of teams) {
    const s = out.get(t.year) ?? { games: [], source: LAHMAN };
    s.games.push(int(t.row.G) ?? 0);
    out.set(t.year, s);
  }
  return out;
}

/** "Division Series (best-of-5); League Championship Series (best-of-7); World Series (best-of-7)". */
function playoffsFormat(year: number, series: Series[]): string {
  const rounds = new Map<number, Series[]>();
  for (const s of series.filter((x) => x.year === year))
    rounds.set(stage(s.round), [...(rounds.get(stage(s.round)) ?? []), s]);
  return [...rounds.keys()]
    .sort()
    .map((st) => {
      const ss = rounds.get(st)!;
      const need = Math.max(...ss.map((s) => s.wins));
      const name =
        st === 1
          ? need === 1
            ? 'Wild Card Game'
            : 'Wild Card Series'
          : st === 2
            ? 'Division Series'
            : st === 3
              ? 'League Championship Series'
              : year < 1903
                ? ss[0].round === 'CS'
                  ? 'NL Championship Series'
                  : "World's Series"
                : 'World Series';
      // Series lengths before 1903 varied (3 to 15 games) and cannot be read from the winner's wins.
      return need === 1 || year < 1903 ? name : `${name} (best-of-${2 * need - 1})`;
    })
    .join('; ');
}

/** The seasons rows 1871-2025. */
export const seasonsStep: SourceModule = {
  name: 'mlb-seasons',
  leagues: ['mlb'],
  needs: [lahmanTeams, teams2025, gameLogs, series, handSeries],
  gives: [table('seasons'), seasonsAdded],
  build(ctx) {
    const seasonTeams = lahmanSeasonTeams(ctx.need(lahmanTeams).teams);
    const later = ctx.need(teams2025);
    seasonTeams.set(YEAR, { games: later.map((t) => t.games ?? 0), source: BBREF_2025 });
    addSeasons(ctx, seasonTeams, ctx.need(gameLogs), ctx.need(series), ctx.need(handSeries));
  },
};
