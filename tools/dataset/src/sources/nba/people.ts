// Players: bios, draft, season totals (2021 snapshot), roster entries and awards.
import type { BuildContext, Json } from '../../model';
import type { TeamsResult } from './teams';
import {
  BBREF,
  LG,
  bool,
  int,
  nameKey,
  personKey,
  real,
  seasonKey,
  seasonLabel,
  slugify,
  teamKey,
  text,
} from './util';

export interface PeopleResult {
  /** nameKey(full name) -> players with that name. */
  byName: Map<string, { pid: string; birthYear: number | null }[]>;
  /** `${pid}:${seasonEnd}` -> franchises the player appeared for. */
  teamsOf: Map<string, string[]>;
  /** Resolve a player by name (+ season end year and team code hint). */
  findPlayer(name: string, seasonEnd: number, franchise: string | null): string | null;
}

const AWARDS: Record<string, [string, string]> = {
  'nba mvp': ['mvp', 'NBA Most Valuable Player'],
  'nba roy': ['roy', 'NBA Rookie of the Year'],
  'baa roy': ['roy', 'BAA Rookie of the Year'],
  'nba dpoy': ['dpoy', 'NBA Defensive Player of the Year'],
  'nba smoy': ['smoy', 'NBA Sixth Man of the Year'],
  'nba mip': ['mip', 'NBA Most Improved Player'],
  'nba clutch_poy': ['clutch-poy', 'NBA Clutch Player of the Year'],
};

const STAT_COLS: [string, string][] = [
  ['mp', 'mp'],
  ['fg', 'fg'],
  ['fga', 'fga'],
  ['x3p', '3p'],
  ['x3pa', '3pa'],
  ['x2p', '2p'],
  ['x2pa', '2pa'],
  ['ft', 'ft'],
  ['fta', 'fta'],
  ['orb', 'orb'],
  ['drb', 'drb'],
  ['trb', 'trb'],
  ['ast', 'ast'],
  ['stl', 'stl'],
  ['blk', 'blk'],
  ['tov', 'tov'],
  ['pf', 'pf'],
  ['pts', 'pts'],
];

