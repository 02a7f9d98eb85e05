// A season's one label, as each sport names its seasons: football and baseball by the year they start ("2024"),
// basketball and hockey by both years ("2024-25"), as their titles do (titleYearRule). The dataset pipeline names and
// slugs its seasons with it ("2024-25 NHL Season", nhl-2024-25); the screens label every season with it.
import { titleYearRule, type TitleYearSport } from './title-year';

/** Whether the sport's seasons are named by both years ("2024-25"): basketball and hockey. Not the hub (no sport). */
export const seasonSpansTwoYears = (sport: string | null | undefined): boolean =>
  !!sport && titleYearRule[sport as TitleYearSport] === 'end-year';

/**
 * "2024" (football, baseball; the hub, whose seasons are every sport's) or "2024-25" (basketball, hockey): the end
 * year's last two digits, 1999-00 across a century.
 */
export function seasonLabel(startYear: number, sport: string | null | undefined): string {
  if (!seasonSpansTwoYears(sport)) return String(startYear);
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/**
 * The start year of the season a game on this date (yyyy-MM-dd) belongs to: basketball and hockey seasons run from
 * the autumn into the next summer, football's from September to its title games in January and February, baseball's
 * within the year.
 */
export function seasonStartYearOf(date: string, sport: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  if (seasonSpansTwoYears(sport)) return month >= 7 ? year : year - 1;
  if (sport === 'football') return month >= 3 ? year : year - 1;
  return year;
}
