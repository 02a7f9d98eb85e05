// Managers (Lahman Managers): one coach row per manager and one coach stint per manager-team-season, with the
// postseason W-L of the manager who finished the season. The W-L is the manager of record's, as MLB and
// Baseball-Reference count it: from the game logs, which name the manager of every game (Retrosheet), an acting
// manager's games (all of them between the manager's) credited to the manager, where Lahman Managers splits games
// among acting managers during an ejection or a suspension (Cox 2,504-2,001, not Lahman's 2,497-1,999).
import type { BuildContext, SourceModule } from '../../model';
import { table } from '../../pipeline/product';
import { coreProducts } from '../../pipeline/tables';
import { int } from '../../shared/parse';
import { slugify } from '../../shared/slug';
import { LAHMAN, type Lahman, personKey, seasonKey } from './common';
import { readBigCsv } from './big-csv';
import { gameLogs, lahmanTeams, managers, managersOfRecord, personNames, series } from './products';
import { lahmanSource } from './sources';
import { loadNames } from './people';
import type { GamesSummary, ManagerRow, Managers, Series } from './shapes';

export function loadManagers(ctx: BuildContext, names: Map<string, string>): Managers {
  const rows = ctx.readCsv('lahman/Managers.csv');
  const list: ManagerRow[] = rows.map((r) => ({
    playerID: r.playerID,
    year: Number(r.yearID),
    teamID: r.teamID,
    inseason: Number(r.inseason),
    name: names.get(r.playerID) ?? r.playerID,
  }));
  const byTeam = new Map<string, ManagerRow[]>();
  for (const m of list) {
    const k = `${m.year}:${m.teamID}`;
    byTeam.set(k, [...(byTeam.get(k) ?? []), m]);
  }
  for (const l of byTeam.values()) l.sort((a, b) => a.inseason - b.inseason);
  return { list, rows, byTeam };
}

type WL = { wins: number; losses: number };

/**
 * The logs' W-L of each manager of record of a team-season: a manager all of whose games fall between games of
 * another (an acting manager while the manager was ejected, suspended or away: Corrales's 4-1 of the 2000 Braves)
 * has his games credited to that manager, as Baseball-Reference credits them (Cox 2,504-2,001).
 */
export function foldActing(
  records: ReadonlyMap<string, WL>,
  spans: ReadonlyMap<string, { first: number; last: number }> | undefined,
): Map<string, WL> {
  const out = new Map([...records].map(([id, r]) => [id, { ...r }]));
  if (!spans) return out;
  const games = (id: string) => (records.get(id)?.wins ?? 0) + (records.get(id)?.losses ?? 0);
  for (const [id, s] of spans) {
    const within = [...spans]
      .filter(([o, t]) => o !== id && t.first < s.first && s.last < t.last)
      .sort((a, b) => games(b[0]) - games(a[0]))[0];
    const mine = out.get(id);
    if (!within || !mine) continue;
    const to = out.get(within[0]) ?? { wins: 0, losses: 0 };
    out.set(within[0], { wins: to.wins + mine.wins, losses: to.losses + mine.losses });
    out.delete(id);
  }
  return out;
}

/**
 * Each Lahman manager's W-L of record in a team-season (`${year}:${teamID}|playerID`), from the game logs where they
 * can give it: the logs hold the team-season with Lahman Teams' W-L (the same games), every manager they name is one
 * Lahman lists for it, and he has one stint with the team that season. 0-0 for a manager Lahman lists whom the logs
 * never name (an acting manager: his games are his manager's of record).
 */
export function recordsOfLogs(
  ctx: BuildContext,
  lahman: Lahman,
  mgrs: Managers,
  logs: Pick<GamesSummary, 'managerRecords' | 'managerSpans'>,
): Map<string, WL> {
  const byRetro = new Map<string, string>();
  for (const p of readBigCsv(ctx, 'lahman/People.csv')) if (p.retroID) byRetro.set(p.retroID, p.playerID);
  const out = new Map<string, WL>();
  for (const [k, list] of mgrs.byTeam) {
    const t = lahman.byTeamId.get(k);
    const records = t && logs.managerRecords.get(t.key);
    if (!t || !records) continue;
    const logged = foldActing(records, logs.managerSpans.get(t.key));
    const ids = list.map((m) => m.playerID);
    if (new Set(ids).size !== ids.length) continue; // a manager with two stints: the logs cannot split them
    const named = new Map([...logged].map(([retro, r]) => [byRetro.get(retro) ?? retro, r]));
    if ([...named.keys()].some((id) => !ids.includes(id))) continue;
    const sum = [...named.values()].reduce(
      (a, r) => ({ wins: a.wins + r.wins, losses: a.losses + r.losses }),
      {
        wins: 0,
        losses: 0,
      },
    );
    if (sum.wins !== (Number(t.row.W) || 0) || sum.losses !== (Number(t.row.L) || 0)) continue;
    for (const id of ids) out.set(`${k}|${id}`, named.get(id) ?? { wins: 0, losses: 0 });
  }
  return out;
}

/**
 * An acting manager: one Lahman lists for a team-season whom the game logs credit with no game (his games are his
 * manager's of record). He is not a head coach of that season: his stint says he acted, the team-season does not name
 * him among its managers.
 */
export function isActing(ofRecord: ReadonlyMap<string, WL>, m: ManagerRow): boolean {
  const r = ofRecord.get(`${m.year}:${m.teamID}|${m.playerID}`);
  return r !== undefined && r.wins + r.losses === 0;
}

