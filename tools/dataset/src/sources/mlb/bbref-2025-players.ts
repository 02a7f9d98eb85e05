// MLB 2025 player season lines from the Baseball-Reference player tables (read by ./bbref-2025-lines.ts), the
// season Lahman (to 2024) lacks. A player is joined by his Baseball-Reference id to Lahman People.bbrefID, so an
// existing player's career runs on into 2025 (his players row's years, career sums and is_active brought up to
// date); a player new in 2025 gets people and players rows of his own, keyed by that id. Each line is one player
// with one team, batting and pitching together, in the stats shape of Lahman's lines (./player-seasons.ts), and the
// lines of each team are claimed against the team tables' totals (./bbref-2025-player-claims.ts).
import type { BuildContext, Json, Row, SourceModule } from '../../model';
import { table } from '../../pipeline/product';
import { compact } from '../../shared/json';
import { slugify } from '../../shared/slug';
import { YEAR } from './bbref-2025';
import { claimTeamTotals } from './bbref-2025-player-claims';
import { BBREF_2025_PLAYERS, BATTING, type Line2025, readLines2025 } from './bbref-2025-lines';
import { personKey, seasonKey } from './common';
import { people, playersAdded, teams2025 } from './products';
import { bbref2025PlayersSource, handAwards2025Source, handNameSuffixesSource } from './sources';
import { addHandAwards2025 } from './hand-awards-2025';
import { addInto, avg, era } from './stat-lines';
import { addHandNameSuffixes, addNameSuffix } from './name-suffix';
import type { People, Team2025 } from './shapes';

export { BBREF_2025_PLAYERS };

const report = (ctx: BuildContext, problem: string, file = BATTING, line?: number) =>
  ctx.report({ source: BBREF_2025_PLAYERS, file, line, problem });

/** Baseball-Reference's position digits and letters → the position codes of Lahman's players rows. */
const positions: Record<string, string> = {
  '1': 'P',
  '2': 'C',
  '3': '1B',
  '4': '2B',
  '5': '3B',
  '6': 'SS',
  '7': 'LF',
  '8': 'CF',
  '9': 'RF',
  D: 'DH',
  O: 'OF',
  H: 'PH',
  R: 'PR',
};

/** A position string's first position ('*6/DH' → SS): Baseball-Reference lists them by games, most first. */
export function primaryOf(pos: string | null): string | null {
  const c = (pos ?? '').replace(/[*/]/g, '')[0];
  return c ? (positions[c] ?? null) : null;
}

/** A batting line's stats with its average, a pitching line's under 'p' with its ERA (as Lahman's lines). */
function statsOf(l: { bat?: Record<string, number>; pit?: Record<string, number> }): Record<string, Json> {
  const stats: Record<string, Json> = {};
  if (l.bat && l.bat.ab !== undefined) {
    Object.assign(stats, l.bat);
    const average = avg(l.bat);
    if (average !== undefined) stats.avg = average;
  }
  if (l.pit) stats.p = compact({ ...l.pit, era: era(l.pit) });
  return stats;
}

/**
 * Games started: the pitching table's, when he only pitched (no batting row, or a batting row at pitcher only).
 * Baseball-Reference's batting table has no games started, so a position player's stay unknown.
 */
function gamesStarted(l: Line2025): number | null {
  if (!l.pit) return null;
  const onlyPitched = !l.bat || /^[*/]*1[/]*$/.test(l.pos ?? '');
  return onlyPitched ? (l.pit.gs ?? null) : null;
}

/** A copy of a stats object without one of its members (a rate recomputed from the new sums). */
const without = (o: Json, key: string): Record<string, number> =>
  Object.fromEntries(
    Object.entries((o ?? {}) as Record<string, number>).filter(([k]) => k !== key),
  ) as Record<string, number>;

/**
 * His career sums with the 2025 lines added, the average and ERA recomputed. Lahman's final game (its 2024 release's
 * last game of his) is no longer his last once he played in 2025, and the tables give no date: it is left out.
 */
