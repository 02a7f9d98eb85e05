// The charts' two scales (linear values, evenly spaced categories) with "nice" ticks: a few lines here instead of
// d3-scale, whose interpolators and formatters would put the route over its first-load budget.
import { roundTo } from '@trophy-room/domain';

export interface Linear {
  (v: number): number;
  ticks: number[];
}

/** Round steps of 1, 2 or 5 × 10ⁿ, about `count` of them from 0 (or the minimum) to the maximum. */
export function linear(min: number, max: number, [bottom, top]: [number, number], count = 5): Linear {
  const raw = (max - min) / count || 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const lo = Math.floor(min / step) * step;
  const hi = Math.ceil(max / step) * step;
  const scale = ((v: number) => bottom + ((v - lo) / (hi - lo || 1)) * (top - bottom)) as Linear;
  scale.ticks = Array.from(
    { length: Math.round((hi - lo) / step) + 1 },
    // Ten decimals clear the float's noise (0.1 + 0.2) from a tick.
    (_, i) => roundTo(lo + i * step, 10),
  );
  return scale;
}

/** Categories side by side over `width`: each one's start (bars) or centre (points) and the bar width. */
export function bands(labels: string[], width: number, padding = 0.2) {
  const slot = width / Math.max(1, labels.length);
  const index = new Map(labels.map((l, i) => [l, i]));
  return {
    start: (l: string) => (index.get(l) ?? 0) * slot + (slot * padding) / 2,
    centre: (l: string) => (index.get(l) ?? 0) * slot + slot / 2,
    bandwidth: slot * (1 - padding),
  };
}
