// Head coaches: coaches + coach_stints (W-L and playoff W-L to 2015-16; coach names only 2016-17..2019-20).
import { join } from 'node:path';
import type { BuildContext } from '../../model';
import type { PeopleResult } from './people';
import { SRC, type TeamsResult } from './teams';
import { LG, int, nameKey, personKey, seasonKey, slugify, teamKey } from './util';

export interface CoachesResult {
  /** `${franchise}:${start}` -> coaches in order, with playoff games. */
  byTeamSeason: Map<string, { name: string; poGames: number }[]>;
}

export function addCoaches(ctx: BuildContext, t: TeamsResult, p: PeopleResult): CoachesResult {
  const byTeamSeason = new Map<string, { name: string; poGames: number }[]>();
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
    const coach = ensureCoach(r.name, fa?.start ?? start, fa?.age ?? null);
    const ts = `${m.franchise}:${start}`;
    const n = (stintNo.get(`${coach}:${ts}`) ?? 0) + 1;
    stintNo.set(`${coach}:${ts}`, n);
    const poGames = int(r.po_games) ?? 0;
    ctx.add('coach_stints', {
      key: `nba:cs:${slugify(r.name)}:${start}:${m.franchise}${n > 1 ? `:${n}` : ''}`,
      coach,
      team: teamKey(m.franchise),
      season: seasonKey(start),
      start_year: start,
      end_year: start,
      title: 'Head Coach',
      is_head_coach: true,
      games: int(r.games),
      wins: int(r.wins),
      losses: int(r.losses),
      ties: null,
      playoff_wins: poGames > 0 ? int(r.po_wins) : null,
      playoff_losses: poGames > 0 ? int(r.po_losses) : null,
      source: SRC.coaches,
    });
    const l = byTeamSeason.get(ts) ?? [];
    l.push({ name: r.name, poGames });
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
    if (full && !coachKeyOf.has(full)) {
      // A new coach: the same person as a player of that name only when the name is unique and the playing
      // career ended before this season.
      const players = p.byName.get(nameKey(full)) ?? [];
      const pl = players.length === 1 ? ctx.get('players', personKey(players[0].pid)) : undefined;
      const linked =
        pl && typeof pl.last_year === 'number' && pl.last_year < start ? personKey(players[0].pid) : null;
      ensureCoach(full, start, null, linked);
    }
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
    ctx.add('coach_stints', {
      key: `nba:cs:${slugify(pick)}:${start}:${m.franchise}`,
      coach,
      team: teamKey(m.franchise),
      season: seasonKey(start),
      start_year: start,
      end_year: start,
      title: 'Head Coach',
      is_head_coach: true,
      source: SRC.coaches,
    });
    const l = byTeamSeason.get(ts) ?? [];
    l.push({ name: pick, poGames: 0 });
    byTeamSeason.set(ts, l);
  });
  ctx.report({
    source: SRC.coaches,
    file: file2,
    problem:
      'coach files end with 2019-20; 2016-17..2019-20 list one coach per team-season without W-L (mid-season changes not shown); no coaches from 2020-21',
  });
  return { byTeamSeason };
}
