// Hockey Databank people (Master.csv): every person with an NHL playing or coaching record, as people and players
// rows, with the maps the other databank modules join on.
import type { BuildContext, Row } from '../../model';
import { int } from '../../shared/parse';
import { slugify } from '../../shared/slug';
import { DB, dbFile } from './common';

export const databankSource: Row<'sources'> = {
  key: DB,
  name: 'Hockey Databank (v13.0 mirror)',
  url: 'https://github.com/rippinrobr/hockey-databank',
  licence:
    'Free use including commercial use with the attribution statement displayed; no accuracy guarantee',
  attribution:
    'The information used herein was obtained free of charge from and is copyrighted by the Hockey Databank project. For more information about the Hockey Databank project please visit http://sports.groups.yahoo.com/group/hockey-databank',
  notes:
    'NHL teams, standings, playoff series, players, scoring, goaltending, coaches and awards, 1917-18 to 2017-18.',
};

export interface DatabankPeople {
  /** person key → name and slug */
  people: Map<string, { name: string; slug: string }>;
  /** coachID → person key */
  personOfCoach: Map<string, string>;
}

export function addDatabankPeople(ctx: BuildContext): DatabankPeople {
  const master = ctx.readCsv(dbFile('Master.csv'));
  const scoring = ctx.readCsv(dbFile('Scoring.csv'));
  const coachesCsv = ctx.readCsv(dbFile('Coaches.csv'));
  const hof = ctx.readCsv(dbFile('HOF.csv'));
  const hofPlayers = new Set(hof.filter((h) => h.category === 'Player').map((h) => h.hofID));

  const nhlPlayers = new Set(scoring.filter((r) => r.lgID === 'NHL').map((r) => r.playerID));
  const nhlCoaches = new Set(coachesCsv.filter((r) => r.lgID === 'NHL').map((r) => r.coachID));
  const people = new Map<string, { name: string; slug: string }>();
  const personOfCoach = new Map<string, string>();
  let otherLeagues = 0;
  for (const m of master) {
    const isPlayer = m.playerID && nhlPlayers.has(m.playerID);
    const isCoach = m.coachID && nhlCoaches.has(m.coachID);
    if (!isPlayer && !isCoach) {
      otherLeagues++;
      continue;
    }
    const key = `nhl:${m.playerID || m.coachID}`;
    const full = [m.firstName, m.lastName].filter(Boolean).join(' ');
    const slug = slugify(full) || slugify(m.playerID || m.coachID);
    const y = int(m.birthYear);
    const mo = int(m.birthMon);
    const d = int(m.birthDay);
    const dy = int(m.deathYear);
    const dmo = int(m.deathMon);
    const dd = int(m.deathDay);
    const iso = (a: number | null, b: number | null, c: number | null) =>
      a && b && c ? `${a}-${String(b).padStart(2, '0')}-${String(c).padStart(2, '0')}` : null;
    ctx.add('people', {
      key,
      slug,
      first_name: m.firstName || null,
      last_name: m.lastName || null,
      full_name: full,
      birth_date: iso(y, mo, d),
      birth_year: y,
      birth_city: m.birthCity || null,
      birth_state: m.birthState || null,
      birth_country: m.birthCountry || null,
      death_date: iso(dy, dmo, dd),
      height_inches: int(m.height),
      weight_pounds: int(m.weight),
      college: null,
      source: DB,
    });
    people.set(key, { name: full, slug });
    if (isCoach) personOfCoach.set(m.coachID, key);
    if (isPlayer) {
      ctx.add('players', {
        key: `nhl:${m.playerID}`,
        slug,
        person: key,
        league: 'nhl',
        primary_position: m.pos || null,
        first_year: int(m.firstNHL),
        last_year: int(m.lastNHL),
        is_active: null,
        hall_of_fame: !!m.hofID && hofPlayers.has(m.hofID),
        shoots: m.shootCatch || null,
        source: DB,
      });
    }
  }
  ctx.report({
    source: DB,
    file: dbFile('Master.csv'),
    problem: `${otherLeagues} people with no NHL playing or coaching record (NHA/PCHA/WCHL/WHA only, or builders) not added`,
  });

  return { people, personOfCoach };
}
