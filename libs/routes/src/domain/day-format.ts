// The one date format of the sites (spec §9: MMM d, yyyy), with the platform's Intl instead of a date library.
const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Jan 15, 1967" from a yyyy-MM-dd date or a timestamp starting with one (its calendar day, whatever the zone). */
export function formatDay(iso: string): string {
  return day.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}