export function addPeople(ctx: BuildContext, t: TeamsResult): PeopleResult {
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

  // Roster entries (player-team-season), NBA/BAA only.
  const psiFile = 'nba_bbref/player_season_info.csv';
  const teamsOf = new Map<string, string[]>();
  const rosterRows: { key: string; pid: string; fr: string; seasonEnd: number; pos: string | null }[] = [];
  let abaRoster = 0;
  let multi = 0;
  ctx.readCsv(psiFile).forEach((r, i) => {
    if (r.lg === 'ABA') {
      abaRoster++;
      return;
    }
    if (/^\d+TM$/.test(r.team) || r.team === 'TOT') {
      multi++;
      return;
    }
    const pid = text(r.player_id);
    const seasonEnd = Number(r.season);
    const m = t.fr.lookup(r.team, seasonEnd);
    if (!pid || !known.has(pid) || !m) {
      ctx.report({
        source: BBREF,
        file: psiFile,
        line: i + 2,
        problem: `unknown player ${r.player_id} or team ${r.team} ${r.season}`,
      });
      return;
    }
    const k = `${pid}:${seasonEnd}`;
    const l = teamsOf.get(k) ?? [];
    if (!l.includes(m.franchise)) l.push(m.franchise);
    teamsOf.set(k, l);
    rosterRows.push({
      key: `nba:re:${pid}:${seasonEnd - 1}:${m.franchise}`,
      pid,
      fr: m.franchise,
      seasonEnd,
      pos: text(r.pos),
    });
  });
  if (abaRoster)
    ctx.report({
      source: BBREF,
      file: psiFile,
      problem: `${abaRoster} ABA player-seasons omitted from roster_entries`,
    });
  if (multi)
    ctx.report({
      source: BBREF,
      file: psiFile,
      problem: `${multi} multi-team aggregate rows (2TM, 3TM ...) skipped; the per-team rows are kept`,
    });

  // Season totals from the 2021 snapshot, mapped from old numeric ids to Basketball-Reference ids.
  const oldFile = 'nba_bbref/snapshot_2021-11-01/player_career_info.csv';
  const byNameFrom = new Map<string, Record<string, string>[]>();
  const byLastFromTo = new Map<string, Record<string, string>[]>();
  const bare = (s: string) => s.replace(/\s+(Jr\.?|Sr\.?|II|III|IV)$/i, '').trim();
  const lastWord = (s: string) => nameKey(bare(s).split(/\s+/).pop() ?? s);
  const firstWord = (s: string) => nameKey(bare(s).split(/\s+/)[0] ?? s);
  for (const c of careers) {
    const k = `${nameKey(c.player)}:${c.from}`;
    byNameFrom.set(k, [...(byNameFrom.get(k) ?? []), c]);
    const k2 = `${lastWord(c.player)}:${c.from}:${c.to}`;
    byLastFromTo.set(k2, [...(byLastFromTo.get(k2) ?? []), c]);
  }
  const oldToNew = new Map<string, string>();
  ctx.readCsv(oldFile).forEach((o, i) => {
    let cands = byNameFrom.get(`${nameKey(o.player)}:${o.first_seas}`) ?? [];
    if (cands.length > 1) {
      const byTo = cands.filter((c) => c.to === o.last_seas);
      if (byTo.length) cands = byTo;
    }
    if (cands.length > 1 && o.birth_year !== 'NA') {
      const byBirth = cands.filter((c) => (c.birth_date ?? '').startsWith(o.birth_year));
      if (byBirth.length) cands = byBirth;
    }
    if (!cands.length) cands = byLastFromTo.get(`${lastWord(o.player)}:${o.first_seas}:${o.last_seas}`) ?? [];
    // Renamed players (Enes Kanter -> Enes Freedom, Otto Porter -> Otto Porter Jr.): same debut season and a
    // career that covers the old one, with the same first or last name.
    if (!cands.length) {
      const covering = careers.filter((c) => c.from === o.first_seas && Number(c.to) >= Number(o.last_seas));
      const byLast = covering.filter((c) => lastWord(c.player) === lastWord(o.player));
      const byFirst = covering.filter((c) => firstWord(c.player) === firstWord(o.player));
      cands = byLast.length === 1 ? byLast : byFirst.length === 1 ? byFirst : [];
    }
    if (cands.length === 1) oldToNew.set(o.player_id, cands[0].player_id);
    else
      ctx.report({
        source: BBREF,
        file: oldFile,
        line: i + 2,
        problem: `old player id ${o.player_id} (${o.player}, ${o.first_seas}-${o.last_seas}) ${cands.length ? 'matches several' : 'matches no'} current player id; season totals omitted`,
      });
  });

  const totalsFile = 'nba_bbref/snapshot_2021-11-01/player_totals.csv';
  const stints = new Map<string, number>();
  const gamesOf = new Map<string, { g: number | null; gs: number | null }>();
  let abaTotals = 0;
  ctx.readCsv(totalsFile).forEach((r, i) => {
    if (r.lg === 'ABA') {
      abaTotals++;
      return;
    }
    if (r.tm === 'TOT') return; // multi-team season total: the per-team rows are kept
    const pid = oldToNew.get(r.player_id);
    if (!pid) return; // reported once per player above
    const seasonEnd = Number(r.season);
    const m = t.fr.lookup(r.tm, seasonEnd);
    if (!m) {
      ctx.report({
        source: BBREF,
        file: totalsFile,
        line: i + 2,
        problem: `team ${r.tm} ${r.season} not mapped`,
      });
      return;
    }
    const sk = `${pid}:${seasonEnd}`;
    const stint = (stints.get(sk) ?? 0) + 1;
    stints.set(sk, stint);
    const stats: Record<string, Json> = {};
    const age = int(r.age);
    if (age !== null) stats.age = age;
    if (text(r.pos)) stats.pos = r.pos;
    for (const [col, key] of STAT_COLS) {
      const v = real(r[col]);
      if (v !== null) stats[key] = v;
    }
    const g = int(r.g);
    const gs = int(r.gs);
    gamesOf.set(`${pid}:${seasonEnd}:${m.franchise}`, { g, gs });
    ctx.add('player_seasons', {
      key: `nba:ps:${pid}:${seasonEnd - 1}:${stint}`,
      player: personKey(pid),
      season: seasonKey(seasonEnd - 1),
      team: teamKey(m.franchise),
      stint,
      is_postseason: false,
      games_played: g,
      games_started: gs,
      stats,
      source: BBREF,
    });
  });
  if (abaTotals)
    ctx.report({
      source: BBREF,
      file: totalsFile,
      problem: `${abaTotals} ABA player-season total rows omitted`,
    });
  ctx.report({
    source: BBREF,
    file: totalsFile,
    problem:
      'player season totals end with 2020-21 (snapshot); multi-team TOT rows are not stored (sum the per-team stints)',
  });

  for (const e of rosterRows) {
    const gm = gamesOf.get(`${e.pid}:${e.seasonEnd}:${e.fr}`);
    ctx.add('roster_entries', {
      key: e.key,
      player: personKey(e.pid),
      team: teamKey(e.fr),
      season: seasonKey(e.seasonEnd - 1),
      position: e.pos,
      games: gm?.g ?? null,
      games_started: gm?.gs ?? null,
      source: BBREF,
    });
  }

  const findPlayer = (name: string, seasonEnd: number, franchise: string | null): string | null => {
    const cands = byName.get(nameKey(name)) ?? [];
    if (cands.length === 1) return cands[0].pid;
    const onTeam = cands.filter((c) => {
      const l = teamsOf.get(`${c.pid}:${seasonEnd}`);
      return l && (!franchise || l.includes(franchise));
    });
    return onTeam.length === 1 ? onTeam[0].pid : null;
  };

  // Awards.
  const teamFor = (pid: string, seasonEnd: number) => {
    const l = teamsOf.get(`${pid}:${seasonEnd}`);
    return l && l.length === 1 ? teamKey(l[0]) : null;
  };
  const award = (
    code: string,
    name: string,
    seasonEnd: number,
    pid: string,
    playerName: string,
    notes: string | null,
    src: string,
  ) => {
    const start = seasonEnd - 1;
    const slug = `nba-${code}-${seasonLabel(start)}-${slugify(playerName)}`;
    ctx.add('awards', {
      key: `nba:award:${code}:${start}:${pid}`,
      slug,
      name,
      league: LG,
      year: start,
      season: seasonKey(start),
      person: known.has(pid) ? personKey(pid) : null,
      team: teamFor(pid, seasonEnd),
      recipient_name: playerName,
      notes,
      source: src,
    });
  };
  const sharesFile = 'nba_bbref/player_award_shares.csv';
  let abaAwards = 0;
  ctx.readCsv(sharesFile).forEach((r, i) => {
    if (!bool(r.winner)) return;
    const a = AWARDS[r.award];
    if (!a) {
      abaAwards++;
      return;
    }
    const pid = text(r.player_id) ?? findPlayer(r.player, Number(r.season), null);
    if (!pid || !known.has(pid)) {
      ctx.report({
        source: BBREF,
        file: sharesFile,
        line: i + 2,
        problem: `award winner ${r.player} has no player record`,
      });
      return;
    }
    award(a[0], a[1], Number(r.season), pid, r.player, r.share ? `vote share ${r.share}` : null, BBREF);
  });
  if (abaAwards)
    ctx.report({ source: BBREF, file: sharesFile, problem: `${abaAwards} ABA award winners omitted` });

  const asFile = 'nba_bbref/all_star_selections.csv';
  ctx.readCsv(asFile).forEach((r, i) => {
    if (r.lg !== 'NBA') return;
    const pid = text(r.player_id);
    if (!pid || !known.has(pid)) {
      ctx.report({
        source: BBREF,
        file: asFile,
        line: i + 2,
        problem: `all-star ${r.player} has no player record`,
      });
      return;
    }
    const notes = [
      text(r.team) ? `All-Star team: ${r.team}` : null,
      bool(r.replaced) ? 'injury replacement' : null,
    ]
      .filter(Boolean)
      .join('; ');
    award('all-star', 'NBA All-Star', Number(r.season), pid, r.player, notes || null, BBREF);
  });

  const teamsFile = 'nba_bbref/end_of_season_teams.csv';
  const ord: Record<string, string> = { '1st': 'First', '2nd': 'Second', '3rd': 'Third' };
  let abaTeams = 0;
  ctx.readCsv(teamsFile).forEach((r, i) => {
    if (r.lg === 'ABA') {
      abaTeams++;
      return;
    }
    const pid = text(r.player_id);
    const n = ord[r.number_tm];
    if (!pid || !known.has(pid) || !n) {
      ctx.report({
        source: BBREF,
        file: teamsFile,
        line: i + 2,
        problem: `unusable ${r.type} row for ${r.player}`,
      });
      return;
    }
    award(
      `${slugify(r.type)}-${n.toLowerCase()}`,
      `${r.type} ${n} Team`,
      Number(r.season),
      pid,
      r.player,
      null,
      BBREF,
    );
  });

  if (abaTeams)
    ctx.report({ source: BBREF, file: teamsFile, problem: `${abaTeams} All-ABA selections omitted` });
  return { byName, teamsOf, findPlayer };
}
