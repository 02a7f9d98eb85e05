// SQL fragments the repositories share: the league → sport/level joins and the nested JSON objects the contract
// names (sport {name, slug, abbreviation}, level {name, slug}, league {id, slug, name, abbreviation}).
export const leagueJoin = (league: string, l = 'l') =>
  `JOIN leagues ${l} ON ${l}.id = ${league} JOIN sports ${l}_sp ON ${l}_sp.id = ${l}.sport_id JOIN levels ${l}_lv ON ${l}_lv.id = ${l}.level_id`;

export const sportJson = (l = 'l') =>
  `json_build_object('name', ${l}_sp.name, 'slug', ${l}_sp.slug, 'abbreviation', ${l}_sp.abbreviation)`;
export const levelJson = (l = 'l') => `json_build_object('name', ${l}_lv.name, 'slug', ${l}_lv.slug)`;
export const leagueJson = (l = 'l') =>
  `json_build_object('id', ${l}.id, 'slug', ${l}.slug, 'name', ${l}.name, 'abbreviation', ${l}.abbreviation)`;

/** sport, level and league columns for a row joined with leagueJoin. */
export const scopeColumns = (l = 'l') =>
  `${sportJson(l)} AS sport, ${levelJson(l)} AS level, ${leagueJson(l)} AS league`;

export const teamRefJson = (t: string, l = 'l') =>
  `json_build_object('id', ${t}.id, 'slug', ${t}.slug, 'name', ${t}.name, 'city', ${t}.city, 'abbreviation', ${t}.abbreviation, 'sport_name', ${l}_sp.name)`;

/** A parameter list builder: add(value) returns the placeholder ($n). */
export class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/** `<col> = ANY($n)` for a league scope, or TRUE when unscoped (the hub). */
export function inLeagues(p: Params, col: string, leagueIds: number[] | null): string {
  return leagueIds ? `${col} = ANY(${p.add(leagueIds)}::int[])` : 'TRUE';
}

/** A path key is an id when it is a number that fits an int column; anything else is a slug. */
export const isId = (key: string) => /^\d{1,9}$/.test(key);

/** A result's title label (alias `r`), set once by the pipeline's title-year rule (@trophy-room/domain). */
export const titleYear = `COALESCE(r.title_year, r.year)`;

/**
 * A game with a result: both scores, and over. A live game's score is not yet a result; postponed and cancelled games
 * were not played. One rule for every table, series, summary and record counted from games.
 */
export const playedSql = (g = 'g') =>
  `${g}.home_score IS NOT NULL AND ${g}.away_score IS NOT NULL
   AND COALESCE(${g}.status, '') NOT IN ('postponed', 'cancelled', 'live')`;

/**
 * Whether the sources say where game `g` was played: a neutral-site flag or a venue. A game with neither (college
 * football's College Football Data Warehouse rows) has only the source's team order, so no side is called home.
 */
export const siteKnownSql = (g = 'g') =>
  `(${g}.is_neutral IS NOT NULL OR ${g}.venue_id IS NOT NULL OR ${g}.venue_name IS NOT NULL)`;
