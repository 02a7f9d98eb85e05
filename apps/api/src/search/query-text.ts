// What the search reads in the text it is given: the words of a name (normalised as the database's search_key()
// normalises), and a season when it names one ("2016 World Series", "1985-86 Celtics").

/** Lower case, no accents, punctuation as spaces: JavaScript's twin of the SQL function search_key (migration 0008). */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export interface SeasonQuery {
  /** The first year written. */
  year: number;
  /** "1985-86" → 1986: the season is named by both years (start year = year). */
  endYear: number | null;
  /** The rest of the text (a team or championship), normalised; '' when only a year was given. */
  rest: string;
}

const YEARS = /\b(1[89]\d\d|20\d\d)(?:\s*[-/–]\s*(\d{4}|\d{2}))?\b/;

export function seasonQuery(text: string): SeasonQuery | null {
  const m = YEARS.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  let endYear: number | null = null;
  if (m[2]) {
    const end = m[2].length === 2 ? Math.floor(year / 100) * 100 + Number(m[2]) : Number(m[2]);
    endYear = end < year ? end + 100 : end;
    if (endYear !== year + 1) return null;
  }
  const rest = searchKey(text.slice(0, m.index) + ' ' + text.slice(m.index + m[0].length));
  return { year, endYear, rest };
}
