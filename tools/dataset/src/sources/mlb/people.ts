// People (Lahman People), with the school of each player's latest college year and his Hall of Fame inductions.
import type { BuildContext, SourceModule } from '../../model';
import { table } from '../../pipeline/product';
import { int } from '../../shared/parse';
import { slugify } from '../../shared/slug';
import { readBigCsv } from './big-csv';
import { LAHMAN, personKey } from './common';
import { people } from './products';
import { lahmanSource } from './sources';
import { coreProducts } from '../../pipeline/tables';
import type { HallOfFame, People } from './shapes';

export function loadNames(ctx: BuildContext): Map<string, string> {
  const names = new Map<string, string>();
  for (const p of readBigCsv(ctx, 'lahman/People.csv'))
    names.set(p.playerID, [p.nameFirst, p.nameLast].filter(Boolean).join(' '));
  return names;
}

export function addPeople(ctx: BuildContext): People {
  // College: the school of the player's latest college year.
  const schools = new Map(ctx.readCsv('lahman/Schools.csv').map((s) => [s.schoolID, s.name_full]));
  const college = new Map<string, { year: number; school: string }>();
  ctx.readCsv('lahman/CollegePlaying.csv').forEach((c, i) => {
    const name = schools.get(c.schoolID);
    if (!name) {
      ctx.report({
        source: LAHMAN,
        file: 'lahman/CollegePlaying.csv',
        line: i + 2,
        problem: `unknown school ${c.schoolID}`,
      });
      return;
    }
    const y = Number(c.yearID);
    const cur = college.get(c.playerID);
    if (!cur || y > cur.year || (y === cur.year && name > cur.school))
      college.set(c.playerID, { year: y, school: name });
  });

  // Hall of Fame inductions. The 2009 Veterans Committee's "Preliminary poll" rows say Y for the candidates it put on
  // its ballot (Roger Maris, Steve Garvey …), none of whom it elected: on a ballot is not inducted.
  const hof: HallOfFame = new Map();
  for (const h of ctx.readCsv('lahman/HallOfFame.csv')) {
    if (h.inducted !== 'Y' || /^preliminary poll$/i.test(h.needed_note ?? '')) continue;
    hof.set(h.playerID, [
      ...(hof.get(h.playerID) ?? []),
      { year: Number(h.yearID), category: h.category, votedBy: h.votedBy },
    ]);
  }

  // People
  const people = readBigCsv(ctx, 'lahman/People.csv');
  const known = new Set<string>();
  people.forEach((p, i) => {
    if (!p.playerID) {
      ctx.report({
        source: LAHMAN,
        file: 'lahman/People.csv',
        line: i + 2,
        problem: 'person without playerID; skipped',
      });
      return;
    }
    known.add(p.playerID);
    const full = [p.nameFirst, p.nameLast].filter(Boolean).join(' ');
    ctx.add('people', {
      key: personKey(p.playerID),
      slug: slugify(full) || slugify(p.playerID),
      first_name: p.nameFirst || null,
      last_name: p.nameLast || null,
      full_name: full || p.playerID,
      birth_date: /^\d{4}-\d{2}-\d{2}$/.test(p.birthDate) ? p.birthDate : null,
      birth_year: int(p.birthYear),
      birth_city: p.birthCity || null,
      birth_state: p.birthState || null,
      birth_country: p.birthCountry || null,
      death_date: /^\d{4}-\d{2}-\d{2}$/.test(p.deathDate) ? p.deathDate : null,
      height_inches: int(p.height),
      weight_pounds: int(p.weight),
      college: college.get(p.playerID)?.school ?? null,
      source: LAHMAN,
    });
  });

  return { rows: people, known, hof };
}

/** The people (Lahman People, college, Hall of Fame). */
export const peopleStep: SourceModule = {
  name: 'mlb-people',
  leagues: ['mlb'],
  sources: [lahmanSource],
  needs: coreProducts,
  gives: [people, table('people')],
  build: (ctx) => ctx.give(people, addPeople(ctx)),
};
