// The site search in one SQL statement over search_entries (migration 0009): the name kinds (teams under every name
// they bore, players, coaches, championships), each ranked, counted and paged by a window; the seasons a text names
// by its year ("2016 World Series", "1985-86 Celtics": the editions and team seasons of the matching championships
// and teams); and the did-you-mean suggestions when nothing matched. One round trip, one plan.
//
// As typed, every word of the text must be inside the name (LIKE '%w%'; a word under 3 letters at a word start,
// '% w%', which the trigram index can serve). Tiers: 0 exact full name · 1 exact short name (a person's last name,
// a team name's nickname: "brady" → Tom Brady before Brady Smith, "oilers" → the Oilers; a one-word text that is a
// whole name is in this tier too: "smith" is not first a player of 1884 known only as Smith, "rice" is Jerry Rice
// as much as Rice University) · 2 prefix · 3 every word at a word start · 4 every word inside. When nothing at all
// matches as typed (in the site's leagues), the typo tier 5: every word inside or one of its close words — the words
// of search_words one edit away or of trigram similarity ≥ 0.4, nearest first — so "gretsky" finds Gretzky,
// "micheal jordon" Michael Jordan and "lebrn jams" LeBron James, without a fuzzy scan of 68,000 names on every
// search. Within a tier: (tiers 4-5) word similarity in coarse steps of 0.2 (a clearly closer spelling first;
// "micheal jordon" is nearer Michal Jordan by 0.1, yet means Michael), then prominence (`pop`, migration 0010: titles,
// seasons, honours, games; a team's former name, those of its years), so "jordan" is Michael Jordan and "ruth" Babe
// Ruth. A team matched under several names shows the most prominent
// ("oilers": Houston Oilers, 1960-96, not Tennessee Oilers, 1997-98). Each row carries its tier and prominence: the
// groups are ordered by their best row's ("belichick": the coach before Steve Belichick, a player of 1941).
// Suggestions: when even the typo tier is empty, the names holding a close word of any word, closest first.
import { seasonLabelSql } from '../shared/season-label-sql';
import { inLeagues, type Params } from '../shared/sql';

/**
 * A pg_trgm operator, qualified: the extension lives in schema public (migration 0006), which a search_path set to
 * another schema (the API tests on PostgreSQL) leaves out.
 */
const trgm = (op: '%') => `OPERATOR(public.${op})`;

export const NAME_KINDS = ['team', 'player', 'coach', 'championship'] as const;
export type NameKind = (typeof NAME_KINDS)[number];

export interface SeasonFilter {
  year: number;
  /** "1985-86": the season starting in `year`; otherwise the title year (the end year in `lateLeagues`). */
  range: boolean;
  /** Leagues whose seasons span two years (basketball, hockey): labelled 1985-86, titled by the end year. */
  lateLeagues: number[];
  /** Whether a name came with the year ("2016 World Series"): only its championships and teams, else every edition. */
  named: boolean;
}

export interface SearchStatement {
  /** The normalised name text (searchKey). */
  key: string;
  kinds: readonly NameKind[];
  /** The seasons, when asked for and the text names a year. */
  season: SeasonFilter | null;
  leagueIds: number[] | null;
  limit: number;
  offset: number;
}

/** A result row, or (kind 'suggestion') a did-you-mean name. */
export interface SearchRow {
  kind: NameKind | 'season' | 'suggestion';
  league_id: number;
  name: string;
  is_current: boolean;
  name_first_year: number | null;
  name_last_year: number | null;
  slug: string;
  title: string;
  city: string | null;
  position: string | null;
  first_year: number | null;
  last_year: number | null;
  year: number | null;
  season_slug: string | null;
  detail: string | null;
  /** The match tier (seasons: -1, the year matched too) and prominence: the groups are ordered by their first row's. */
  tier: number;
  pop: number | null;
  /** Matches of the kind; rn: the row's rank (rank 1 always comes, for the count of a page past the end). */
  total: number;
  rn: number;
}

/** Close words kept per typed word (the nearest first), and how many suggestions. */
const CLOSE_WORDS = 20;
export const SUGGESTIONS = 3;

/** Trigram similarity that makes a word close without being one edit away ("celtix" → "celtics": 0.5). */
const SIMILAR = 0.4;

/**
 * The word and the words it makes by deleting one letter: a word within one edit of it (insertion, deletion,
 * substitution, swap of neighbours) is among them or shares one of its own deletions (search_words.deletes).
 */
