// The NCAA Men's Ice Hockey Championship (Frozen Four), every final 1948-2025 (hand/college/frozen_four_results.csv).
import type { BuildContext } from '../../model';
import {
  type School,
  ensureTeam,
  handPath,
  handSource,
  overtimeText,
  readCollegeHand,
} from '../../shared/college';
import { addCollegeFinal, handFinalFields } from '../../shared/college-final';
import { int, text } from '../../shared/parse';
import type { Pending } from '../../shared/pending';

export const L = 'ncaa-hockey' as const;
export const FROZEN_FOUR = `${L}:frozen-four`;

const conferences: Record<string, [string, string, string]> = {
  'Big Ten': ['big-ten', 'Big Ten Conference', 'Big Ten'],
  CCHA: ['ccha', 'Central Collegiate Hockey Association', 'CCHA'],
  'ECAC Hockey': ['ecac-hockey', 'ECAC Hockey', 'ECAC'],
  'Hockey East': ['hockey-east', 'Hockey East Association', 'HEA'],
  NCHC: ['nchc', 'National Collegiate Hockey Conference', 'NCHC'],
};

/** Conflicting claims seen while checking the list, reported so the choice is visible (title year → problem). */
const discrepancies: Record<number, string> = {
  2025:
    'runner-up recorded as Boston University (NCHC and NCAA game reports: Western Michigan 6-2 Boston University); ' +
    'a project brief named Denver, which lost the semifinal to Western Michigan 3-2 in 2OT',
};

export function addFrozenFour(ctx: BuildContext, p: Pending, schools: Map<string, School>): void {
  const file = 'frozen_four_results.csv';
  const schoolsFile = 'hockey_schools.csv';
  const rows = readCollegeHand(ctx, file);
  const mainSource = handSource(ctx, "NCAA Men's Ice Hockey Championships Records");

  for (const c of Object.keys(conferences).sort()) {
    const [suffix, name, abbreviation] = conferences[c];
    ctx.add('conferences', {
      key: `${L}:${suffix}`,
      slug: `${suffix}-hockey`,
      name,
      abbreviation,
      league: L,
      source: handSource(ctx, 'NCAA member school directory'),
    });
  }

  const titleYears = rows.map((r) => int(r.year)).filter((y): y is number => y != null);
  ctx.add('championships', {
    key: FROZEN_FOUR,
    slug: 'frozen-four',
    league: L,
    name: 'Frozen Four',
    official_name: "NCAA Division I Men's Ice Hockey Championship",
    description:
      "The NCAA Division I men's ice hockey championship, first played in March 1948 (the 1947-48 season) at the " +
      'Broadmoor Ice Palace in Colorado Springs, its home for the first ten tournaments. The semifinals and final ' +
      'have been branded the Frozen Four since 1999. The title is decided by a single final game. The 2020 ' +
      'tournament was cancelled because of the COVID-19 pandemic.',
    trophy_name: "NCAA National Collegiate Men's Ice Hockey Championship trophy",
    first_year: Math.min(...titleYears) - 1,
    last_year: null, // still contested
    format: 'Single-elimination tournament; one-game final',
    source: mainSource,
  });

  rows.forEach((r, i) => {
    const line = i + 2;
    const titleYear = int(r.year);
    const winner = schools.get(r.winner ?? '');
    const runner = schools.get(r.runner_up ?? '');
    const ot = overtimeText(r.overtime);
    if (titleYear == null || !winner || !runner || ot === undefined) {
      ctx.report({
        source: 'hand',
        file: handPath(file),
        line,
        problem: 'unreadable Frozen Four row skipped',
      });
      return;
    }
    const extra = (s: typeof winner) => {
      const c = s.conference ? conferences[s.conference] : undefined;
      if (s.conference && !c) {
        ctx.report({
          source: 'hand',
          file: handPath(schoolsFile),
          problem: `${s.school}: unknown conference ${s.conference}`,
        });
      }
      return c ? { conference: `${L}:${c[0]}` } : {};
    };
    // Create the teams with their current conference before addCollegeFinal looks them up.
    for (const s of [winner, runner]) ensureTeam(p, L, s, extra(s));
    if (discrepancies[titleYear]) {
      ctx.report({
        source: 'hand',
        file: handPath(file),
        line,
        problem: `${titleYear}: ${discrepancies[titleYear]}`,
      });
    }
    addCollegeFinal(ctx, p, {
      league: L,
      championship: FROZEN_FOUR,
      startYear: titleYear - 1,
      winner,
      runnerUp: runner,
      overtime: ot,
      ...handFinalFields(r),
      venueName: text(r.venue_name),
      notes: text(r.notes),
      source: handSource(ctx, text(r.source) ?? "NCAA Men's Ice Hockey Championships Records"),
      wonText: 'Won the NCAA championship game',
      lostText: 'Lost the NCAA championship game',
    });
  });
}
