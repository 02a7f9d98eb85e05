// The national champions (hand/college/cfb_champions.csv: AP poll era 1936-1997, BCS 1998-2013, CFP 2014-).
import type { BuildContext } from '../../model';
import {
  type School,
  collegeTeamKey,
  handPath,
  handSource,
  overtimeText,
  readCollegeHand,
} from '../../shared/college';
import { addCollegeFinal, handFinalFields } from '../../shared/college-final';
import { int, text } from '../../shared/parse';
import type { Pending } from '../../shared/pending';
import { L, SRC_SEASONS } from './sources';

export const CFB_CHAMPIONSHIP = `${L}:college-football-national-championship`;

export function addChampions(
  ctx: BuildContext,
  p: Pending,
  schools: Map<string, School>,
  venueByName: Map<string, string>,
): Map<number, string> {
  const champFile = 'cfb_champions.csv';
  const results = readCollegeHand(ctx, champFile);
  const years = results.map((r) => int(r.season)).filter((y): y is number => y != null);
  const gameNames = new Map<number, string>();
  ctx.add('championships', {
    key: CFB_CHAMPIONSHIP,
    slug: 'college-football-national-championship',
    league: L,
    name: 'College Football National Championship',
    official_name: 'College Football Playoff National Championship',
    description:
      'The national champion of major college football (today the FBS). There was no playoff for most of the ' +
      "sport's history: from 1936 to 1997 the title was awarded by polls, listed here as the AP Poll champion " +
      "(seasons in which the coaches' poll chose a different team are noted as split titles). From the 1998 to " +
      'the 2013 season the Bowl Championship Series matched its top two teams in a title game (a rotating bowl ' +
      'until the 2005 season, then the stand-alone BCS National Championship Game). Since the 2014 season the ' +
      'College Football Playoff decides the title: four teams through the 2023 season, twelve from 2024.',
    trophy_name: 'College Football Playoff National Championship Trophy',
    first_year: Math.min(...years),
    last_year: null, // still contested
    format: 'AP Poll (1936-1997); BCS title game (1998-2013); College Football Playoff (2014-)',
    source: handSource(ctx, 'College Football Playoff, national championship game history'),
  });
  results.forEach((r, i) => {
    const line = i + 2;
    const year = int(r.season);
    const winner = schools.get(r.winner ?? '');
    const runnerName = text(r.runner_up);
    const runner = runnerName ? schools.get(runnerName) : null;
    const ot = overtimeText(r.overtime);
    if (year == null || !winner || runner === undefined || ot === undefined) {
      ctx.report({
        source: 'hand',
        file: handPath(champFile),
        line,
        problem: 'unreadable champion row skipped',
      });
      return;
    }
    const era = text(r.era);
    const source = handSource(ctx, text(r.source) ?? 'unknown reference');
    const venueName = text(r.venue_name);
    const game = text(r.game);
    addCollegeFinal(ctx, p, {
      league: L,
      championship: CFB_CHAMPIONSHIP,
      startYear: year,
      winner,
      runnerUp: runner,
      overtime: ot,
      ...handFinalFields(r),
      venue: venueName ? (venueByName.get(venueName) ?? null) : null,
      venueName,
      winnerRecord: text(r.winner_record),
      notes: text(r.notes),
      source,
      wonText: era === 'poll' ? 'AP Poll national champion' : `Won the ${titleGame(era, game)}`,
      lostText: era === 'poll' ? null : `Lost the ${titleGame(era, game)}`,
    });
    checkRecord(ctx, p, winner, year, text(r.winner_record), line, champFile);
    if (era !== 'poll') gameNames.set(year, titleGame(era, game));
  });
  return gameNames;
}

/** The title game's name as the list gives it: "BCS National Championship (Rose Bowl)" before the 2006 season. */
function titleGame(era: string | null, game: string | null): string {
  if (era === 'cfp') return 'College Football Playoff National Championship';
  if (game === 'BCS National Championship Game') return game;
  return `BCS National Championship (${game ?? 'title game'})`;
}

/** Where the source has the champion's season, its W-L must agree with the hand-written record. */
function checkRecord(
  ctx: BuildContext,
  p: Pending,
  s: School,
  year: number,
  record: string | null,
  line: number,
  file: string,
) {
  const ts = p.get('team_seasons', `${collegeTeamKey(L, s.school)}:${year}`);
  if (!ts || ts.source !== SRC_SEASONS || !record) return;
  if (`${ts.wins}-${ts.losses}` !== record) {
    ctx.report({
      source: SRC_SEASONS,
      file: handPath(file),
      line,
      problem: `${s.school} ${year}: cfb_team_seasons W-L ${ts.wins}-${ts.losses} differs from the champion record ${record}`,
    });
  }
}