export function oneDeletion(w: string): string[] {
  return [...new Set([w, ...[...w].map((_, i) => w.slice(0, i) + w.slice(i + 1))])];
}

/** The condition that a word of the text is inside the key (' ' || search_key(name)). */
const inside = (p: Params, w: string) => `e.key LIKE ${p.add(w.length >= 3 ? `%${w}%` : `% ${w}%`)}`;

const RESULT_COLUMNS = `kind, league_id, name, is_current, name_first_year, name_last_year, slug, title, city,
  position, first_year, last_year, year, season_slug, detail, tier, pop`;

export function searchQuery(p: Params, r: SearchStatement): string {
  const words = r.key.split(' ').filter(Boolean);
  const leagues = inLeagues(p, 'e.league_id', r.leagueIds);
  // Seasons of a named championship or team need those kinds matched too.
  const seasonKinds = r.season?.named ? (['team', 'championship'] as const) : [];
  const matchKinds = [...new Set([...r.kinds, ...seasonKinds])];
  const scope = `${leagues} AND e.kind = ANY(${p.add(matchKinds)}::text[])`;
  const strict = words.map((w) => inside(p, w)).join(' AND ');
  const atStart = words.map((w) => `e.key LIKE ${p.add(`% ${w}%`)}`).join(' AND ');
  const key = p.add(r.key);
  // Typos only when nothing matches as typed, of any kind (so the grouped and the one-kind answers agree).
  const nothing = NAME_KINDS.every((k) => matchKinds.includes(k))
    ? 'NOT EXISTS (SELECT 1 FROM strict)'
    : `NOT EXISTS (SELECT 1 FROM search_entries e WHERE ${strict} AND ${leagues})`;
  const typed = words.map((w, i) => ({ w, i })).filter(({ w }) => w.length >= 3);
  const close = typed.map(({ w, i }) => {
    const word = p.add(w);
    const edits = p.add(oneDeletion(w));
    return `, close${i} AS MATERIALIZED (SELECT COALESCE(array_agg(word), '{}') AS words FROM (
        SELECT word FROM search_words WHERE (SELECT typos FROM mode) AND (
          (word ${trgm('%')} ${word}::text AND public.similarity(word, ${word}::text) >= ${SIMILAR})
          OR deletes && ${edits}::text[] OR word = ANY(${edits}::text[]))
        ORDER BY public.similarity(word, ${word}::text) DESC, word LIMIT ${CLOSE_WORDS}) c)`;
  });
  const loose = words
    .map((w, i) =>
      w.length < 3 ? inside(p, w) : `(${inside(p, w)} OR e.words && (SELECT words FROM close${i}))`,
    )
    .join(' AND ');
  const anyClose = typed.length
    ? typed.map(({ i }) => `(SELECT words FROM close${i})`).join(' || ')
    : `'{}'::text[]`;
  const page = `rn = 1 OR (rn > ${p.add(r.offset)} AND rn <= ${p.add(r.offset + r.limit)})`;
  return `WITH strict AS MATERIALIZED (
      SELECT e.*, CASE WHEN e.key = ${p.add(` ${r.key}`)} THEN ${words.length > 1 ? 0 : 1}
        WHEN e.short_key = ${key} THEN 1 WHEN e.key LIKE ${p.add(` ${r.key}%`)} THEN 2 WHEN ${atStart} THEN 3
        ELSE 4 END AS tier
      FROM search_entries e WHERE ${strict} AND ${scope}
    ),
    mode AS MATERIALIZED (SELECT ${nothing} AS typos)${close.join('')},
    loose AS MATERIALIZED (
      SELECT e.*, 5 AS tier FROM search_entries e WHERE (SELECT typos FROM mode) AND ${loose} AND ${scope}
    ),
    hit AS MATERIALIZED (
      SELECT DISTINCT ON (h.kind, h.ref_id) h.*,
        CASE WHEN h.tier >= 4 THEN public.word_similarity(${key}, h.key) ELSE 1 END AS sim
      FROM (SELECT * FROM strict UNION ALL SELECT * FROM loose) h
      ORDER BY h.kind, h.ref_id, h.tier, sim DESC, h.pop DESC, h.name_first_year IS NULL DESC,
        h.name_last_year DESC NULLS FIRST
    ),
    ranked AS (
      SELECT h.kind, h.league_id, h.name, h.is_current, h.name_first_year, h.name_last_year, h.slug, h.title, h.city,
        h.position, h.first_year, h.last_year, NULL::int AS year, NULL::text AS season_slug, NULL::text AS detail,
        h.tier, h.pop, count(*) OVER (PARTITION BY h.kind)::int AS total,
        row_number() OVER (PARTITION BY h.kind
          ORDER BY h.tier, floor(h.sim * 5) DESC, h.pop DESC, h.sim DESC, h.title, h.slug)::int AS rn
      FROM hit h WHERE h.kind = ANY(${p.add(r.kinds)}::text[])
    )${r.season ? `,\n    ${seasonsCte(p, r.season, r.leagueIds)}` : ''}
    SELECT ${RESULT_COLUMNS}, total, rn FROM ranked WHERE ${page}
    ${r.season ? `UNION ALL SELECT ${RESULT_COLUMNS}, total, rn FROM seasons WHERE ${page}` : ''}
    UNION ALL
    SELECT 'suggestion', NULL, name, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
      NULL, rn
    FROM (
      SELECT name, row_number() OVER (ORDER BY max(public.similarity(${key}, e.key)) DESC, name)::int AS rn
      FROM search_entries e
      WHERE (SELECT typos FROM mode) AND NOT EXISTS (SELECT 1 FROM hit) AND e.words && (${anyClose}) AND ${leagues}
      GROUP BY name
    ) s WHERE rn <= ${SUGGESTIONS}
    ORDER BY 1, rn`;
}