export function addManagers(
  ctx: BuildContext,
  lahman: Lahman,
  series: Series[],
  mgrs: Managers,
  ofRecord: Map<string, WL> = new Map(),
): void {
  const { list: managers, rows } = mgrs;
  // An acting manager the logs credit with no game: his games are his manager's of record; his stint says he acted
  // (his page, once published, stays), with no W-L and not as the season's manager.
  const acting = new Set(managers.filter((m) => isActing(ofRecord, m)));
  let replaced = 0;
  const lastMgr = new Map<string, ManagerRow>();
  for (const m of managers) {
    if (acting.has(m)) continue; // the manager who finished the season is a manager of record
    const k = `${m.year}:${m.teamID}`;
    const cur = lastMgr.get(k);
    if (!cur || m.inseason > cur.inseason) lastMgr.set(k, m);
  }
  const pw = new Map<ManagerRow, [number, number]>();
  for (const s of series) {
    for (const [t, w, l] of [
      [s.winner, s.wins, s.losses],
      [s.loser, s.losses, s.wins],
    ] as const) {
      const m = lastMgr.get(`${s.year}:${t.teamID}`);
      if (!m) continue;
      const cur = pw.get(m) ?? [0, 0];
      pw.set(m, [cur[0] + w, cur[1] + l]);
    }
  }
  const coaches = new Set<string>();
  managers.forEach((m, i) => {
    const r = rows[i];
    const t = lahman.byTeamId.get(`${m.year}:${m.teamID}`);
    if (!t) {
      ctx.report({
        source: LAHMAN,
        file: 'lahman/Managers.csv',
        line: i + 2,
        problem: `unknown team ${m.year} ${m.teamID}; stint skipped`,
      });
      return;
    }
    if (!coaches.has(m.playerID)) {
      coaches.add(m.playerID);
      ctx.add('coaches', {
        key: personKey(m.playerID),
        slug: slugify(m.name) || slugify(m.playerID),
        person: personKey(m.playerID),
        league: 'mlb',
        source: LAHMAN,
      });
    }
    const ties = (() => {
      const [g0, w0, l0] = [int(r.G), int(r.W), int(r.L)];
      return g0 !== null && w0 !== null && l0 !== null && g0 - w0 - l0 > 0 ? g0 - w0 - l0 : 0;
    })();
    const rec = ofRecord.get(`${m.year}:${m.teamID}|${m.playerID}`);
    if (rec && (rec.wins !== int(r.W) || rec.losses !== int(r.L))) replaced++;
    const w = rec ? rec.wins : int(r.W);
    const l = rec ? rec.losses : int(r.L);
    const g = rec ? rec.wins + rec.losses + ties : int(r.G);
    const p = pw.get(m);
    const stint = {
      key: `mlb:${m.playerID}:${m.year}:${m.teamID}:${m.inseason}`,
      coach: personKey(m.playerID),
      team: t.team,
      season: seasonKey(m.year),
      start_year: m.year,
      end_year: m.year,
      source: LAHMAN,
    };
    if (acting.has(m)) {
      ctx.add('coach_stints', {
        ...stint,
        title: 'Acting Manager',
        is_head_coach: false,
        games: int(r.G),
        wins: null,
        losses: null,
        ties: null,
        playoff_wins: null,
        playoff_losses: null,
      });
      return;
    }
    ctx.add('coach_stints', {
      ...stint,
      title: 'Manager',
      is_head_coach: true,
      games: g,
      wins: w,
      losses: l,
      ties,
      playoff_wins: p?.[0] ?? null,
      playoff_losses: p?.[1] ?? null,
    });
  });
  ctx.report({
    source: LAHMAN,
    file: 'lahman/Managers.csv',
    problem: `${replaced} manager stints take the game logs' W-L of record over Lahman Managers'; ${acting.size} acting managers' stints, whose games the logs credit to the manager of record, kept without a W-L`,
  });
}

/** The managers by team-season (the standings and the World Series name them) and everyone's name. */
export const managersLoadStep: SourceModule = {
  name: 'mlb-managers-load',
  leagues: ['mlb'],
  sources: [lahmanSource],
  needs: coreProducts,
  gives: [personNames, managers],
  build(ctx) {
    const names = loadNames(ctx);
    ctx.give(personNames, names);
    ctx.give(managers, loadManagers(ctx, names));
  },
};

/** The managers' W-L of record from the game logs, once, for the stints, the standings and the claims. */
export const managersOfRecordStep: SourceModule = {
  name: 'mlb-managers-of-record',
  leagues: ['mlb'],
  needs: [lahmanTeams, managers, gameLogs],
  gives: [managersOfRecord],
  build(ctx) {
    ctx.give(
      managersOfRecord,
      recordsOfLogs(ctx, ctx.need(lahmanTeams), ctx.need(managers), ctx.need(gameLogs)),
    );
  },
};

/** The coaches and their stints. */
export const managersStep: SourceModule = {
  name: 'mlb-managers',
  leagues: ['mlb'],
  needs: [lahmanTeams, series, managers, managersOfRecord],
  gives: [table('coaches'), table('coach_stints')],
  build(ctx) {
    addManagers(ctx, ctx.need(lahmanTeams), ctx.need(series), ctx.need(managers), ctx.need(managersOfRecord));
  },
};
