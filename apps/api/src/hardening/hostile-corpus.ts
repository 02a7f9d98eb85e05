// The bad values the hostile-input suite sends to every parameter, already written as they appear in a URL.
export const hostileValues: string[] = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e308',
  '-1e308',
  '1e400',
  '-1',
  '0',
  '2.5',
  '99999999999999999999',
  '0x10',
  '%00',
  'a%00b',
  '%01%1f%7f',
  '%ff',
  '%E0%A4%A',
  '%0d%0aSet-Cookie:%20x=1',
  `${'x'.repeat(4000)}`,
  `${'%F0%9F%8F%86'.repeat(300)}`,
  "'%3B%20drop%20table%20teams%3B--",
  '%25_%5C',
  '..%2F..%2Fetc%2Fpasswd',
  '%5B%5D',
  '',
  'null',
  'true',
  '2024-02-30',
  '-0001-01-01',
];

/** Valid values for the parameters an endpoint requires or a path needs, so the bad one reaches the handler. */
export function sampleValue(path: string, name: string): string {
  if (name === 'key') {
    if (path.includes('/championships/championships/')) return 'super-bowl';
    if (path.includes('/teams/')) return 'kansas-city-chiefs';
    if (path.includes('/players/')) return 'lebron-james';
    if (path.includes('/coaches/')) return 'andy-reid';
    return '1';
  }
  return (
    {
      position: 'QB',
      q: 'celtics',
      division: 'afc-west',
      season: '2023',
      year: '2023',
      game_date__gte: '2024-02-11',
      // Head-to-head: two teams that met, so a bad page or sort is the only thing wrong with the request.
      a: 'kansas-city-chiefs',
      b: 'las-vegas-raiders',
    }[name] ?? '1'
  );
}
