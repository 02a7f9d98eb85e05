// How a name column matches the search text, in SQL: every word inside the name (accent- and case-free, through
// search_key) or, for typos, a close trigram (word) similarity (<%, %); both are served by the trigram GIN indexes of
// migration 0008. The tier ranks exact, then prefix, then word-start, then substring, then fuzzy matches.
import type { Params } from '../shared/sql';

export interface NameMatch {
  /** The WHERE condition. */
  where: string;
  /** 0 exact · 1 prefix · 2 every word at a word start · 3 every word inside · 4 only similar. */
  tier: string;
  /** Word similarity of the text to the name, 0–1. */
  similarity: string;
}

/**
 * A pg_trgm operator, qualified: the extension lives in schema public (migration 0006), which a search_path set to
 * another schema (the API tests on PostgreSQL) leaves out.
 */
export const trgm = (op: '<%' | '%') => `OPERATOR(public.${op})`;

/** key: the normalised text (searchKey); col: an SQL expression already normalised (search_key(x.name)). */
export function nameMatch(p: Params, col: string, key: string): NameMatch {
  const words = key.split(' ').filter(Boolean);
  const k = p.add(key);
  const inside = words.map((w) => `${col} LIKE ${p.add(`%${w}%`)}`).join(' AND ');
  const atStart = words.map((w) => `(' ' || ${col}) LIKE ${p.add(`% ${w}%`)}`).join(' AND ');
  return {
    // Whole-text similarity only for several words ("lebrn jams"): for one short word it admits thousands of names.
    where: `((${inside}) OR ${k} ${trgm('<%')} ${col}${words.length > 1 ? ` OR ${k} ${trgm('%')} ${col}` : ''})`,
    tier: `CASE WHEN ${col} = ${k} THEN 0 WHEN ${col} LIKE ${k} || '%' THEN 1 WHEN ${atStart} THEN 2
      WHEN ${inside} THEN 3 ELSE 4 END`,
    similarity: `public.word_similarity(${k}, ${col})`,
  };
}

/** ORDER BY for matches: tier, then (among loose matches) similarity, then popularity. */
export const rankOrder = (...popularity: string[]) =>
  [
    'tier',
    'CASE WHEN tier >= 3 THEN sim ELSE 1 END DESC',
    ...popularity.map((e) => `${e} DESC NULLS LAST`),
  ].join(', ');
