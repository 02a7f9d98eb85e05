// Season arithmetic: which season is current, the options the picker offers, and how a season is labelled.

export const FIRST_SEASON = 1920;
export const PICKER_SIZE = 20;
export const SEASON_STORAGE_KEY = 'trophy-room:season';

/** The season under way: the calendar year from August on, else the previous year. */
export function currentSeason(now: Date = new Date()): number {
  return now.getMonth() >= 7 ? now.getFullYear() : now.getFullYear() - 1;
}

/** Every selectable season, newest first: current + 1 down to 1920. */
export function seasonOptions(now: Date = new Date()): number[] {
  const out: number[] = [];
  for (let y = currentSeason(now) + 1; y >= FIRST_SEASON; y--) out.push(y);
  return out;
}

/** The options the picker shows: the first 20. */
export const pickerOptions = (now: Date = new Date()) => seasonOptions(now).slice(0, PICKER_SIZE);

/**
 * "2024-25 Season"; a sport whose season sits inside one calendar year (baseball) reads "2024 Season".
 */
export function seasonLabel(startYear: number, singleYear = false): string {
  if (singleYear) return `${startYear} Season`;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')} Season`;
}

/** Baseball seasons (pro and college) run inside one calendar year. */
export const isSingleYearSport = (sport: string | null | undefined) => sport === 'baseball';

export function readStoredSeason(storage: Pick<Storage, 'getItem'> | undefined): number | null {
  try {
    const raw = storage?.getItem(SEASON_STORAGE_KEY);
    if (!raw) return null;
    const n = Number.parseInt(raw, 10);
    return Number.isInteger(n) && n >= FIRST_SEASON && n <= 9999 ? n : null;
  } catch {
    return null;
  }
}