/**
 * The seasons of the year: the editions of the matching championships (every championship when only a year was
 * given) and the seasons of the matching teams, named as they were, ranked by the name's tier, editions first, then
 * wins. A range (1985-86) names the start year; a single year is the title year (basketball, hockey: the end year).
 */
function seasonsCte(p: Params, s: SeasonFilter, leagueIds: number[] | null): string {
  const y = p.add(s.year);
  const titleYear = s.range ? `r.year = ${y}` : `COALESCE(r.title_year, r.year) = ${y}`;
  const editions = s.named
    ? `FROM hit h JOIN championship_results r ON r.championship_id = h.ref_id
        JOIN championships c ON c.id = r.championship_id JOIN seasons s ON s.id = r.season_id
        WHERE h.kind = 'championship' AND ${titleYear}`
    : `FROM championship_results r JOIN championships c ON c.id = r.championship_id
        JOIN seasons s ON s.id = r.season_id, (SELECT 0 AS tier, 1::real AS sim) h
        WHERE ${titleYear} AND ${inLeagues(p, 'c.league_id', leagueIds)}`;
  return `seasons AS (
    SELECT 'season' AS kind, league_id, NULL AS name, NULL::boolean AS is_current, NULL::int AS name_first_year,
      NULL::int AS name_last_year, slug, title, NULL AS city, NULL AS position, NULL::int AS first_year,
      NULL::int AS last_year, year, season_slug, detail, -1 AS tier, NULL::int AS pop, count(*) OVER ()::int AS total,
      row_number() OVER (ORDER BY tier, sim DESC, sort, popularity DESC, title)::int AS rn
    FROM (
      SELECT c.league_id, NULL::int AS year, s.slug AS season_slug, s.slug,
        COALESCE(r.title_year, r.year)::text || ' ' || c.name AS title, 'won by ' || r.winner_name AS detail,
        h.tier, h.sim, 0 AS sort, 1000 AS popularity
      ${editions}
      ${s.named ? `UNION ALL ${teamSeasons(p, s, y)}` : ''}
    ) x
  )`;
}

/** The seasons of the matching teams in the year, named as they were that season, with their record. */
function teamSeasons(p: Params, s: SeasonFilter, y: string): string {
  const late = p.add(s.lateLeagues);
  const start = 's.start_year';
  const label = seasonLabelSql(start, `s.league_id = ANY(${late}::int[])`);
  const teamYear = s.range
    ? `s.start_year = ${y}`
    : `s.start_year + CASE WHEN s.league_id = ANY(${late}::int[]) THEN 1 ELSE 0 END = ${y}`;
  return `SELECT h.league_id, s.start_year, NULL, t.slug, ${label} || ' ' || ts.name,
      concat_ws('–', ts.wins, ts.losses, NULLIF(ts.ties, 0)) || CASE WHEN ts.is_champion THEN ', champions' ELSE '' END,
      h.tier, h.sim, 1, COALESCE(ts.wins, 0)
    FROM hit h JOIN team_seasons ts ON ts.team_id = h.ref_id JOIN seasons s ON s.id = ts.season_id
      JOIN teams t ON t.id = ts.team_id
    WHERE h.kind = 'team' AND ${teamYear}`;
}
