// Baseball's extra innings, as the games' `overtime` column holds them: the innings an extra-inning game went ("26"),
// the way a baseball reference writes them (F/26, "in 26 innings"); hockey and football mark OT, 2OT … or SO.
// - The innings come from the outs of the game (Retrosheet's length_outs): the visitors bat three outs an inning, the
//   home team three unless it does not need to bat (a 9-inning game: 51 outs) or wins in its half (a walk-off: 3 to 5
//   outs of its last inning), so every inning n gives 6n − 5 … 6n outs and the innings are ⌈outs / 6⌉.
// - A game goes to extra innings past its scheduled innings: nine, but seven for a doubleheader game from 31 July 2020
//   to the end of 2021 (MLB's seven-inning doubleheader rule; the doubleheaders of 28 July 2020 were of nine).

/** The innings a game of this many outs went: 156 → 26, 148 (a walk-off with one out) → 25, 51 → 9. */
export const gameInnings = (outs: number): number => Math.ceil(outs / 6);

/** The innings a game of this date (yyyy-mm-dd) was scheduled for: 7 in a doubleheader of 2020-07-31…2021, else 9. */
export const scheduledInnings = (date: string, doubleheader: boolean): number =>
  doubleheader && date >= '2020-07-31' && date <= '2021-12-31' ? 7 : 9;

/** The `overtime` marker of a baseball game: its innings ("26") where it went past its scheduled ones, else null. */
export function extraInningsMarker(outs: number | null, scheduled = 9): string | null {
  if (outs === null || !Number.isFinite(outs) || outs <= 0) return null;
  const innings = gameInnings(outs);
  return innings > scheduled ? String(innings) : null;
}

/** Whether an `overtime` marker is a baseball game's innings ("26") rather than OT, 2OT … or SO. */
export const isInningsMarker = (overtime: string | null | undefined): overtime is string =>
  !!overtime && /^\d+$/.test(overtime);

/** The marker after a final score: " in overtime", " in a shootout", " in 26 innings", " (2OT)"; "" for none. */
export function overtimePhrase(overtime: string | null | undefined): string {
  if (!overtime) return '';
  if (overtime === 'OT') return ' in overtime';
  if (overtime === 'SO') return ' in a shootout';
  if (isInningsMarker(overtime)) return ` in ${overtime} innings`;
  return ` (${overtime})`;
}

/** The short marker beside a score: "OT", "2OT", "SO", or a baseball game's innings as "12 inn". */
export const overtimeMark = (overtime: string): string =>
  isInningsMarker(overtime) ? `${overtime} inn` : overtime;

/** The heading of a column of `overtime` markers: baseball's extra innings, everyone else's overtime. */
export const overtimeHeading = (sportSlug: string): { header: string; title: string } =>
  sportSlug === 'baseball'
    ? { header: 'Inn', title: 'Innings of an extra-inning game' }
    : { header: 'OT', title: 'Overtime' };
