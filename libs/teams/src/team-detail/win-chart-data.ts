// What the franchise chart draws: each season's win percentage (the API's, by the league's tie rule) or, in hockey
// where the standings give points, its points percentage (points ÷ two a game played, as the NHL's P%), with the
// championship seasons marked; and the sentence that describes it for a reader who cannot see it.
import type { TeamSeason } from '@trophy-room/contract';
import { countOf, formatRate, pointsPercentage } from '@trophy-room/domain';
import { seasonLabel } from '@trophy-room/season-context';

/** The picture's height in pixels (the box kept for it while its chunk loads has the same). */
export const CHART_HEIGHT = 220;

/** Whether the team's seasons read in points (hockey with standings points: the NHL, not college hockey). */
export const readsInPoints = (seasons: TeamSeason[], sport: string) =>
  sport === 'hockey' && seasons.some((s) => s.points !== null);

/** A hockey season's points percentage (P%), null where the standings give no points. */
export const pointsShare = (s: Pick<TeamSeason, 'points' | 'games_played'>) =>
  pointsPercentage(s.points, s.games_played);

export interface ChartSeason {
  year: number;
  label: string;
  /** Win % or points %; null for a season without it, and for a year the team has no season in (a gap). */
  value: number | null;
  champion: boolean;
}

export interface WinChartData {
  measure: 'points' | 'win';
  /** Every year from the first season to the last, oldest first; the years without a season are gaps. */
  years: ChartSeason[];
  /** The seasons with a figure. */
  drawn: ChartSeason[];
  /** Seasons in the table whose figure the sources lack, so not drawn. */
  undrawn: number;
}

export function winChartData(seasons: TeamSeason[], sport: string): WinChartData {
  const measure = readsInPoints(seasons, sport) ? 'points' : 'win';
  const byYear = new Map(
    seasons.map((s) => [
      s.start_year,
      {
        year: s.start_year,
        label: seasonLabel(s.start_year, sport),
        value: measure === 'points' ? pointsShare(s) : s.win_percentage,
        champion: s.championship_won,
      },
    ]),
  );
  const starts = [...byYear.keys()];
  const [first, last] = [Math.min(...starts), Math.max(...starts)];
  const years: ChartSeason[] = [];
  for (let y = first; seasons.length && y <= last; y++)
    years.push(byYear.get(y) ?? { year: y, label: seasonLabel(y, sport), value: null, champion: false });
  const drawn = years.filter((s) => s.value !== null);
  return { measure, years, drawn, undrawn: seasons.length - drawn.length };
}

export const measureName = (d: Pick<WinChartData, 'measure'>) =>
  d.measure === 'points' ? 'Points percentage' : 'Win percentage';

/**
 * "Win percentage of each season, 1960 to 2025 (66 seasons): best .824 in 2022, worst .143 in 1962. The 4
 * championship seasons are marked: 1969, 1993, 2019, 2022."
 */
export function winChartText(d: WinChartData, sport: string): string {
  if (!d.drawn.length) return '';
  const what =
    d.measure === 'points'
      ? 'Points percentage (points won of the two a game offers)'
      : sport === 'hockey'
        ? 'Win percentage (our sources give no standings points for these seasons)'
        : 'Win percentage';
  const [first, last] = [d.drawn[0], d.drawn.at(-1)!];
  const span = first === last ? first.label : `${first.label} to ${last.label}`;
  const by = [...d.drawn].sort((a, b) => b.value! - a.value! || b.year - a.year);
  const [best, worst] = [by[0], by.at(-1)!];
  const extremes =
    d.drawn.length > 1
      ? `: best ${formatRate(best.value)} in ${best.label}, worst ${formatRate(worst.value)} in ${worst.label}`
      : '';
  const titles = d.drawn.filter((s) => s.champion).map((s) => s.label);
  const marked = !titles.length
    ? ''
    : titles.length === 1
      ? ` The championship season is marked: ${titles[0]}.`
      : ` The ${titles.length} championship seasons are marked: ${titles.join(', ')}.`;
  const missing = d.undrawn
    ? ` ${countOf(d.undrawn, 'season')} without it in our sources ${d.undrawn === 1 ? 'is' : 'are'} not drawn.`
    : '';
  return `${what} of each season, ${span} (${countOf(d.drawn.length, 'season')})${extremes}.${marked}${missing}`;
}
