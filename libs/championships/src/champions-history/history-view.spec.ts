import { champions } from '@trophy-room/contract/testing';
import { describe, expect, it } from 'vitest';
import { historyView, YEARS_OPEN_PAGES, YEARS_PER_PAGE } from './history-view';

/** One title a year for 60 years (the fixtures' first, moved year by year). */
const sixty = Array.from({ length: 60 }, (_, i) => ({
  ...champions[0],
  id: 50_000 + i,
  year: 2024 - i,
  title_year: 2025 - i,
}));
const view = (page: number) => historyView(sixty, { year: 'all', sport: 'all', page }, null);

describe('historyView', () => {
  it('opens pages 1 to page while they fit the window, newest first', () => {
    const first = view(1);
    expect(first.years.map((y) => y.year)).toEqual(
      Array.from({ length: YEARS_PER_PAGE }, (_, i) => 2025 - i),
    );
    expect(first).toMatchObject({ previous: false, more: true });
    expect(view(YEARS_OPEN_PAGES).years).toHaveLength(YEARS_OPEN_PAGES * YEARS_PER_PAGE);
  });

  it('deep in the history, holds only the last pages open and says newer years are before them', () => {
    const last = view(6);
    expect(last.years).toHaveLength(YEARS_OPEN_PAGES * YEARS_PER_PAGE);
    expect(last.years.at(-1)?.year).toBe(1966);
    expect(last).toMatchObject({ previous: true, more: false });
    expect(last.allYears).toHaveLength(60);
  });
});
