// Hockey-Reference's results 1949-50..2014-15 (nhl_games_hockeyref_1950_2015, regular season and playoffs, OT/SO
// marker). Read once (the games step gives them as a product) for two uses: the games rows of the seasons before the
// other game files begin (2010-11), and the records of every season it covers claimed against the databank's
// standings and TeamVsTeam (team-meetings.ts), 2010-11..2014-15 included as a check of the other files. Teams are
// matched by the name they bore that season in the databank.
import type { BuildContext, Row } from '../../model';
import { int } from '../../shared/parse';
import { dbFile } from './common';
import type { Franchises } from './franchises';
import type { NhlGame } from './game-types';
import { pairKey, type SeriesRounds } from './series-rounds';

export const HREF_1950 = 'nhl-hockey-reference-results-1950-2015';
const FILE = 'nhl_games_hockeyref_1950_2015/NHL_results.csv';

export const hockeyRef1950Source: Row<'sources'> = {
  key: HREF_1950,
  name: 'Hockey-Reference NHL results 1949-50 to 2014-15 (via bigfour/competitiveness)',
  url: 'https://github.com/bigfour/competitiveness',
  licence: 'CC0 1.0 (repository); results from Hockey-Reference (Sports-Reference terms)',
  attribution: 'Data from Hockey-Reference.com, collected by Lopez, Matthews and Baumer',
  notes:
    "NHL game results 1949-50 to 2014-15 with an OT/SO marker: the games rows of 1949-50 to 2009-10 (playoff rounds from the Hockey Databank's SeriesPost), and a check of the databank's standings and season meetings (TeamVsTeam) to 2014-15.",
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
  /** 'at St. Louis, MO': played away from the home team's rink. */
  neutral: boolean;
  attendance: number | null;
  line: number;
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
    if (awayScore === null || homeScore === null) {
      // postponed, listed again on the day it was played
      ctx.report({ source: HREF_1950, file: FILE, line: i + 2, problem: 'game without a score skipped' });
      return;
    }
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
      neutral: /^at [^,]+, [A-Z]{2}$/.test(r.Notes ?? ''),
      attendance: int(r['Att.']),
      line: i + 2,
    });
  });
  return out;
}

/**
 * The games rows of the seasons before `firstSeason` (where the other game files begin). A playoff game carries the
 * round of its two teams' series that season (`rounds`, the databank's SeriesPost); one whose pair has no single
 * series there keeps no round, and is reported.
 */
export function games1950(
  ctx: BuildContext,
  results: readonly Result1950[],
  rounds: SeriesRounds,
  firstSeason: number,
): NhlGame[] {
  return results
    .filter((g) => g.season < firstSeason)
    .map((g): NhlGame => {
      const round = g.playoff ? (rounds.get(pairKey(g.season, g.home, g.away)) ?? null) : null;
      if (g.playoff && !round)
        ctx.report({
          source: HREF_1950,
          file: FILE,
          line: g.line,
          problem: `playoff game ${g.date} ${g.away} at ${g.home}: no single SeriesPost series of the pair; no round`,
        });
      return {
        season: g.season,
        date: g.date,
        time: null,
        home: g.home,
        away: g.away,
        homeScore: g.homeScore,
        awayScore: g.awayScore,
        overtime: g.overtime,
        noOtPoint: g.noOtPoint,
        playoff: g.playoff,
        stage: null,
        roundRobin: false,
        round,
        venueName: null,
        neutral: g.neutral,
        attendance: g.attendance,
        source: HREF_1950,
        file: FILE,
        line: g.line,
      };
    });
}
