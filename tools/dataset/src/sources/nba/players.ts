// Players from Basketball-Reference's career list: the person and player rows, with the latest BAA/NBA draft entry
// of each (the drafting franchise, which the API names as it was that year).
import type { BuildContext, Json } from '../../model';
import { bool, int, text } from '../../shared/parse';
import { slugify } from '../../shared/slug';
import { BBREF, LG, nameKey, personKey, teamKey } from './keys';
import type { TeamsResult } from './teams';

export interface PeopleResult {
  /** nameKey(full name) -> players with that name. */
  byName: Map<string, { pid: string; birthYear: number | null }[]>;
  /** Basketball-Reference ids of every player row. */
  known: Set<string>;
  /** `${pid}:${seasonEnd}` -> franchises the player appeared for. */
  teamsOf: Map<string, string[]>;
  /** Resolve a player by name (+ season end year and team code hint). */
  findPlayer(name: string, seasonEnd: number, franchise: string | null): string | null;
}

export function addPlayers(
  ctx: BuildContext,
  t: TeamsResult,
): Pick<PeopleResult, 'byName' | 'known'> & { careers: Record<string, string>[] } {
  const careerFile = 'nba_bbref/player_career_info.csv';
  const careers = ctx.readCsv(careerFile);
  const maxSeason = Math.max(...t.seasons) + 1;

  // Draft: the latest BAA/NBA draft entry of each player.
  const draftFile = 'nba_bbref/draft_pick_history.csv';
  const drafts = new Map<string, { r: Record<string, string>; line: number }>();
  ctx.readCsv(draftFile).forEach((r, i) => {
    const pid = text(r.player_id);
    if (!pid) return;
    const prev = drafts.get(pid);
    if (!prev || Number(r.season) >= Number(prev.r.season)) drafts.set(pid, { r, line: i + 2 });
  });

  const byName = new Map<string, { pid: string; birthYear: number | null }[]>();
  const known = new Set<string>();
  careers.forEach((c, i) => {
    const pid = text(c.player_id);
    if (!pid || known.has(pid)) {
      ctx.report({
        source: BBREF,
        file: careerFile,
        line: i + 2,
        problem: `missing or duplicate player_id ${c.player_id}`,
      });
      return;
    }
    known.add(pid);
    const full = c.player.trim();
    const sp = full.indexOf(' ');
    const birth = text(c.birth_date);
    const birthYear = birth ? Number(birth.slice(0, 4)) : null;
    const l = byName.get(nameKey(full)) ?? [];
    l.push({ pid, birthYear });
    byName.set(nameKey(full), l);
    ctx.add('people', {
      key: personKey(pid),
      slug: slugify(full),
      first_name: sp > 0 ? full.slice(0, sp) : null,
      last_name: sp > 0 ? full.slice(sp + 1) : full,
      full_name: full,
      birth_date: birth,
      birth_year: birthYear,
      height_inches: int(c.ht_in_in),
      weight_pounds: int(c.wt),
      college: text(c.colleges),
      source: BBREF,
    });
    const d = drafts.get(pid);
    let draftTeam: string | null = null;
    if (d) {
      const m = t.fr.lookupNear(d.r.tm, Number(d.r.season));
      if (m) draftTeam = teamKey(m.franchise);
      else
        ctx.report({
          source: BBREF,
          file: draftFile,
          line: d.line,
          problem: `draft team ${d.r.tm} ${d.r.season} not mapped to a franchise`,
        });
    }
    const from = int(c.from);
    const to = int(c.to);
    const debut = text(c.debut);
    const career: Record<string, Json> = {};
    if (debut) career.debut = debut.slice(0, 10);
    ctx.add('players', {
      key: personKey(pid),
      slug: slugify(full),
      person: personKey(pid),
      league: LG,
      primary_position: text(c.pos),
      draft_year: d ? int(d.r.season) : null,
      draft_round: d ? int(d.r.round) : null,
      draft_pick: d ? int(d.r.overall_pick) : null,
      draft_team: draftTeam,
      first_year: from !== null ? from - 1 : null,
      last_year: to !== null ? to - 1 : null,
      is_active: to === maxSeason,
      hall_of_fame: bool(c.hof),
      career: Object.keys(career).length ? career : null,
      source: BBREF,
    });
  });
  return { byName, known, careers };
}

/** The people index the coaches, Finals and awards resolve names with. */
export function peopleIndex(
  byName: PeopleResult['byName'],
  known: Set<string>,
  teamsOf: PeopleResult['teamsOf'],
): PeopleResult {
  const findPlayer = (name: string, seasonEnd: number, franchise: string | null): string | null => {
    const cands = byName.get(nameKey(name)) ?? [];
    if (cands.length === 1) return cands[0].pid;
    const onTeam = cands.filter((c) => {
      const l = teamsOf.get(`${c.pid}:${seasonEnd}`);
      return l && (!franchise || l.includes(franchise));
    });
    return onTeam.length === 1 ? onTeam[0].pid : null;
  };
  return { byName, known, teamsOf, findPlayer };
}
