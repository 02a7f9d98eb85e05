// People (players and coaches share them): the person, awards, the team a person is with.
import type { Static } from '@sinclair/typebox';
import { Int, NInt, NStr, Nullable, Obj, Str } from './schema';

export const Person = Obj({
  id: Int(),
  slug: Str(),
  first_name: NStr(),
  last_name: NStr(),
  full_name: Str(),
  age: NInt({ description: 'Age today, or at death.' }),
  birth_date: NStr(),
  birth_year: NInt(),
  birth_place: NStr({ description: '"City, State" (or country), null when unknown.' }),
  birth_city: NStr(),
  birth_state: NStr(),
  birth_country: NStr(),
  death_date: NStr(),
  college: NStr(),
  height_inches: NInt(),
  weight_pounds: NInt(),
});
export type Person = Static<typeof Person>;

/** The season a fact belongs to, for a link to its page. */
export const SeasonLink = Obj({ slug: Str(), name: Str(), start_year: Int() });
export type SeasonLink = Static<typeof SeasonLink>;

/** An award: `year` is the season's start year (NBA 2003-04 → 2003); `season` links to it when known. */
export const Award = Obj({ name: Str(), year: NInt(), season: Nullable(SeasonLink) });
export type Award = Static<typeof Award>;

export const PersonTeam = Obj({
  id: Int(),
  slug: Str(),
  name: Str(),
  city: NStr(),
  abbreviation: NStr(),
  sport_name: Str(),
});
export type PersonTeam = Static<typeof PersonTeam>;
