// ESPN's scoreboard gives a venue's city and state but no zone. We take the zone of the state (or province) where
// most of it lives. States split between zones are simplified to one: Florida, Indiana, Kentucky and Michigan to
// Eastern (Pensacola, Evansville, Bowling Green, the western Upper Peninsula are Central); Tennessee to Central
// (Knoxville, Chattanooga are Eastern); Texas to Central (El Paso is Mountain); Idaho to Mountain (its north is
// Pacific); Oregon to Pacific; Kansas, Nebraska, the Dakotas to Central (their west is Mountain); Alaska to Anchorage;
// Ontario to Toronto (its west is Central); Arizona has no daylight saving time (Phoenix). A start time in a
// simplified state may then be an hour off; the date is off only for a start within an hour of midnight.
// Outside the US and Canada, a few countries ESPN's leagues have played in; otherwise the venue's zone is unknown.

const STATE_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  PR: 'America/Puerto_Rico',
  // Canadian provinces and territories
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  MB: 'America/Winnipeg',
  NB: 'America/Moncton',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NT: 'America/Edmonton',
  NU: 'America/Iqaluit',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  SK: 'America/Regina',
  YT: 'America/Whitehorse',
};

const COUNTRY_ZONES: Record<string, string> = {
  england: 'Europe/London',
  'united kingdom': 'Europe/London',
  ireland: 'Europe/Dublin',
  germany: 'Europe/Berlin',
  france: 'Europe/Paris',
  spain: 'Europe/Madrid',
  mexico: 'America/Mexico_City',
  brazil: 'America/Sao_Paulo',
  australia: 'Australia/Sydney',
  japan: 'Asia/Tokyo',
};

const NORTH_AMERICA = new Set(['usa', 'us', 'united states', 'canada']);

/** When the venue gives no state we know (nor a country above): the zone the leagues schedule by. */
export const DEFAULT_ZONE = 'America/New_York';

/** The zone of a venue from its address, or null when neither its state nor its country is in the tables. */
export function venueZone(address: { state: string | null; country: string | null }): string | null {
  const country = address.country?.toLowerCase() ?? null;
  // A state code is read as a US state or Canadian province only there (or where the country is not given).
  const northAmerican = country === null || NORTH_AMERICA.has(country);
  const state = address.state?.toUpperCase();
  if (northAmerican && state && STATE_ZONES[state]) return STATE_ZONES[state];
  return (country && COUNTRY_ZONES[country]) || null;
}
