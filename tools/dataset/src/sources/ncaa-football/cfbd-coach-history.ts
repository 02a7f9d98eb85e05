// Head coaches by school-season 1886-2023 (cfb_coaches_cfbd_1886_2023, CollegeFootballData.com's /coaches export):
// one coach stint per coach, school and season, so a coach's page holds his career at the schools CFBD tracks (Bear
// Bryant at Maryland, Kentucky, Texas A&M and Alabama). The file has no ties column: ties are games - wins - losses.
// Where the 2014-2020 export (./cfbd-coaches.ts) already gave the coach-season, its stint is kept and the two W-L are
// claimed against each other. Coaches are the people the other coach sources made (one key per canonical name).
import type { BuildContext, Row } from '../../model';
import { type School, ensureSeason, ensureTeam } from '../../shared/college';
import { int, text } from '../../shared/parse';
import type { Pending } from '../../shared/pending';
import { slugify } from '../../shared/slug';
import { SRC_CFBD_COACHES, canonicalCoachName, corrections, ensureCoach } from './cfbd-coaches';
import { COACH_SEASON_RECORD } from './figures';
import { L, SRC_CFBD_COACH_HISTORY } from './sources';

export { SRC_CFBD_COACH_HISTORY };
const FILE = 'cfb_coaches_cfbd_1886_2023/coaches.csv';

export const CFBD_COACH_HISTORY_SOURCE: Row<'sources'> = {
  key: SRC_CFBD_COACH_HISTORY,
  name: 'College football head coaches by school-season 1886-2023 (CollegeFootballData.com, via reggiebain/cfb-modeling-erdos)',
  url: 'https://github.com/reggiebain/cfb-modeling-erdos',
  licence: 'No licence stated; CollegeFootballData.com data',
  attribution: 'CollegeFootballData.com coaches export, via reggiebain/cfb-modeling-erdos (data/coaches.csv)',
  notes:
    'Head coach of each school-season CFBD tracks (the FBS schools’ full histories) with games, wins and losses; ' +
    'no ties column (ties = games - wins - losses). The 2023 rows were taken two games into the season.',
};

/**
 * The 2023 rows hold about two games a team (Nick Saban 1-1): the export was taken in September 2023. The coach of
 * the school-season is right, his record is not the season's, so the stint is kept without one.
 */
const PARTIAL_YEAR = 2023;

/**
 * Two men CFBD writes with one name, told apart by school: Mike Sanford Sr. coached UNLV 2005-2009, his son (Western
 * Kentucky, Colorado) is the 'Mike Sanford' of the other sources (./cfbd-coaches.ts).
 */
const homonyms: Record<string, string> = {
  'Mike Sanford|UNLV': 'Mike Sanford Sr.',
};

/** A school-season's coach as the file writes it, read once per row. */
interface Line {
  line: number;
  name: string;
  s: School;
  year: number;
  games: number | null;
  w: number | null;
  l: number | null;
}

