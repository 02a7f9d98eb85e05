// Shapes shared by every API area: pages, envelopes, errors, the site filters and paging parameters.
import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { Int, NInt, NNum, NStr, Obj, Str } from './schema';
import {
  DEFAULT_PAGE_SIZE,
  LEVEL_SLUGS,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_YEAR,
  MIN_YEAR,
  SLUG_PAGE_SIZE,
  SPORT_SLUGS,
} from './values';

/** A DRF-style page: `next`/`previous` are absolute paths the client can follow, or null. */
export const Paginated = <T extends TSchema>(item: T) =>
  Obj({ count: Int({ minimum: 0 }), next: NStr(), previous: NStr(), results: Type.Array(item) });
export type Paginated<T> = Static<ReturnType<typeof Paginated<TUnsafe<T>>>>;

/** A response read from its `data` field. */
export const DataEnvelope = <T extends TSchema>(data: T) => Obj({ data });
export type DataEnvelope<T> = Static<ReturnType<typeof DataEnvelope<TUnsafe<T>>>>;

/** Every error body: 4xx/5xx answer with a human-readable `detail`. */
export const ApiErrorBody = Obj({ detail: Str() });
export type ApiErrorBody = Static<typeof ApiErrorBody>;

export { DEFAULT_PAGE_SIZE, LEVEL_SLUGS, MAX_PAGE_SIZE, MAX_YEAR, MIN_YEAR, SLUG_PAGE_SIZE, SPORT_SLUGS };
export { MAX_PAGE };
export const MAX_SEARCH_LENGTH = 100;
export const MAX_SLUG_LENGTH = 200;

// Slugs are typed as strings: callers pass slugs they read from data; the schema still rejects unknown ones.
const slugEnum = (values: readonly string[], description: string) =>
  Type.Unsafe<string>({ type: 'string', enum: [...values], description });

export const YearParam = (description = 'Season start year (NBA 2024-25 → 2024)') =>
  Type.Integer({ minimum: MIN_YEAR, maximum: MAX_YEAR, description });
export const SearchParam = (description = 'Case-insensitive substring') =>
  Type.String({ maxLength: MAX_SEARCH_LENGTH, description });
export const SlugParam = (description: string) => Type.String({ maxLength: MAX_SLUG_LENGTH, description });

/** Filters every endpoint accepts; the hub sends none of sport/level. */
export const siteFilterProperties = {
  sport__slug: Type.Optional(slugEnum(SPORT_SLUGS, 'Sport: football | basketball | baseball | hockey')),
  level__slug: Type.Optional(slugEnum(LEVEL_SLUGS, 'Level: professional | ncaa-division-i (college)')),
  season: Type.Optional(YearParam()),
};
export const SiteFilterParams = Obj(siteFilterProperties);
export type SiteFilterParams = Static<typeof SiteFilterParams>;

/** Paging parameters every paged list accepts. */
export const pageProperties = {
  page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1, description: `Page (1–${MAX_PAGE})` }),
  ),
  page_size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      default: DEFAULT_PAGE_SIZE,
      description: `Rows per page (1–${MAX_PAGE_SIZE})`,
    }),
  ),
};
export const PageParams = Obj(pageProperties);
export type PageParams = Static<typeof PageParams>;

/** The site filters plus paging: what a plain paged list accepts. */
export const ListParams = Obj({ ...siteFilterProperties, ...pageProperties });
export type ListParams = Static<typeof ListParams>;

/** A slug list (every page of a kind on a site, for sitemaps): the site filters (season is not applied), big pages. */
export const SlugListParams = Obj({
  ...siteFilterProperties,
  page: pageProperties.page,
  page_size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: SLUG_PAGE_SIZE,
      default: SLUG_PAGE_SIZE,
      description: `Slugs per page (1–${SLUG_PAGE_SIZE})`,
    }),
  ),
});
export type SlugListParams = Static<typeof SlugListParams>;
/** An item of a slug list: the slug of a page (`/players/{slug}`). */
export const Slug = Str({ description: "A page's slug" });

/** `:key` of a detail path: a slug, or a numeric id. */
export const KeyPathParams = Obj({ key: Type.String({ minLength: 1, maxLength: MAX_SLUG_LENGTH }) });
export type KeyPathParams = Static<typeof KeyPathParams>;

export const Sport = Obj({ id: Int(), slug: Str(), name: Str(), abbreviation: Str() });
export type Sport = Static<typeof Sport>;

/** A team's season line as standings and team seasons share it. */
export const recordLineProperties = {
  games_played: NInt(),
  wins: NInt(),
  losses: NInt(),
  ties: NInt(),
  ot_losses: NInt(),
  points: NInt(),
  win_percentage: NNum(),
  games_behind: NNum(),
  rank: NInt(),
  points_for: NInt(),
  points_against: NInt(),
  streak: NStr(),
};
export const RecordLine = Obj(recordLineProperties);
export type RecordLine = Static<typeof RecordLine>;
