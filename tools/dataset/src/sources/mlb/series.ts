// Postseason series (Lahman SeriesPost, with the hand-checked World Series tie games): rounds, stages and labels.
import type { BuildContext, SourceModule } from '../../model';
import { readHand } from '../../shared/hand';
import { int } from '../../shared/parse';
import { claimAll } from '../../pipeline/claims';
import { HAND_WS, LAHMAN, type Lahman } from './common';
import { worldSeriesTies } from './figures';
import { lahmanTeams, series } from './products';
import { handWorldSeriesSource, lahmanSource } from './sources';
import type { Series } from './shapes';

/** Stage order of a SeriesPost round (higher = later). */
export function stage(round: string): number {
  if (round === 'WS' || round === 'CS') return 4;
  if (round.endsWith('CS')) return 3;
  if (round.includes('DS') || round.endsWith('DIV')) return 2;
  return 1; // wild card
}

/** Display label of a round for a given series. */
export function roundLabel(s: Series): string {
  const r = s.round;
  if (r === 'WS') return s.year < 1903 ? "World's Series" : 'World Series';
  if (r === 'CS') return 'NL Championship Series';
  if (r === 'ALCS' || r === 'NLCS') return r;
  if (/^(AL|NL)DS\d*$/.test(r)) return r.slice(0, 4);
  if (/^[AN][EW]DIV$/.test(r)) return `${r[0]}LDS`;
  if (/^(AL|NL)WC\d*$/.test(r)) return `${r.slice(0, 2)} Wild Card ${s.wins === 1 ? 'Game' : 'Series'}`;
  return r;
}

export function loadSeries(ctx: BuildContext, lahman: Lahman): Series[] {
  const out: Series[] = [];
  const ties = new Map(readHand(ctx, 'mlb', 'world_series_ties.csv').map((r) => [Number(r.year), r]));
  ctx.readCsv('lahman/SeriesPost.csv').forEach((r, i) => {
    const year = Number(r.yearID);
    const winner = lahman.byTeamId.get(`${year}:${r.teamIDwinner}`);
    const loser = lahman.byTeamId.get(`${year}:${r.teamIDloser}`);
    const wins = int(r.wins);
    const losses = int(r.losses);
    if (!winner || !loser || wins === null || losses === null) {
      ctx.report({
        source: LAHMAN,
        file: 'lahman/SeriesPost.csv',
        line: i + 2,
        problem: `series ${year} ${r.round} ${r.teamIDwinner}-${r.teamIDloser} unusable; skipped`,
      });
      return;
    }
    let t = int(r.ties) ?? 0;
    let tieNote: string | undefined;
    const hand = r.round === 'WS' ? ties.get(year) : undefined;
    if (r.round === 'WS')
      claimAll(
        ctx,
        worldSeriesTies,
        { league: 'mlb', key: `mlb:world-series:${year}`, label: `${year} World Series` },
        [
          {
            source: LAHMAN,
            value: t,
            note:
              hand && Number(hand.ties) !== t
                ? `SeriesPost leaves out the tie game ${hand.tie_game}`
                : undefined,
          },
          { source: HAND_WS, value: hand ? Number(hand.ties) : null },
        ],
      );
    if (hand && Number(hand.ties) !== t) {
      ctx.report({
        source: LAHMAN,
        file: 'lahman/SeriesPost.csv',
        line: i + 2,
        problem: `${year} World Series: Lahman ties=${t} but ${hand.ties} tie game (${hand.tie_game}; ${hand.source}); using ${hand.ties}`,
      });
      t = Number(hand.ties);
      tieNote = `Ties: ${hand.ties} (Lahman ${r.ties || 0}); tie game ${hand.tie_game} (${hand.source}).`;
    }
    out.push({ year, round: r.round, winner, loser, wins, losses, ties: t, line: i + 2, tieNote });
  });
  return out;
}

/** Lahman SeriesPost, with the tie games it lacks (hand/mlb/world_series_ties.csv). */
export const seriesStep: SourceModule = {
  name: 'mlb-series',
  leagues: ['mlb'],
  sources: [lahmanSource, handWorldSeriesSource],
  needs: [lahmanTeams],
  gives: [series],
  build: (ctx) => ctx.give(series, loadSeries(ctx, ctx.need(lahmanTeams))),
};
