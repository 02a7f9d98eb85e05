import type { Paginated } from '../../common';

/** One page holding `results` (count defaults to their number; no next or previous page). */
export function aPage<T>(results: T[], overrides: Partial<Omit<Paginated<T>, 'results'>> = {}): Paginated<T> {
  return { count: results.length, next: null, previous: null, results, ...overrides };
}
