// Groups champions by year (newest first), then into one card per sport.
import type { Champion } from '@trophy-room/contract';
import { sportCategory, titleYearOf, type SportCategory } from '@trophy-room/domain';

export interface HistoryCard {
  sport: SportCategory;
  entries: Champion[];
}

export interface HistoryYear {
  year: number;
  cards: HistoryCard[];
}

/** Years present, newest first. */
export const historyYears = (list: Champion[]) => [...new Set(list.map(titleYearOf))].sort((a, b) => b - a);

/**
 * One entry per year; each year has a card for every sport in `sports` (empty cards read "No champions
 * recorded"), plus an Other card when that year holds a title outside them.
 */
export function groupHistory(list: Champion[], sports: readonly SportCategory[]): HistoryYear[] {
  const years = new Map<number, Map<SportCategory, Champion[]>>();
  for (const c of list) {
    const y = titleYearOf(c);
    const cards = years.get(y) ?? new Map<SportCategory, Champion[]>();
    years.set(y, cards);
    const sport = sportCategory(c);
    cards.set(sport, [...(cards.get(sport) ?? []), c]);
  }
  return [...years]
    .sort(([a], [b]) => b - a)
    .map(([year, cards]) => {
      const shown: SportCategory[] = [...sports, ...[...cards.keys()].filter((s) => !sports.includes(s))];
      return { year, cards: shown.map((sport) => ({ sport, entries: cards.get(sport) ?? [] })) };
    });
}
