// What a match-up box shows: each team's figure (games won, points in one game, or total goals) and a sentence.
import type { Bracket, BracketRound, BracketSeries } from '@trophy-room/contract';

/** The top and bottom team's figure: points of the one game, games won, or goals over a total-goal series. */
export const seriesFigures = (s: BracketSeries): [number, number] => [s.top_figure, s.bottom_figure];

/** "Cleveland Cavaliers beat Golden State Warriors 4-3" (or "… and … tied 2-2"). */
export function seriesSummary(s: BracketSeries): string {
  const seeded = (t: BracketSeries['top']) => (t.seed ? `(${t.seed}) ${t.name}` : t.name);
  if (!s.winner) return `${seeded(s.top)} and ${seeded(s.bottom)}: ${s.result}`;
  const [w, l] = s.winner === 'top' ? [s.top, s.bottom] : [s.bottom, s.top];
  return `${seeded(w)} beat ${seeded(l)} ${s.result}`;
}

export interface BracketPart {
  /** The region's heading, or null for the rounds that bring the regions together (or a bracket without regions). */
  region: string | null;
  rounds: BracketRound[];
}

/**
 * A bracket with regions (the NCAA tournament, college hockey's regionals) as one part per region and a last part for
 * the rounds after them; a bracket without regions as one part. Preliminary rounds (play-in, first four) stay apart.
 */
export function bracketParts(b: Bracket): BracketPart[] {
  const main = b.rounds.filter((r) => !r.preliminary);
  const regions = [
    ...new Set(main.flatMap((r) => r.series.map((s) => s.region)).filter((x): x is string => !!x)),
  ];
  if (regions.length < 2) return [{ region: null, rounds: main }];
  const only = (pick: (s: BracketSeries) => boolean) =>
    main
      .map((r) => ({ ...r, series: r.series.filter(pick), consolation: r.consolation.filter(pick) }))
      .filter((r) => r.series.length > 0);
  return [
    ...regions.map((region) => ({ region, rounds: only((s) => s.region === region) })),
    { region: null, rounds: only((s) => !s.region) },
  ].filter((p) => p.rounds.length > 0);
}

/** "East Region" (a region the source names), "Region W" as it is. */
export const regionHeading = (region: string) => (region.startsWith('Region ') ? region : `${region} Region`);
