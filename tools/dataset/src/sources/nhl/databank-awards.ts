// NHL awards: the databank's player and coach awards (NHL only; WHA awards belong to another league) and the Conn
// Smythe winners after it (hand/nhl/conn_smythe.csv).
import type { BuildContext } from '../../model';
import { leagueSeasonLabel, seasonKey } from '../../shared/season';
import { slugify } from '../../shared/slug';
import { DB, dbFile, HAND, readHand } from './common';
import type { DatabankPeople } from './databank-people';

export const awardNames: Record<string, string> = {
  'Art Ross': 'Art Ross Trophy',
  Hart: 'Hart Memorial Trophy',
  Vezina: 'Vezina Trophy',
  'Lady Byng': 'Lady Byng Memorial Trophy',
  Calder: 'Calder Memorial Trophy',
  Norris: 'James Norris Memorial Trophy',
  Jennings: 'William M. Jennings Trophy',
  'Conn Smythe': 'Conn Smythe Trophy',
  Masterton: 'Bill Masterton Memorial Trophy',
  Selke: 'Frank J. Selke Trophy',
  Pearson: 'Lester B. Pearson Award',
  'King Clancy': 'King Clancy Memorial Trophy',
  'Plus-Minus': 'NHL Plus-Minus Award',
  Richard: 'Maurice "Rocket" Richard Trophy',
  Foundation: 'NHL Foundation Player Award',
  Messier: 'Mark Messier Leadership Award',
  Lindsay: 'Ted Lindsay Award',
  Crozier: 'Roger Crozier Saving Grace Award',
  'First Team All-Star': 'NHL First All-Star Team',
  'Second Team All-Star': 'NHL Second All-Star Team',
  'All-Rookie': 'NHL All-Rookie Team',
  'Jack Adams': 'Jack Adams Award',
};

/** Adds the awards rows; returns the Conn Smythe winner of each season (start year). */
export function addAwards(
  ctx: BuildContext,
  { people, personOfCoach }: DatabankPeople,
  teamsOfPlayerYear: Map<string, Set<string>>,
): Map<number, { name: string; person: string | null }> {
  // Awards (NHL only; WHA awards belong to another league).
  const connSmythe = new Map<number, { name: string; person: string | null }>();
  const addAward = (
    award: string,
    year: number,
    pid: string | null,
    name: string,
    notes: string | null,
    src: string,
    team?: string | null,
  ) => {
    const person = pid && people.has(`nhl:${pid}`) ? `nhl:${pid}` : null;
    if (award === 'Conn Smythe') connSmythe.set(year, { name, person });
    const who = person ? people.get(person)!.slug : slugify(name);
    const full = awardNames[award] ?? award;
    let t = team ?? null;
    if (t === undefined || t === null) {
      const ts = pid ? teamsOfPlayerYear.get(`${pid}:${year}`) : undefined;
      t = ts && ts.size === 1 ? [...ts][0] : null;
    }
    ctx.add('awards', {
      key: `nhl:award:${slugify(award)}:${year}:${pid ?? slugify(name)}`,
      slug: `nhl-${leagueSeasonLabel('nhl', year)}-${slugify(full)}-${who}`,
      name: full,
      league: 'nhl',
      year,
      season: seasonKey('nhl', year),
      person,
      team: t,
      recipient_name: name,
      notes,
      source: src,
    });
  };
  ctx.readCsv(dbFile('AwardsPlayers.csv')).forEach((r) => {
    if (r.lgID !== 'NHL') return;
    const p = people.get(`nhl:${r.playerID}`);
    const notes = [r.pos ? `pos ${r.pos}` : '', r.note].filter(Boolean).join('; ') || null;
    addAward(r.award, Number(r.year), r.playerID, p?.name ?? r.playerID, notes, DB);
  });
  for (const h of readHand(ctx, 'conn_smythe.csv')) {
    addAward('Conn Smythe', Number(h.year), h.mvp_id || null, h.mvp_name, null, HAND, h.mvp_team);
  }
  ctx.readCsv(dbFile('AwardsCoaches.csv')).forEach((r, i) => {
    if (r.lgID !== 'NHL') return;
    const person = personOfCoach.get(r.coachID);
    if (!person) {
      ctx.report({
        source: DB,
        file: dbFile('AwardsCoaches.csv'),
        line: i + 2,
        problem: `coach ${r.coachID} not in Master`,
      });
      return;
    }
    const year = Number(r.year);
    const full = awardNames[r.award] ?? r.award;
    const label = r.award.includes('All-Star') ? `${full} (coach)` : full;
    ctx.add('awards', {
      key: `nhl:award:coach-${slugify(r.award)}:${year}:${r.coachID}`,
      slug: `nhl-${leagueSeasonLabel('nhl', year)}-${slugify(label)}-${people.get(person)!.slug}`,
      name: label,
      league: 'nhl',
      year,
      season: seasonKey('nhl', year),
      person,
      recipient_name: people.get(person)!.name,
      notes: r.note || null,
      source: DB,
    });
  });

  return connSmythe;
}