function extendCareer(career: Json, add: { bat?: Record<string, number>; pit?: Record<string, number> }) {
  const c = { ...((career ?? {}) as Record<string, Json>) };
  delete c.final;
  if (add.bat) {
    const bat = without(c.bat, 'avg');
    addInto(bat, add.bat);
    c.bat = compact({ ...bat, avg: avg(bat) });
  }
  if (add.pit) {
    const pit = without(c.p, 'era');
    addInto(pit, add.pit);
    c.p = compact({ ...pit, era: era(pit) });
  }
  return compact(c);
}

/** His 2025 lines summed (batting only where a line gives at bats, pitching where he pitched). */
function sumLines(lines: Line2025[]) {
  const bat = lines.filter((l) => l.bat && l.bat.ab !== undefined);
  const pit = lines.filter((l) => l.pit);
  const sum = (xs: Record<string, number>[]) => xs.reduce((acc, x) => (addInto(acc, x), acc), {});
  return {
    bat: bat.length ? sum(bat.map((l) => l.bat!)) : undefined,
    pit: pit.length ? sum(pit.map((l) => l.pit!)) : undefined,
  };
}

/** A slug no people or players row added so far holds: his name's, else with '-mlb' (then '-mlb-2' …). */
function freeSlug(name: string, id: string, taken: Set<string>): string {
  const base = slugify(name) || slugify(id);
  let slug = base;
  for (let n = 1; taken.has(slug); n++) slug = n === 1 ? `${base}-mlb` : `${base}-mlb-${n}`;
  taken.add(slug);
  return slug;
}

/** Who each Baseball-Reference id is: the Lahman playerID whose People.bbrefID it is (null: new in 2025). */
function lahmanIds(ctx: BuildContext, lahman: People): (id: string) => string | null | undefined {
  const byBbref = new Map<string, string[]>();
  for (const p of lahman.rows)
    if (p.bbrefID) byBbref.set(p.bbrefID, [...(byBbref.get(p.bbrefID) ?? []), p.playerID]);
  return (id) => {
    const pids = byBbref.get(id) ?? [];
    if (pids.length > 1) {
      report(ctx, `${id}: Lahman People has ${pids.join(', ')} with this bbrefID; his lines are left out`);
      return undefined;
    }
    return pids[0] ?? null;
  };
}

