// Instants and venue-local dates. The feeds give the start as a UTC instant; our games are dated by the calendar day
// (and stored time, '7:05 PM') where they are played, so we convert with the venue's IANA zone through Intl (no
// library: Node's ICU holds the zone rules).

/** Legacy zone names the NHL still sends ('US/Pacific', 'America/Montreal'), as the IANA zones they link to. */
const ZONE_ALIASES: Record<string, string> = {
  'US/Eastern': 'America/New_York',
  'US/Central': 'America/Chicago',
  'US/Mountain': 'America/Denver',
  'US/Arizona': 'America/Phoenix',
  'US/Pacific': 'America/Los_Angeles',
  'US/Alaska': 'America/Anchorage',
  'US/Hawaii': 'Pacific/Honolulu',
  'Canada/Atlantic': 'America/Halifax',
  'Canada/Newfoundland': 'America/St_Johns',
  'Canada/Eastern': 'America/Toronto',
  'Canada/Central': 'America/Winnipeg',
  'Canada/Saskatchewan': 'America/Regina',
  'Canada/Mountain': 'America/Edmonton',
  'Canada/Pacific': 'America/Vancouver',
  'America/Montreal': 'America/Toronto',
};

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    formats.set(zone, format);
  }
  return format;
}

/** The feed's zone as an IANA name we can convert with, or null when absent or unknown to Intl. */
export function ianaZone(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const zone = ZONE_ALIASES[value.trim()] ?? value.trim();
  try {
    formatIn(zone);
    return zone;
  } catch {
    return null;
  }
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** An ISO instant in UTC without milliseconds ('2022-09-11T17:00:00Z'); ESPN's '2022-09-11T17:00Z' included. */
export function isoInstant(value: unknown): string | null {
  if (typeof value !== 'string' || !INSTANT.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A calendar date (yyyy-MM-dd), or null; a longer value is cut to its date ('2023-04-17T…' → '2023-04-17'). */
export function isoDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const date = value.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) ? date : null;
}

/** The venue-local date and start time ('7:05 PM') of an instant in a zone. */
export function localDateTime(instant: string, zone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts['year']}-${parts['month']}-${parts['day']}`,
    time: `${parts['hour']}:${parts['minute']} ${parts['dayPeriod']}`,
  };
}
