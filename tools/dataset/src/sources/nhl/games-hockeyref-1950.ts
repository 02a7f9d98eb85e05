// Hockey-Reference's results 1949-50..2014-15 (nhl_games_hockeyref_1950_2015, regular season and playoffs, OT/SO
// marker). Read for one figure: each pair's record of a season, a check of the databank's TeamVsTeam (team-meetings.ts)
// in the seasons before our games (2010-11 on). Teams are matched by the name they bore that season in the databank.
// Not (yet) games rows: those begin in 2010-11.
import type { BuildContext, Row } from '../../model';
import { int } from '../../shared/parse';
import { dbFile } from './common';
import type { Franchises } from './franchises';

export const HREF_1950 = 'nhl-hockey-reference-results-1950-2015';
const FILE = 'nhl_games_hockeyref_1950_2015/NHL_results.csv';

export const hockeyRef1950Source: Row<'sources'> = {
  key: HREF_1950,
  name: 'Hockey-Reference NHL results 1949-50 to 2014-15 (via bigfour/competitiveness)',
  url: 'https://github.com/bigfour/competitiveness',
  licence: 'CC0 1.0 (repository); results from Hockey-Reference (Sports-Reference terms)',
  attribution: 'Data from Hockey-Reference.com, collected by Lopez, Matthews and Baumer',
  notes:
    "NHL game results 1949-50 to 2014-15 with an OT/SO marker; used to check the Hockey Databank's season meetings (TeamVsTeam), not as games rows.",
};

export interface Result1950 {
  season: number;
  date: string;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  overtime: string | null;
  noOtPoint: boolean;
  playoff: boolean;
}

export function readResults1950(ctx: BuildContext, fr: Franchises): Result1950[] {
  const byName = new Map<string, string>(); // `${year}|${name}` → team key
  for (const r of ctx.readCsv(dbFile('Teams.csv'))) {
    const team = r.lgID === 'NHL' ? fr.databankTeam(Number(r.year), r.tmID) : undefined;
    if (team) byName.set(`${r.year}|${r.name}`, team);
  }
  const out: Result1950[] = [];
  ctx.readCsv(FILE).forEach((r, i) => {
    const season = Number(r.season) - 1;
    const [awayScore, homeScore] = [int(r.G), int(r.G_2)];
    if (awayScore === null || homeScore === null) return; // postponed, listed again when played
    const home = byName.get(`${season}|${r.Home}`);
    const away = byName.get(`${season}|${r.Visitor}`);
    if (!home || !away) {
      ctx.report({
        source: HREF_1950,
        file: FILE,
        line: i + 2,
        problem: `unmatched team ${r.Visitor} / ${r.Home}`,
      });
      return;
    }
    out.push({
      season,
      date: r.Date,
      home,
      away,
      homeScore,
      awayScore,
      overtime: r['Var.7'] || null,
      noOtPoint: /no point/i.test(r.Notes ?? ''),
      playoff: r.playoffs === '1',
    });
  });
  return out;
}
