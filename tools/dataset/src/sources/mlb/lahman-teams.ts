// Lahman Teams.csv: one TeamYear per team-season, with the hand-checked name corrections (reported).
import type { BuildContext, SourceModule } from '../../model';
import { coreProducts } from '../../pipeline/tables';
import { readHand } from '../../shared/hand';
import { type HandName, LAHMAN, type Lahman, type TeamYear, teamKey } from './common';
import { lahmanTeams } from './products';
import { handTeamNamesSource, lahmanSource } from './sources';

/** Loads Teams.csv, applying hand-checked name corrections (reported) to the affected rows. */
export function loadTeams(ctx: BuildContext): Lahman {
  const rows = ctx.readCsv('lahman/Teams.csv');
  const fixes: HandName[] = readHand(ctx, 'mlb', 'team_names.csv').map((r) => ({
    franchID: r.franchID,
    first: Number(r.first_year),
    last: Number(r.last_year),
    name: r.name,
    source: r.source,
  }));
  const reported = new Set<HandName>();
  const teams: TeamYear[] = [];
  const byTeamId = new Map<string, TeamYear>();
  const byRetro = new Map<string, TeamYear>();
  rows.forEach((r, i) => {
    const year = Number(r.yearID);
    let name = r.name;
    const fix = fixes.find((f) => f.franchID === r.franchID && year >= f.first && year <= f.last);
    if (fix && fix.name !== name) {
      if (!reported.has(fix)) {
        reported.add(fix);
        ctx.report({
          source: LAHMAN,
          file: 'lahman/Teams.csv',
          line: i + 2,
          problem: `franchise ${fix.franchID} ${fix.first}-${fix.last}: Lahman name "${name}" replaced by "${fix.name}" (hand/mlb/team_names.csv, ${fix.source})`,
        });
      }
      name = fix.name;
    }
    const t: TeamYear = {
      year,
      teamID: r.teamID,
      franchID: r.franchID,
      lgID: r.lgID,
      divID: r.divID,
      retro: r.teamIDretro || r.teamID,
      abbr: r.teamIDBR || r.teamID,
      name,
      team: teamKey(r.franchID),
      key: `mlb:${r.franchID}:${year}`,
      line: i + 2,
      row: r,
    };
    if (byTeamId.has(`${year}:${t.teamID}`)) {
      ctx.report({
        source: LAHMAN,
        file: 'lahman/Teams.csv',
        line: i + 2,
        problem: `duplicate team ${year} ${t.teamID}; ignored`,
      });
      return;
    }
    teams.push(t);
    byTeamId.set(`${year}:${t.teamID}`, t);
    byRetro.set(`${year}:${t.retro}`, t);
  });
  const years = [...new Set(teams.map((t) => t.year))].sort((a, b) => a - b);
  return { teams, byTeamId, byRetro, years };
}

/** The first MLB step: Lahman's team-seasons, which every other step keys on. */
export const lahmanTeamsStep: SourceModule = {
  name: 'mlb-lahman-teams',
  leagues: ['mlb'],
  sources: [lahmanSource, handTeamNamesSource],
  needs: coreProducts,
  gives: [lahmanTeams],
  build: (ctx) => ctx.give(lahmanTeams, loadTeams(ctx)),
};
