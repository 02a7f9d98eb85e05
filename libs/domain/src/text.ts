// The sites' text helpers, by hand rather than with Intl: dates (MMM d, yyyy), numbers as en-US writes them,
// and name order. A page's first Intl formatter or collator loads the browser's locale data, 12–39 ms of the first
// load's main thread (four times that on a throttled phone), and localeCompare with options creates a collator per
// call (2,000 names sorted in 150 ms instead of 3). One module, so pages load one small chunk for the three.

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

/** "Dec 30, 1984" from a yyyy-MM-dd date (its calendar day), or `missing` ("N/A") when there is none. */
export function formatDate(iso: string | null | undefined, missing = 'N/A'): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}` : missing;
}

/** "1920–2025", or one year alone ("2010"); the end may be a word ("1967–present"). */
export const yearRange = (first: number, last: number | string): string =>
  first === last ? String(first) : `${first}–${last}`;

/** `value` with thousands separators and at most `maxFractionDigits` decimals (rounded half away from zero). */
export function formatNumber(value: number, maxFractionDigits = 3): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  // Rounded on the decimal digits as written ("1.005" → 1.01), as Intl does, not on the binary value.
  const rounded = Number(
    `${Math.round(Number(`${Math.abs(value)}e${maxFractionDigits}`))}e-${maxFractionDigits}`,
  );
  const [whole, fraction] = String(rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${rounded === 0 ? '' : sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** "1 game", "3 games": a count with its noun, plural by adding an s. */
export const countOf = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

const fold = (s: string) =>
  // eslint-disable-next-line no-control-regex
  (/[^\u0000-\u007f]/.test(s) ? s.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : s).toLowerCase();

const isDigit = (c: number) => c >= 48 && c <= 57;

/** The collator's order of punctuation and symbols (all before digits, which come before letters). */
const PUNCTUATION = '_-–—,;:!?.\'‘’"“”()[]{}@*/\\&#%`^+<=>|~$';

/** A character's rank: whitespace, then punctuation and symbols, then digits, then letters (by code). */
function rank(ch: string): number {
  if (/\s/.test(ch)) return 0;
  const p = PUNCTUATION.indexOf(ch);
  if (p >= 0) return 1 + p;
  const c = ch.charCodeAt(0);
  if (isDigit(c)) return 100 + c;
  return /\p{L}/u.test(ch) ? 1000 + c : 50;
}

/** Negative when `a` sorts before `b`, positive after, 0 when they differ only in case or accents. */
export function compareText(a: string, b: string): number {
  const x = fold(a);
  const y = fold(b);
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    if (isDigit(x.charCodeAt(i)) && isDigit(y.charCodeAt(j))) {
      let ei = i;
      let ej = j;
      while (ei < x.length && isDigit(x.charCodeAt(ei))) ei++;
      while (ej < y.length && isDigit(y.charCodeAt(ej))) ej++;
      const nx = x.slice(i, ei).replace(/^0+(?=\d)/, '');
      const ny = y.slice(j, ej).replace(/^0+(?=\d)/, '');
      if (nx.length !== ny.length) return nx.length - ny.length;
      if (nx !== ny) return nx < ny ? -1 : 1;
      i = ei;
      j = ej;
    } else {
      const d = x[i] === y[j] ? 0 : rank(x[i]) - rank(y[j]);
      if (d) return d;
      i++;
      j++;
    }
  }
  return x.length - i - (y.length - j);
}

/**
 * A team in running text: a professional club takes the article ("the Boston Bruins beat the …"), a college side is
 * its school ("Bowling Green beat Minnesota Duluth"). `atStart` capitalises the article that opens a sentence.
 */
export function teamInText(
  name: string,
  level: { slug: string } | null | undefined,
  atStart = false,
): string {
  if (level?.slug !== 'professional') return name;
  return `${atStart ? 'The' : 'the'} ${name}`;
}
