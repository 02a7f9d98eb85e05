// The one builder of the NFL's people: a player's people and players rows, a coach's people and coaches rows, added
// together. The draft, the rosters and the two stats sources (for players the earlier ones do not know) each describe
// a new player as a NewPlayer; the coaches' career file and the nflverse games name new coaches. The rows are built
// here, once; fields a source does not have are left out of them.
import type { BuildContext, Json } from '../../model';
import { slugify } from '../../shared/slug';
import { L, nameParts } from './league';

export interface NewPlayer {
  /** The players key. */
  key: string;
  /** The people key. */
  person: string;
  name: string;
  first: string | null;
  last: string | null;
  birthDate?: string | null;
  heightInches?: number | null;
  weightPounds?: number | null;
  college?: string | null;
  position: string | null;
  jersey?: string | null;
  draft?: { year: number; round: number | null; pick: number | null; team: string | null };
  firstYear: number | null;
  lastYear: number | null;
  isActive: boolean | null;
  hallOfFame?: boolean;
  career?: Json | null;
  source: string;
}

export function addPlayer(ctx: BuildContext, p: NewPlayer): void {
  const slug = slugify(p.name);
  ctx.add('people', {
    key: p.person,
    slug,
    first_name: p.first,
    last_name: p.last,
    full_name: p.name,
    ...(p.birthDate !== undefined && {
      birth_date: p.birthDate,
      birth_year: p.birthDate ? Number(p.birthDate.slice(0, 4)) : null,
    }),
    ...(p.heightInches !== undefined && { height_inches: p.heightInches }),
    ...(p.weightPounds !== undefined && { weight_pounds: p.weightPounds }),
    ...(p.college !== undefined && { college: p.college }),
    source: p.source,
  });
  ctx.add('players', {
    key: p.key,
    slug,
    person: p.person,
    league: L,
    primary_position: p.position,
    ...(p.jersey !== undefined && { jersey_number: p.jersey }),
    ...(p.draft && {
      draft_year: p.draft.year,
      draft_round: p.draft.round,
      draft_pick: p.draft.pick,
      draft_team: p.draft.team,
    }),
    first_year: p.firstYear,
    last_year: p.lastYear,
    is_active: p.isActive,
    ...(p.hallOfFame !== undefined && { hall_of_fame: p.hallOfFame }),
    ...(p.career !== undefined && { career: p.career }),
    source: p.source,
  });
}

/** A coach known by name only: `key` his coaches key, his person `<key>:person`. */
export function addCoach(ctx: BuildContext, key: string, name: string, source: string): void {
  const { first, last } = nameParts(name);
  ctx.add('people', {
    key: `${key}:person`,
    slug: slugify(name),
    first_name: first,
    last_name: last,
    full_name: name,
    source,
  });
  ctx.add('coaches', { key, slug: slugify(name), person: `${key}:person`, league: L, source });
}
