// Hockey-Reference's schedules of the 2020-21 regular season (nhl_games_hockeyref_2020_2021) and of the 2019, 2020
// and 2021 playoffs (nhl_playoff_games_hockeyref_2019_2021), one export each, from the same research repository.
// Every file repeats its last three rows at the end (an export artefact), so exact duplicate rows are dropped. Dates
// are local M/D/YYYY; the blank-named column holds the overtime mark ('OT', '2OT' .., 'SO'); a game away from the
// home team's rink names its arena in the notes ('at Rogers Place (Edmonton AB)'), except the 2021 outdoor games.
import type { BuildContext, Row } from '../../model';
import { int } from '../../shared/parse';
import type { Franchises } from './franchises';
import type { NhlGame } from './game-types';

export const HREF_2021 = 'nhl-hockey-reference-2019-2021';
export const REGULAR_2021 = 'nhl_games_hockeyref_2020_2021/nhl_2021.csv';
export const playoffFile = (endYear: number) =>
  `nhl_playoff_games_hockeyref_2019_2021/nhl_${endYear}_playoffs.csv`;

export const hockeyRef2021Source: Row<'sources'> = {
  key: HREF_2021,
  name: 'Hockey-Reference 2020-21 schedule and 2019-2021 playoff results (via npwkeller/nhl-no-crowd-covid-research)',
  url: 'https://github.com/npwkeller/nhl-no-crowd-covid-research',
  licence: 'No licence file; Hockey-Reference (Sports-Reference terms)',
  attribution: 'Data from Hockey-Reference.com',
  notes:
    'NHL 2020-21 regular season (868 games) and every playoff game of 2018-19, 2019-20 (the bubble: qualifying round, seeding round robin and four rounds) and 2020-21.',
};

/** 'M/D/YYYY' → 'YYYY-MM-DD'. */
const isoDate = (d: string) => {
  const [m, day, y] = d.split('/');
  return `${y}-${m.padStart(2, '0')}-${day.padStart(2, '0')}`;
};

/** Reads one export: its games of `season` (start year), exact repeated rows dropped and reported. */
function readFile(ctx: BuildContext, fr: Franchises, file: string, season: number, playoff: boolean) {
  const out: NhlGame[] = [];
  const seen = new Set<string>();
  let repeated = 0;
  ctx.readCsv(file).forEach((r, i) => {
    const line = i + 2;
    const whole = JSON.stringify(r);
    if (seen.has(whole)) {
      repeated++;
      return;
    }
    seen.add(whole);
    const home = fr.modernName.get(r.Home);
    const away = fr.modernName.get(r.Visitor);
    const [awayScore, homeScore] = [int(r.G), int(r.G_2)];
    if (!home || !away || awayScore === null || homeScore === null) {
      ctx.report({
        source: HREF_2021,
        file,
        line,
        problem: `${r.Visitor} at ${r.Home}: unmapped team or no score; skipped`,
      });
      return;
    }
    fr.register(season, home, r.Home);
    fr.register(season, away, r.Visitor);
    const notes = r.Notes ?? '';
    const at = /^at (.*?)\s*\(([^)]*)\)/.exec(notes);
    out.push({
      season,
      date: isoDate(r.Date),
      time: null,
      home,
      away,
      homeScore,
      awayScore,
      // The blank-named sixth column (col_5: these exports have no Time column).
      overtime: r.col_5 || null,
      noOtPoint: /no point/i.test(notes),
      playoff,
      stage: null,
      roundRobin: false,
      venueName: at ? at[1] : null,
      // The 2021 outdoor games at Lake Tahoe were played on a rink of neither team (no arena named).
      neutral: !!at || /^NHL Outdoors/.test(notes),
      attendance: int(r['Att.']),
      source: HREF_2021,
      file,
      line,
    });
  });
  if (repeated)
    ctx.report({
      source: HREF_2021,
      file,
      problem: `${repeated} rows repeat earlier rows exactly (the export's last rows written twice); dropped`,
    });
  return out;
}

/** The 2020-21 regular season and the playoffs of 2018-19..2020-21 (season = start year). */
export function readHockeyRef2021(ctx: BuildContext, fr: Franchises): NhlGame[] {
  return [
    ...readFile(ctx, fr, REGULAR_2021, 2020, false),
    ...[2019, 2020, 2021].flatMap((end) => readFile(ctx, fr, playoffFile(end), end - 1, true)),
  ];
}
