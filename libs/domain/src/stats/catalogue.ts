// The stat catalogue: every stat the sites show or rank, per sport, with its formula from the sources' keys, its
// qualifier and its format. The leader lists' table (leader_stats) is written from it on each load, the API's career
// figures and the player pages' season tables read it: a rate has this one formula.
import { baseball } from './baseball';
import { basketball } from './basketball';
import { football } from './football';
import { hockey } from './hockey';
import type { SportStats, StatDef, StatSport } from './types';

const SPORTS: readonly SportStats[] = [baseball, basketball, football, hockey];

/** Every stat of the catalogue, sport by sport. */
export const STAT_CATALOGUE: readonly StatDef[] = SPORTS.flatMap((s) =>
  s.stats.map((st) => ({ ...st, sport: s.sport })),
);

const bySport = new Map<string, Map<string, StatDef>>(
  SPORTS.map((s) => [
    s.sport,
    new Map(STAT_CATALOGUE.filter((st) => st.sport === s.sport).map((st) => [st.key, st])),
  ]),
);

const isStatSport = (sport: string): sport is StatSport => bySport.has(sport);

/** A sport's stat by its slug (undefined when the catalogue has none). */
export function statOf(sport: string, key: string): StatDef | undefined {
  return bySport.get(sport)?.get(key);
}

/** The stats a sport's player lines give, in the catalogue's order. */
export function statsOfSport(sport: string): StatDef[] {
  return isStatSport(sport) ? [...bySport.get(sport)!.values()] : [];
}

/**
 * The season table's columns for a player of this sport and primary position (a pitcher's, a goaltender's), or null
 * for a sport the catalogue does not know.
 */
export function seasonTableStats(sport: string, position: string | null): StatDef[] | null {
  const s = SPORTS.find((x) => x.sport === sport);
  if (!s) return null;
  return s.tables[s.tableFor(position)].map((k) => bySport.get(sport)!.get(k)!);
}

/** A sport's stats that are figures of a player's career in the API (`career_stats`), keyed by that name. */
export function careerStatsOfSport(sport: string): StatDef[] {
  return statsOfSport(sport).filter((st) => st.career !== undefined);
}

/** Each sport's career figures by name: the first stat in the catalogue's order that bears it. */
const byCareer = new Map<string, Map<string, StatDef>>(
  [...bySport].map(([sport, stats]) => {
    const named = new Map<string, StatDef>();
    for (const st of stats.values())
      if (st.career !== undefined && !named.has(st.career)) named.set(st.career, st);
    return [sport, named];
  }),
);

/**
 * The stat named `career` among a sport's career figures (a lookup: a page of 200 players asks it for each figure of
 * each, and copying the sport's stats to search them was a few milliseconds of the page).
 */
export function careerStatOf(sport: string, career: string): StatDef | undefined {
  return byCareer.get(sport)?.get(career);
}

/** Each league's ranked stats, in the order its leader page lists them. */
export function leaderStatsByLeague(): { league: string; stats: StatDef[] }[] {
  return SPORTS.flatMap((s) =>
    Object.entries(s.leaders).map(([league, keys]) => ({
      league,
      stats: keys.map((k) => {
        const st = bySport.get(s.sport)!.get(k);
        if (!st) throw new Error(`${league} ranks ${k}, which the ${s.sport} catalogue does not hold`);
        return st;
      }),
    })),
  );
}
