// Head coaches: coaches + coach_stints (W-L and playoff W-L to 2015-16; coach names only 2016-17..2019-20).
import { join } from 'node:path';
import type { BuildContext } from '../../model';
import { int } from '../../shared/parse';
import { nameVariants } from '../../shared/given-names';
import { slugify } from '../../shared/slug';
import { LG, nameKey, personKey, seasonKey, teamKey } from './keys';
import type { PeopleResult } from './players';
import { SRC } from './sources';
import type { TeamsResult } from './teams';

export interface CoachLine {
  name: string;
  poGames: number;
  wins?: number | null;
  losses?: number | null;
}

export interface CoachesResult {
  /** `${franchise}:${start}` -> coaches in order, with playoff games and (to 2015-16) regular-season W-L. */
  byTeamSeason: Map<string, CoachLine[]>;
  /** Coaches nba_coaches_2021 names for a team-season before 2016-17 that the W-L file lacks (interim coaches). */
  unlisted: Map<string, string[]>;
}

export function addCoaches(ctx: BuildContext, t: TeamsResult, p: PeopleResult): CoachesResult {
  const byTeamSeason = new Map<string, CoachLine[]>();
  const coachKeyOf = new Map<string, string>(); // name -> coach key
  const ensureCoach = (
    name: string,
    start: number,
    age: number | null,
    linked: string | null = null,
  ): string => {
    let key = coachKeyOf.get(name);
    if (key) return key;
    key = `nba:coach:${slugify(name)}`;
    // A coach who also played is the same person when the name and birth year (from age) agree.
    let person: string | null = linked;
    if (!person && age !== null) {
      const by = start + 1 - age;
      const cands = (p.byName.get(nameKey(name)) ?? []).filter(
        (c) => c.birthYear !== null && Math.abs(c.birthYear - by) <= 1,
      );
      if (cands.length === 1) person = personKey(cands[0].pid);
    }
    if (!person) {
      person = key;
      const sp = name.indexOf(' ');
      ctx.add('people', {
        key: person,
        slug: slugify(name),
        first_name: sp > 0 ? name.slice(0, sp) : null,
        last_name: sp > 0 ? name.slice(sp + 1) : name,
        full_name: name,
        source: SRC.coaches,
      });
    }
    ctx.add('coaches', { key, slug: slugify(name), person, league: LG, source: SRC.coaches });
    coachKeyOf.set(name, key);
    return key;
  };

  /**
   * A coach known by full name only: the same person as a player of that name only when the name is unique and the
   * playing career ended before this season.
   */
  const ensureNewCoach = (full: string, start: number): string => {
    const known = coachKeyOf.get(full);
    if (known) return known;
    const players = p.byName.get(nameKey(full)) ?? [];
    const pl = players.length === 1 ? ctx.get('players', personKey(players[0].pid)) : undefined;
    const linked =
      pl && typeof pl.last_year === 'number' && pl.last_year < start ? personKey(players[0].pid) : null;
    return ensureCoach(full, start, null, linked);
  };

  // Ages give birth years; collect the first age seen per coach so person links are stable.
  const file = 'nba_coaches/coaches_bbref_to_2016.csv';
  const rows = ctx.readCsv(file);
  const firstAge = new Map<string, { start: number; age: number }>();
  for (const r of rows) {
    const start = Number(r.season.slice(0, 4));
    const age = int(r.age);
    if (age !== null && (!firstAge.has(r.name) || firstAge.get(r.name)!.start > start))
      firstAge.set(r.name, { start, age });
  }
  const playerOf = coachPlayers(ctx, t, p, rows);
  const stintNo = new Map<string, number>();
  rows.forEach((r, i) => {
    const start = Number(r.season.slice(0, 4));
    const m = t.fr.lookup(r.team, start + 1);
    if (!m || !/^\d{4}-\d{2}$/.test(r.season)) {
      ctx.report({
        source: SRC.coaches,
        file,
        line: i + 2,
        problem: `team ${r.team} ${r.season} not mapped`,
      });
      return;
    }
    const fa = firstAge.get(r.name);
    const coach = ensureCoach(r.name, fa?.start ?? start, fa?.age ?? null, playerOf.get(r.name) ?? null);
    const ts = `${m.franchise}:${start}`;
    const n = (stintNo.get(`${coach}:${ts}`) ?? 0) + 1;
    stintNo.set(`${coach}:${ts}`, n);
    const poGames = int(r.po_games) ?? 0;
    addStint(ctx, {
      name: r.name,
      n,
      coach,
      franchise: m.franchise,
      start,
      games: int(r.games),
      wins: int(r.wins),
      losses: int(r.losses),
      playoffWins: poGames > 0 ? int(r.po_wins) : null,
      playoffLosses: poGames > 0 ? int(r.po_losses) : null,
      source: SRC.coaches,
    });
    const l = byTeamSeason.get(ts) ?? [];
    l.push({ name: r.name, poGames, wins: int(r.wins), losses: int(r.losses) });
    byTeamSeason.set(ts, l);
  });

  // 2016-17..2019-20: one coach name per team-season, abbreviated ('S. Kerr'); matched to known full names.
  const file2 = 'nba_coaches/coaches_by_team_season_to_2021.csv';
  const known = [...coachKeyOf.keys()];
  const handNames = new Map(
    ctx
      .readCsv(join(ctx.handDir, 'nba/coach_names.csv'))
      .map((r) => [r.abbreviated.trim(), r.full_name.trim()]),
  );
  ctx.readCsv(file2).forEach((r, i) => {
    const start = Number(r.Season.slice(0, 4));
    if (start < 2016) return; // covered with records by the first file
    const m = t.fr.lookup(r.team, start + 1);
    const mm = /^(\S+)\.\s+(.+)$/.exec(r.coach_name.trim());
    if (!m || !mm) {
      ctx.report({
        source: SRC.coaches,
        file: file2,
        line: i + 2,
        problem: `unusable row ${r.Season} ${r.team} ${r.coach_name}`,
      });
      return;
    }
    const [, initial, surname] = mm;
    const full = handNames.get(r.coach_name.trim());
    if (full) ensureNewCoach(full, start);
    const cands = full ? [full] : known.filter((n) => n.startsWith(initial) && n.endsWith(` ${surname}`));
    const sameTeam = cands.filter((n) =>
      [...byTeamSeason.entries()].some(
        ([k, v]) => k.startsWith(`${m.franchise}:`) && v.some((c) => c.name === n),
      ),
    );
    const pick = cands.length === 1 ? cands[0] : sameTeam.length === 1 ? sameTeam[0] : null;
    if (!pick) {
      ctx.report({
        source: SRC.coaches,
        file: file2,
        line: i + 2,
        problem: `abbreviated coach name '${r.coach_name}' (${r.Season} ${r.team}) matches ${cands.length} known coaches; stint omitted`,
      });
      return;
    }
    const coach = coachKeyOf.get(pick)!;
    const ts = `${m.franchise}:${start}`;
    addStint(ctx, { name: pick, coach, franchise: m.franchise, start, source: SRC.coaches });
    const l = byTeamSeason.get(ts) ?? [];
    l.push({ name: pick, poGames: 0 });
    byTeamSeason.set(ts, l);
  });
  // The same coach under another spelling ('J. B.' / 'J.B.') is the one the slug rule makes equal; under another
  // form of his given name ('Michael Malone' / 'Mike Malone'), the one of that surname who coached the same team
  // that season or the one before or after (in the files read so far).
  const coachedBy = new Map([...byTeamSeason].map(([ts, l]) => [ts, l.map((c) => c.name)]));
  const sameName = (name: string, franchise: string, start: number) =>
    [...coachKeyOf.keys()].find((n) => slugify(n) === slugify(name)) ??
    [start - 1, start, start + 1]
      .flatMap((y) => coachedBy.get(`${franchise}:${y}`) ?? [])
      .find((n) => nameVariants(n, name)) ??
    name;
  const unlisted: CoachesResult['unlisted'] = new Map();
  addCoaches2021(ctx, t, byTeamSeason, sameName, ensureNewCoach, unlisted);
  ctx.report({
    source: SRC.coaches2021,
    file: file2021,
    problem:
      'coach files end with 2020-21 and give no W-L after 2015-16 (names only); no coaches from 2021-22',
  });
  return { byTeamSeason, unlisted };
}

