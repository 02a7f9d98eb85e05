// Response schemas of the core area (mirroring @trophy-room/contract core types).
import { arr, int, nint, nstr, nullable, obj, str, type Schema } from '../http/json-schema';

export const sportRef = obj({ name: str, slug: str, abbreviation: str });
export const levelRef = obj({ name: str, slug: str });
export const leagueRef = obj({ id: int, slug: str, name: str, abbreviation: str });
export const teamRef = obj({ id: int, slug: str, name: str, city: nstr, abbreviation: nstr, sport_name: str });
export const venue = obj({
  id: int, slug: str, name: str, city: nstr, state: nstr, country: nstr, capacity: nint, opened_year: nint, closed_year: nint,
});

export const sportWithLeagues = obj({
  id: int, slug: str, name: str, abbreviation: str,
  leagues: arr(obj({ id: int, slug: str, name: str, abbreviation: str, level: levelRef })),
});

export const source = obj({ id: int, name: str, url: nstr, licence: nstr, attribution: nstr, notes: nstr });

export const coverageEntry = obj({
  league: str, league_name: nstr, sport: nullable(sportRef), level: nullable(levelRef), table: str, rows: int,
  min_year: nint, max_year: nint,
});

export const coverage: Schema = obj({
  leagues: arr(obj({ league: str, league_name: nstr, tables: arr(coverageEntry) })),
  total_rows: int,
});
