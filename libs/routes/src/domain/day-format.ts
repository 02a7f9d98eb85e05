// The one date format of the sites (spec §9: MMM d, yyyy), written out by hand: the first Intl.DateTimeFormat of a
// page loads the browser's time-zone data, some 20 ms of the first load's main thread (80 ms on a throttled phone).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Jan 15, 1967" from a yyyy-MM-dd date or a timestamp starting with one (its calendar day, whatever the zone). */
export function formatDay(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(iso.slice(0, 10)) ||
    date.getUTCDate() !== d ||
    date.getUTCMonth() !== m - 1
  )
    throw new RangeError(`Invalid date: ${iso}`);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}