const file2021 = 'nba_coaches_2021/coaches_by_season.csv';

/**
 * Coaches who are the same person as a player where the names agree but the coach file's age does not settle it:
 * a player-coach (he played for the team the season he coached it: Howie Schultz, Anderson 1949-50), and the
 * coaches hand/nba/coach_players.csv links to their player pages (the file's age a year off). Name -> person key.
 */
function coachPlayers(
  ctx: BuildContext,
  t: TeamsResult,
  p: PeopleResult,
  rows: Record<string, string>[],
): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of rows) {
    const start = Number(r.season.slice(0, 4));
    const m = t.fr.lookup(r.team, start + 1);
    if (!m || out.has(r.name)) continue;
    const same = (p.byName.get(nameKey(r.name)) ?? []).filter((c) =>
      p.teamsOf.get(`${c.pid}:${start + 1}`)?.includes(m.franchise),
    );
    if (same.length === 1) out.set(r.name, personKey(same[0].pid));
  }
  const file = join(ctx.handDir, 'nba/coach_players.csv');
  ctx.readCsv(file).forEach((r, i) => {
    const known = (p.byName.get(nameKey(r.coach)) ?? []).some((c) => c.pid === r.player_id);
    if (known) out.set(r.coach, personKey(r.player_id));
    else
      ctx.report({
        source: SRC.coaches,
        file,
        line: i + 2,
        problem: `no player ${r.player_id} named ${r.coach}`,
      });
  });
  return out;
}

