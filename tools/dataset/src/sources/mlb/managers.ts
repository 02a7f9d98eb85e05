// Managers (Lahman Managers): one coach row per manager and one coach stint per manager-team-season, with the
// postseason W-L of the manager who finished the season.
import type { BuildContext, SourceModule } from '../../model';
import { table } from '../../pipeline/product';
import { coreProducts } from '../../pipeline/tables';
import { int } from '../../shared/parse';
import { slugify } from '../../shared/slug';
import { LAHMAN, type Lahman, personKey, seasonKey } from './common';
import type { Series } from './series';
import { lahmanTeams, managers, personNames, series } from './products';
import { lahmanSource } from './sources';
import { loadNames } from './people';

export interface ManagerRow {
  playerID: string;
  year: number;
  teamID: string;
  inseason: number;
  name: string;
}

export interface Managers {
  list: ManagerRow[];
  rows: Record<string, string>[];
  /** `${year}:${teamID}` → the team's managers that season, in order. */
  byTeam: Map<string, ManagerRow[]>;
}

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

export function addManagers(ctx: BuildContext, lahman: Lahman, series: Series[], mgrs: Managers): void {
  const { list: managers, rows } = mgrs;
  const lastMgr = new Map<string, ManagerRow>();
  for (const m of managers) {
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
    const g = int(r.G);
    const w = int(r.W);
    const l = int(r.L);
    const ties = g !== null && w !== null && l !== null && g - w - l > 0 ? g - w - l : 0;
    const p = pw.get(m);
    ctx.add('coach_stints', {
      key: `mlb:${m.playerID}:${m.year}:${m.teamID}:${m.inseason}`,
      coach: personKey(m.playerID),
      team: t.team,
      season: seasonKey(m.year),
      start_year: m.year,
      end_year: m.year,
      title: 'Manager',
      is_head_coach: true,
      games: g,
      wins: w,
      losses: l,
      ties,
      playoff_wins: p?.[0] ?? null,
      playoff_losses: p?.[1] ?? null,
      source: LAHMAN,
    });
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

/** The coaches and their stints. */
export const managersStep: SourceModule = {
  name: 'mlb-managers',
  leagues: ['mlb'],
  needs: [lahmanTeams, series, managers],
  gives: [table('coaches'), table('coach_stints')],
  build: (ctx) => addManagers(ctx, ctx.need(lahmanTeams), ctx.need(series), ctx.need(managers)),
};