/** Returns the coach-team pairs it gave seasons for (`${coach}|${team}`), as ./cfbd-coaches.ts does. */
export function addCfbdCoachHistory(
  ctx: BuildContext,
  p: Pending,
  schools: Map<string, School>,
): Set<string> {
  const pairs = new Set<string>();
  const partial: string[] = [];
  let confirmed = 0;
  // The coaches the other sources made that this one matched by name, and the ones it added.
  const [matched, added] = [new Set<string>(), new Set<string>()];
  const fixes = corrections(ctx);
  ctx.readCsv(FILE).forEach((r, i) => {
    const line = i + 2;
    const report = (problem: string) =>
      ctx.report({ source: SRC_CFBD_COACH_HISTORY, file: FILE, line, problem });
    // The hand corrections of the 2014-2020 export hold for the same row here (Bobby Petrino 2018 is Louisville's).
    let school = text(r.team) ?? '';
    for (const c of fixes.get(`${school}|${r.year}|${r.name}`) ?? [])
      if (c.field === 'school') {
        report(`${school} ${r.year} ${r.name}: school corrected to '${c.value}' (${c.reference})`);
        school = c.value;
      }
    const s = schools.get(school);
    const year = int(r.year);
    const name = canonicalCoachName(homonyms[`${(r.name ?? '').trim()}|${school}`] ?? r.name ?? '');
    if (!s || year === null || !name) {
      // The schools CFBD tracks that football_schools.csv does not list (the Ivy League, Chicago, Carlisle …) have
      // no programme here, as for the 2014-2020 export; 'SOUTH FLORIDA' is an upper-case copy of South Florida.
      report(
        `'${r.team}' ${r.year} '${name}': school not in football_schools.csv, or no year or coach; skipped`,
      );
      return;
    }
    const c: Line = { line, name, s, year, games: int(r.games), w: int(r.wins), l: int(r.losses) };
    if (c.games === 0) {
      report(`${s.school} ${year}: ${name} coached no games (hired for the season, or not played); no stint`);
      return;
    }
    const team = ensureTeam(p, L, s);
    const known = ctx.has('coaches', `${L}:coach:${slugify(name)}`);
    const coach = ensureCoach(ctx, name, SRC_CFBD_COACH_HISTORY);
    (known && !added.has(coach) ? matched : added).add(coach);
    const key = `${coach}:${slugify(s.school)}:${year}`;
    pairs.add(`${coach}|${team}`);
    const existing = ctx.get('coach_stints', key);
    if (existing?.source === SRC_CFBD_COACHES) {
      claimBoth(ctx, existing, c);
      confirmed++;
      return;
    }
    if (existing) {
      report(`${s.school} ${year} ${name}: second row for the coach's season ignored`);
      return;
    }
    const record = recordOf(c, report);
    if (year === PARTIAL_YEAR) partial.push(`${name} (${s.school})`);
    ctx.add('coach_stints', {
      key,
      coach,
      team,
      season: ensureSeason(p, L, year, SRC_CFBD_COACH_HISTORY),
      start_year: year,
      end_year: year,
      title: 'Head Coach',
      is_head_coach: true,
      ...(year === PARTIAL_YEAR ? { games: null, wins: null, losses: null, ties: null } : record),
      source: SRC_CFBD_COACH_HISTORY,
    });
  });
  ctx.report({
    source: SRC_CFBD_COACH_HISTORY,
    file: FILE,
    problem: `${matched.size} coaches matched by name to the ones cfb_coaches_cfbd_2014_2020 made, ${added.size} added`,
  });
  ctx.report({
    source: SRC_CFBD_COACH_HISTORY,
    file: FILE,
    problem: `${confirmed} coach-seasons 2014-2020 are in cfb_coaches_cfbd_2014_2020 too: its stint kept, the two W-L claimed (${COACH_SEASON_RECORD.id})`,
  });
  if (partial.length)
    ctx.report({
      source: SRC_CFBD_COACH_HISTORY,
      file: FILE,
      problem: `${partial.length} coach-seasons of 2023 taken two games into the season: stint kept without a record: ${partial.join(', ')}`,
    });
  return pairs;
}

/**
 * Overtime settles every FBS game from the 1996 season: a game more than W + L after that is one CFBD left out of
 * the W-L (Syracuse 2013, Scott Shafer 6-6 in 13 games: the team went 7-6), not a tie.
 */
const OVERTIME_FROM = 1996;

/**
 * The row's record with ties = games - wins - losses. Where games are fewer than wins plus losses (a CFBD glitch:
 * Todd Berry, Louisiana Monroe 2015, 12 games but 2-11), wins and losses are kept and games and ties left empty.
 */
function recordOf(c: Line, report: (problem: string) => void) {
  if (c.games === null || c.w === null || c.l === null) {
    report(`${c.s.school} ${c.year} ${c.name}: games or W-L missing; record left empty`);
    return { games: null, wins: null, losses: null, ties: null };
  }
  const ties = c.games - c.w - c.l;
  if (ties < 0 || (ties > 0 && c.year >= OVERTIME_FROM)) {
    report(
      `${c.s.school} ${c.year} ${c.name}: ${c.games} games but W-L ${c.w}-${c.l}${ties > 0 ? ` (no ties since ${OVERTIME_FROM})` : ''}; W-L kept, games and ties left empty`,
    );
    return { games: null, wins: c.w, losses: c.l, ties: null };
  }
  return { games: c.games, wins: c.w, losses: c.l, ties };
}

/** Both exports' W-L-T of one coach-season, on the stint the 2014-2020 export gave. */
function claimBoth(ctx: BuildContext, stint: Row<'coach_stints'>, c: Line): void {
  const label = `${c.name}, ${c.s.school} ${c.year}`;
  const claim = (source: string, value: string, note?: string) =>
    ctx.claim({
      figure: COACH_SEASON_RECORD,
      league: L,
      subject: String(stint.key),
      label,
      source,
      value,
      note,
    });
  if (typeof stint.wins === 'number' && typeof stint.losses === 'number')
    claim(SRC_CFBD_COACHES, `${stint.wins}-${stint.losses}-${Number(stint.ties ?? 0)}`);
  if (c.games === null || c.w === null || c.l === null) return;
  const ties = c.games - c.w - c.l;
  // A glitch row (fewer games than W + L) has no ties to state: its W-L is claimed with a note saying so.
  claim(
    SRC_CFBD_COACH_HISTORY,
    ties < 0 ? `${c.w}-${c.l}-0` : `${c.w}-${c.l}-${ties}`,
    ties < 0
      ? `the 1886-2023 export gives ${c.games} games for a ${c.w}-${c.l} record (ties not known)`
      : undefined,
  );
}