/**
 * nba_coaches_2021 (Basketball-Reference coach pages, every coach of a team-season in order, full names, no W-L)
 * adds what the other files lack: the coaches replaced or hired mid-season in 2016-17..2019-20 (the second file
 * names one coach per team-season) and the whole 2020-21 season. Seasons before 2016-17 are covered with records.
 */
function addCoaches2021(
  ctx: BuildContext,
  t: TeamsResult,
  byTeamSeason: CoachesResult['byTeamSeason'],
  sameName: (name: string, franchise: string, start: number) => string,
  coachOf: (name: string, start: number) => string,
  unlisted: CoachesResult['unlisted'],
): void {
  const order = new Map<string, string[]>(); // `${franchise}:${start}` -> names in file order
  ctx.readCsv(file2021).forEach((r, i) => {
    const end = int(r.seas);
    if (end !== null && end < 2017) {
      const m = t.fr.lookup(r.tm, end);
      const ts = m ? `${m.franchise}:${end - 1}` : null;
      const name = m ? sameName(r.coach.trim(), m.franchise, end - 1) : r.coach.trim();
      if (ts && byTeamSeason.has(ts) && !byTeamSeason.get(ts)!.some((c) => c.name === name))
        unlisted.set(ts, [...new Set([...(unlisted.get(ts) ?? []), name])]);
    }
    if (end === null || end < 2017) return;
    const start = end - 1;
    const m = t.fr.lookup(r.tm, end);
    const name = m ? sameName(r.coach.trim(), m.franchise, start) : r.coach.trim();
    if (!m || !name) {
      ctx.report({
        source: SRC.coaches2021,
        file: file2021,
        line: i + 2,
        problem: `unusable row ${r.tm} ${end} ${name}`,
      });
      return;
    }
    const ts = `${m.franchise}:${start}`;
    const names = order.get(ts) ?? [];
    if (names.includes(name)) return; // the file repeats some rows
    order.set(ts, [...names, name]);
    const listed = byTeamSeason.get(ts) ?? [];
    if (listed.some((c) => c.name === name)) return;
    addStint(ctx, {
      name,
      coach: coachOf(name, start),
      franchise: m.franchise,
      start,
      source: SRC.coaches2021,
    });
    byTeamSeason.set(ts, [...listed, { name, poGames: 0 }]);
  });
  // Coaches of a team-season in the order they led it (the file's order).
  for (const [ts, names] of order) {
    const listed = byTeamSeason.get(ts) ?? [];
    const rank = (n: string) => (names.includes(n) ? names.indexOf(n) : names.length);
    byTeamSeason.set(
      ts,
      [...listed].sort((a, b) => rank(a.name) - rank(b.name)),
    );
  }
}

interface Stint {
  name: string;
  /** The coach's nth stint with the team that season (a coach who left and returned). */
  n?: number;
  coach: string;
  franchise: string;
  start: number;
  games?: number | null;
  wins?: number | null;
  losses?: number | null;
  playoffWins?: number | null;
  playoffLosses?: number | null;
  source: string;
}

/** The coach-stint row: a head coach of a team-season (records where the source gives them). */
/** A coach's stint with a franchise in a season (n: his second stint there that season, and so on). */
export const coachStintKey = (name: string, start: number, franchise: string, n = 1) =>
  `nba:cs:${slugify(name)}:${start}:${franchise}${n > 1 ? `:${n}` : ''}`;

function addStint(ctx: BuildContext, s: Stint): void {
  ctx.add('coach_stints', {
    key: coachStintKey(s.name, s.start, s.franchise, s.n ?? 1),
    coach: s.coach,
    team: teamKey(s.franchise),
    season: seasonKey(s.start),
    start_year: s.start,
    end_year: s.start,
    title: 'Head Coach',
    is_head_coach: true,
    games: s.games ?? null,
    wins: s.wins ?? null,
    losses: s.losses ?? null,
    ties: null,
    playoff_wins: s.playoffWins ?? null,
    playoff_losses: s.playoffLosses ?? null,
    source: s.source,
  });
}
