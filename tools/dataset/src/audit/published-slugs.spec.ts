// Published slugs keep their holder (a link once shared must keep naming the same person): over the generated data in
// data/, every slug listed in hand/published-slugs.csv (the holders in the data/ published before the people sources,
// commit 87a603f) still names that person, and a few newcomers of the same name are pinned to their disambiguated
// slugs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvTable, type CsvRow as Rec } from '../testing/committed';
import { defaultHandDir } from '../context';
import { defaultOutDir } from '../write';

const read = (table: string): Rec[] => csvTable(defaultOutDir, table);

const people = read('people');
const personById = new Map(people.map((p) => [p.id, p]));
const leagueById = new Map(read('leagues').map((l) => [l.id, l.slug]));
const players = read('players');
/** slug → "league name (birth date)" of the player holding it. */
const player = new Map(
  players.map((p) => {
    const person = personById.get(p.person_id)!;
    return [p.slug, `${leagueById.get(p.league_id)} ${person.full_name} (${person.birth_date})`];
  }),
);
const person = new Map(people.map((p) => [p.slug, `${p.full_name} (${p.birth_date})`]));
/** slug → "league name (birth date)" of the coach holding it. */
const coach = new Map(
  read('coaches').map((c) => {
    const who = personById.get(c.person_id)!;
    return [c.slug, `${leagueById.get(c.league_id)} ${who.full_name} (${who.birth_date})`];
  }),
);

describe('published slugs keep their holder', () => {
  it('examples: Jake Allen the goalie, K.C. Jones of the Celtics, both NHL Matt Martins', () => {
    expect(player.get('jake-allen')).toBe('nhl Jake Allen (1990-08-07)');
    expect(player.get('jake-allen-nfl')).toBe('nfl Jake Allen (1985-01-18)');
    expect(person.get('jake-allen')).toBe('Jake Allen (1990-08-07)');
    expect(player.get('kc-jones')).toBe('nba K.C. Jones (1932-05-25)');
    expect(player.get('doug-baldwin')).toBe('nhl Doug Baldwin (1922-11-02)');
    expect(player.get('doug-baldwin-nfl')).toBe('nfl Doug Baldwin (1988-09-21)');
    expect(player.get('matt-martin')).toBe('nhl Matt Martin (1971-04-30)');
    expect(player.get('matt-martin-nhl')).toBe('nhl Matt Martin (1989-05-08)');
  });

  it('every slug in hand/published-slugs.csv', () => {
    const rows = parse(readFileSync(join(defaultHandDir, 'published-slugs.csv')), { columns: true }) as Rec[];
    expect(rows.length).toBeGreaterThan(150);
    for (const r of rows) {
      const got = (r.resource === 'players' ? player : r.resource === 'coaches' ? coach : person).get(r.slug);
      const want = `${r.resource === 'people' ? '' : `${r.league} `}${r.full_name} (${r.birth_date})`;
      expect(`${r.slug}: ${got}`).toBe(`${r.slug}: ${want}`);
    }
  });
});
