// Hockey Databank player seasons (Scoring.csv merged with Goalies.csv on player, year and stint): the regular-season
// and playoff lines 1917-18..2017-18 of every NHL player, one row per stint, and each player's career sums.
import type { BuildContext } from '../../model';
import { compact } from '../../shared/json';
import { int } from '../../shared/parse';
import { DB, dbFile } from './common';
import type { Franchises } from './franchises';
import { addPlayerSeason } from './player-season-row';

/** Adds the rows; returns the teams of each player-year (`${playerID}:${year}`). */
export function addDatabankPlayerSeasons(ctx: BuildContext, fr: Franchises): Map<string, Set<string>> {
  const scoring = ctx.readCsv(dbFile('Scoring.csv'));
  const goalies = ctx.readCsv(dbFile('Goalies.csv'));
  // Player seasons: Scoring (every player) merged with Goalies on playerID/year/stint.
  const goalieRow = new Map(
    goalies.filter((g) => g.lgID === 'NHL').map((g) => [`${g.playerID}:${g.year}:${g.stint}`, g]),
  );
  const career = new Map<string, Record<string, number>>();
  const addTo = (pid: string, k: string, v: number | null) => {
    if (v === null) return;
    const c = career.get(pid) ?? {};
    c[k] = (c[k] ?? 0) + v;
    career.set(pid, c);
  };
  const teamsOfPlayerYear = new Map<string, Set<string>>();
  scoring.forEach((r, i) => {
    if (r.lgID !== 'NHL') return;
    const year = Number(r.year);
    const team = fr.databankTeam(year, r.tmID);
    if (!team) {
      ctx.report({
        source: DB,
        file: dbFile('Scoring.csv'),
        line: i + 2,
        problem: `team ${r.tmID} ${year} unknown`,
      });
      return;
    }
    const k = `${r.playerID}:${r.year}`;
    const s = teamsOfPlayerYear.get(k) ?? new Set();
    s.add(team);
    teamsOfPlayerYear.set(k, s);
    const g = goalieRow.get(`${r.playerID}:${r.year}:${r.stint}`);
    const stats = compact({
      pos: r.pos || null,
      g: int(r.G),
      a: int(r.A),
      pts: int(r.Pts),
      pim: int(r.PIM),
      pm: int(r['+/-']),
      ppg: int(r.PPG),
      ppa: int(r.PPA),
      shg: int(r.SHG),
      sha: int(r.SHA),
      gwg: int(r.GWG),
      gtg: int(r.GTG),
      sog: int(r.SOG),
      ggp: g ? int(g.GP) : null,
      min: g ? int(g.Min) : null,
      w: g ? int(g.W) : null,
      l: g ? int(g.L) : null,
      tol: g ? int(g['T/OL']) : null,
      eng: g ? int(g.ENG) : null,
      sho: g ? int(g.SHO) : null,
      ga: g ? int(g.GA) : null,
      sa: g ? int(g.SA) : null,
    });
    const line = { player: `nhl:${r.playerID}`, year, team, stint: Number(r.stint), source: DB };
    addPlayerSeason(ctx, { ...line, postseason: false, games: int(r.GP), stats });
    for (const [c, v] of [
      ['gp', int(r.GP)],
      ['g', int(r.G)],
      ['a', int(r.A)],
      ['pts', int(r.Pts)],
      ['pim', int(r.PIM)],
    ] as const)
      addTo(r.playerID, c, v);
    if (g)
      for (const [c, v] of [
        ['ggp', int(g.GP)],
        ['w', int(g.W)],
        ['l', int(g.L)],
        ['tol', int(g['T/OL'])],
        ['sho', int(g.SHO)],
        ['ga', int(g.GA)],
        ['min', int(g.Min)],
      ] as const)
        addTo(r.playerID, c, v);
    const pgp = Math.max(int(r.PostGP) ?? 0, g ? (int(g.PostGP) ?? 0) : 0);
    if (pgp > 0) {
      addPlayerSeason(ctx, {
        ...line,
        postseason: true,
        games: int(r.PostGP) ?? pgp,
        stats: compact({
          pos: r.pos || null,
          g: int(r.PostG),
          a: int(r.PostA),
          pts: int(r.PostPts),
          pim: int(r.PostPIM),
          pm: int(r['Post+/-']),
          ppg: int(r.PostPPG),
          ppa: int(r.PostPPA),
          shg: int(r.PostSHG),
          sha: int(r.PostSHA),
          gwg: int(r.PostGWG),
          sog: int(r.PostSOG),
          ggp: g ? int(g.PostGP) : null,
          min: g ? int(g.PostMin) : null,
          w: g ? int(g.PostW) : null,
          l: g ? int(g.PostL) : null,
          t: g ? int(g.PostT) : null,
          eng: g ? int(g.PostENG) : null,
          sho: g ? int(g.PostSHO) : null,
          ga: g ? int(g.PostGA) : null,
          sa: g ? int(g.PostSA) : null,
        }),
        source: DB,
      });
      for (const [c, v] of [
        ['pgp', int(r.PostGP)],
        ['pg', int(r.PostG)],
        ['pa', int(r.PostA)],
        ['ppts', int(r.PostPts)],
      ] as const)
        addTo(r.playerID, c, v);
    }
  });
  for (const [pid, c] of career) {
    const row = ctx.get('players', `nhl:${pid}`);
    if (row) Object.assign(row, { career: c });
  }

  return teamsOfPlayerYear;
}
