// Shapes shared by every API area: pages, errors and the site filters.

/** A DRF-style page: `next`/`previous` are absolute paths the client can follow, or null. */
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** A response read from its `data` field. */
export interface DataEnvelope<T> {
  data: T;
}

/** Every error body: 4xx/5xx answer with a human-readable `detail`. */
export interface ApiErrorBody {
  detail: string;
}

/** Filters every list call accepts; the hub sends none of sport/level. */
export interface SiteFilterParams {
  sport__slug?: string;
  level__slug?: string;
  season?: number;
}

export interface Sport {
  id: number;
  slug: string;
  name: string;
  abbreviation: string;
}

/** A team's season line as standings and team seasons share it. */
export interface RecordLine {
  games_played: number | null;
  wins: number | null;
  losses: number | null;
  ties: number | null;
  ot_losses: number | null;
  points: number | null;
  win_percentage: number | null;
  games_behind: number | null;
  rank: number | null;
  points_for: number | null;
  points_against: number | null;
  streak: string | null;
}
