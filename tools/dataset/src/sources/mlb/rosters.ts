// Rosters (Lahman Appearances): one roster entry per player-team-season, with his games by position.
import type { BuildContext, SourceModule } from '../../model';
import { table } from '../../pipeline/product';
import { int } from '../../shared/parse';
import { readBigCsv } from './big-csv';
import { LAHMAN, type Lahman, personKey, seasonKey } from './common';
import { type Rec, addInto, posGames, primaryPosition } from './stat-lines';
import { lahmanTeams, rosters } from './products';
import { Careers } from './shapes';

/** A player's team in a season, reported when Lahman Teams lacks it. */
export function teamOf(
  ctx: BuildContext,
  lahman: Lahman,
  year: number,
  teamID: string,
  file: string,
  line: number,
) {
  const t = lahman.byTeamId.get(`${year}:${teamID}`);
  if (!t)
    ctx.report({ source: LAHMAN, file, line, problem: `unknown team ${year} ${teamID}; team left empty` });
  return t;
}

/** Adds the roster entries; returns the Appearances rows by `${pid}:${year}:${teamID}` (games started). */
export function addRosters(ctx: BuildContext, lahman: Lahman, careers: Careers): Map<string, Rec> {
  const apps = new Map<string, Rec>();
  readBigCsv(ctx, 'lahman/Appearances.csv').forEach((a, i) => {
    const year = Number(a.yearID);
    const t = teamOf(ctx, lahman, year, a.teamID, 'lahman/Appearances.csv', i + 2);
    if (!t) return;
    const k = `${a.playerID}:${year}:${a.teamID}`;
    apps.set(k, a);
    careers.span(a.playerID, year);
    const pg = posGames(a);
    const acc = careers.positions.get(a.playerID) ?? {};
    addInto(acc, pg);
    careers.positions.set(a.playerID, acc);
    ctx.add('roster_entries', {
      key: `mlb:${k}`,
      player: personKey(a.playerID),
      team: t.team,
      season: seasonKey(year),
      position: primaryPosition(pg),
      games: int(a.G_all),
      games_started: int(a.GS),
      source: LAHMAN,
    });
  });
  return apps;
}

/** The roster entries; the careers they start are completed by the season lines. */
export const rostersStep: SourceModule = {
  name: 'mlb-rosters',
  leagues: ['mlb'],
  needs: [lahmanTeams],
  gives: [rosters, table('roster_entries')],
  build(ctx) {
    const careers = new Careers();
    const apps = addRosters(ctx, ctx.need(lahmanTeams), careers);
    ctx.give(rosters, { careers, apps });
  },
};