export function addPlayers2025(ctx: BuildContext, teams: Team2025[], lahman: People): void {
  const { lines, combined } = readLines2025(ctx);
  const teamOf = new Map(teams.map((t) => [t.abbreviation, t]));
  const lahmanOf = lahmanIds(ctx, lahman);
  const peopleRow = new Map(lahman.rows.map((p) => [p.playerID, p]));
  const taken = new Set([...ctx.rows('people'), ...ctx.rows('players')].map((r) => String(r.slug)));
  const byId = new Map<string, Line2025[]>();
  for (const l of lines) byId.set(l.id, [...(byId.get(l.id) ?? []), l]);

  const added: Row<'player_seasons'>[] = [];
  let matched = 0;
  let newcomers = 0;
  let suffixed = 0;
  for (const [id, own] of [...byId].sort((a, b) => a[0].localeCompare(b[0]))) {
    const pid = lahmanOf(id);
    if (pid === undefined) continue;
    const key = personKey(pid ?? id);
    // A new player's key is his Baseball-Reference id; one that is another man's Lahman playerID is never merged.
    if (pid === null && ctx.has('people', key)) {
      report(ctx, `${own[0].name} (${id}): his id is the Lahman playerID of another person; lines left out`);
      continue;
    }
    if (pid && addNameSuffix(ctx, key, own[0].name)) suffixed++;
    for (const l of own.sort((a, b) => a.stint - b.stint)) {
      const t = teamOf.get(l.code);
      if (!t) report(ctx, `${l.name} (${id}): unknown team ${l.code}; team left empty`, l.file, l.line);
      const computed = l.pit ? era(l.pit) : undefined;
      if (computed !== undefined && l.listedEra !== null && Math.abs(computed - l.listedEra) > 0.005)
        report(
          ctx,
          `${l.name} (${l.code}): ERA ${l.listedEra} listed, ${computed} from ER and IP`,
          l.file,
          l.line,
        );
      const row: Row<'player_seasons'> = {
        key: `mlb:${pid ?? id}:${YEAR}:${l.stint}`,
        player: key,
        season: seasonKey(YEAR),
        team: t?.team ?? null,
        stint: l.stint,
        is_postseason: false,
        games_played: Math.max(l.batGames ?? 0, l.pitGames ?? 0) || null,
        games_started: gamesStarted(l),
        stats: statsOf(l),
        source: BBREF_2025_PLAYERS,
      };
      ctx.add('player_seasons', row);
      added.push(row);
    }
    const sums = sumLines(own);
    const player = ctx.get('players', key);
    if (player) {
      matched++;
      Object.assign(player, {
        first_year: Math.min(Number(player.first_year ?? YEAR), YEAR),
        last_year: Math.max(Number(player.last_year ?? YEAR), YEAR),
        career: extendCareer(player.career ?? null, sums),
      });
      continue;
    }
    // New in 2025 (or in Lahman People without a line before): his players row, and his people row if he has none.
    newcomers++;
    const p = pid ? peopleRow.get(pid) : undefined;
    const name = p ? [p.nameFirst, p.nameLast].filter(Boolean).join(' ') : own[0].name;
    const slug = p ? slugify(name) || slugify(pid!) : freeSlug(name, id, taken);
    if (!p) {
      const [first, ...rest] = name.split(' ');
      ctx.add('people', {
        key,
        slug,
        first_name: first || null,
        last_name: rest.join(' ') || null,
        full_name: name,
        source: BBREF_2025_PLAYERS,
      });
    }
    const most = [...own].sort((a, b) => (b.batGames ?? 0) - (a.batGames ?? 0))[0];
    ctx.add('players', {
      key,
      slug,
      person: key,
      league: 'mlb',
      primary_position: primaryOf(most.pos) ?? (own.some((l) => l.pit) ? 'P' : null),
      first_year: YEAR,
      last_year: YEAR,
      is_active: true,
      hall_of_fame: false,
      bats: p?.bats || null,
      throws: p?.throws || null,
      career: extendCareer({ id: pid ?? id, debut: p?.debut || null }, sums),
      source: BBREF_2025_PLAYERS,
    });
  }
  // Active: he played in the league's last season, now 2025 (players.ts said 2024 before these lines).
  for (const p of ctx.rows('players'))
    if (p.league === 'mlb') Object.assign(p, { is_active: Number(p.last_year) === YEAR });
  report(
    ctx,
    `${byId.size} players, ${added.length} lines: ${matched} joined to Lahman players by bbrefID, ${newcomers} new in 2025; ${combined} combined rows of traded players ('2TM', '3TM' … and their one-league subtotals, both tables) not added: their per-team rows are; ${suffixed} Lahman names given the suffix the 2025 tables print (Jr., II …)`,
  );
  claimTeamTotals(ctx, teams, added);
}

/** The 2025 player lines, after the Lahman players (whose careers they extend), the name suffixes and the 2025 awards. */
export const players2025Step: SourceModule = {
  name: 'mlb-2025-players',
  leagues: ['mlb'],
  sources: [bbref2025PlayersSource, handAwards2025Source, handNameSuffixesSource],
  needs: [teams2025, people, playersAdded],
  gives: [table('people'), table('players'), table('player_seasons'), table('awards')],
  build: (ctx) => {
    addPlayers2025(ctx, ctx.need(teams2025), ctx.need(people));
    addHandNameSuffixes(ctx);
    addHandAwards2025(ctx);
  },
};
