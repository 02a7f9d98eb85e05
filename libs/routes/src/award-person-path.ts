// Where an award's winner links to.
import { paths } from './paths';

/** The page of a person an award names: their player page, or their coach page (managers' and coaches' awards). */
export const awardPersonPath = (person: { kind: 'player' | 'coach'; slug: string }) =>
  person.kind === 'coach' ? paths.coach(person.slug) : paths.player(person.slug);
