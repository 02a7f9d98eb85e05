// Source: the NFL draft 1980-2025 (nflverse draft_picks joined with the combine, via joe-bryant8/760-Draft-Picks):
// every drafted player with his pick, team, college, combine measurements and career summary to 2024. Read → the
// drafted players (people + players rows; a player drafted twice is one player with his first draft).
import type { BuildContext, Json, Row } from '../../model';
import { compact } from '../../shared/json';
import { int, num } from '../../shared/parse';
import { L, nameParts } from './league';
import type { Teams } from './team-types';
import { addPlayer } from './person-rows';

export const DRAFT_FILE = 'nfl_draft_picks/draft_picks.csv';
export const DRAFT: Row<'sources'> = {
  key: 'nfl-draft-picks',
  name: 'NFL draft picks (nflverse draft_picks + combine)',
  url: 'https://github.com/joe-bryant8/760-Draft-Picks',
  licence: 'No licence stated',
  attribution:
    'Draft data from nflverse draft_picks / Pro-Football-Reference via joe-bryant8/760-Draft-Picks',
  notes: 'Draft 1980-2025 with career totals to the 2024 season.',
};
/** NFL exports write 0 for "did not record": zeros are left out with the missing cells. */
const nonZero = (o: Record<string, number | null>) => compact(o, { dropZeros: true });

export interface PeopleIndex {
  /**
   * Person key of the one drafted player with this exact name, drafted no later than `season` by `team`
   * (a same-named player drafted elsewhere may be someone else: Doug Williams the 1986 tackle is not the QB).
   */
  findPlayer(name: string, season: number, team: string | null): string | null;
}

export function addDraftPlayers(ctx: BuildContext, teams: Teams): PeopleIndex {
  const rows = ctx.readCsv(DRAFT_FILE);
  const maxTo = Math.max(...rows.map((r) => int(r.to) ?? 0));
  const seen = new Set<string>();
  // later drafts of the same player, by player key
  const redrafted = new Map<string, Json[]>();
  const firstKey = new Set<string>();
  for (const r of rows) {
    const id = (r.pfr_player_id ?? '').trim();
    if (!id || !r.pfr_player_name || int(r.season) == null || int(r.pick) == null) continue;
    const k = `${L}:${id}`;
    if (firstKey.has(k))
      redrafted.set(k, [
        ...(redrafted.get(k) ?? []),
        { y: int(r.season), r: int(r.round), p: int(r.pick), tm: r.team },
      ]);
    firstKey.add(k);
  }
  const byName = new Map<string, { person: string; season: number; team: string | null }[]>();
  rows.forEach((r, i) => {
    const line = i + 2;
    const season = int(r.season);
    const round = int(r.round);
    const pick = int(r.pick);
    const name = (r.pfr_player_name ?? '').trim();
    if (season == null || round == null || pick == null || !name) {
      ctx.report({
        source: DRAFT.key,
        file: DRAFT_FILE,
        line,
        problem: 'draft row without a player name (or season/round/pick) skipped',
      });
      return;
    }
    const team = teams.byCode(r.team, season);
    if (!team)
      ctx.report({
        source: DRAFT.key,
        file: DRAFT_FILE,
        line,
        problem: `unknown team code '${r.team}' in ${season}; draft team left blank`,
      });
    const id = (r.pfr_player_id ?? '').trim();
    const key = id ? `${L}:${id}` : `${L}:draft-${season}-${pick}`;
    if (seen.has(key)) {
      // drafted twice (e.g. Bo Jackson 1986 and 1987): one player with the first draft; the later one in career.redrafted
      ctx.report({
        source: DRAFT.key,
        file: DRAFT_FILE,
        line,
        problem: `${name} (${id}) drafted again in ${season}; kept as one player with the first draft, this one noted in career.redrafted`,
      });
      return;
    }
    const { first, last } = nameParts(name);
    const person = `${L}:person-${id || `draft-${season}-${pick}`}`;
    const to = int(r.to);
    const career: Record<string, Json> = {};
    const base = nonZero({
      g: int(r.games),
      ss: int(r.seasons_started),
      ap: int(r.allpro),
      pb: int(r.probowls),
      av: int(r.w_av),
      drav: int(r.dr_av),
    });
    if (base) Object.assign(career, base);
    // Pro Bowls are written even when none: 0 is a count the file gives, not a figure it lacks.
    const pb = int(r.probowls);
    if (pb !== null) career.pb = pb;
    const pass = nonZero({
      cmp: int(r.pass_completions),
      att: int(r.pass_attempts),
      yds: int(r.pass_yards),
      td: int(r.pass_tds),
      int: int(r.pass_ints),
    });
    const rush = nonZero({ att: int(r.rush_atts), yds: int(r.rush_yards), td: int(r.rush_tds) });
    const rec = nonZero({ rec: int(r.receptions), yds: int(r.rec_yards), td: int(r.rec_tds) });
    const def = nonZero({ solo: int(r.def_solo_tackles), int: int(r.def_ints), sk: num(r.def_sacks) });
    if (pass) career.pass = pass;
    if (rush) career.rush = rush;
    if (rec) career.rec = rec;
    if (def) career.def = def;
    const combine = nonZero({
      forty: num(r['40yd']),
      vert: num(r.Vertical),
      bench: int(r.Bench),
      broad: int(r['Broad Jump']),
      cone: num(r['3Cone']),
      shuttle: num(r.Shuttle),
    });
    if (combine) career.combine = combine;
    if (r.age) career.draft_age = num(r.age);
    if (redrafted.has(key)) career.redrafted = redrafted.get(key)!;
    addPlayer(ctx, {
      key,
      person,
      name,
      first,
      last,
      heightInches: int(r.Height_in),
      weightPounds: int(r.Wt),
      college: (r.college ?? '').trim() || null,
      position: (r.position ?? '').trim() || null,
      draft: { year: season, round, pick, team },
      firstYear: null,
      lastYear: to,
      isActive: to == null ? null : to >= maxTo,
      hallOfFame: r.hof === 'True',
      career: Object.keys(career).length ? career : null,
      source: DRAFT.key,
    });
    seen.add(key);
    byName.set(name, [...(byName.get(name) ?? []), { person, season, team }]);
  });
  return {
    findPlayer(name, season, team) {
      const c = (byName.get(name) ?? []).filter((x) => x.season <= season && team != null && x.team === team);
      return c.length === 1 ? c[0].person : null;
    },
  };
}
