// The head coach of every FBS school-season 1987-2025 (cfb_coaches_fbs_1987_2025, the BoW Sports Analytics coach
// database): a grid of one name per school and season, the coach who started it ('No FBS Team' where the school was
// not in FBS). Where CollegeFootballData's exports give the school-season's coaches (to 2023), the grid's name is
// claimed against them; where they give none (2024, 2025), it is the season's head coach: his stint, without a
// record (those seasons' games are FBS-vs-FBS only), and the name on the team season.
import type { BuildContext, Row } from '../../model';
import { type School, collegeTeamKey, ensureSeason, ensureTeam } from '../../shared/college';
import type { Pending } from '../../shared/pending';
import { slugify } from '../../shared/slug';
import { canonicalCoachName, ensureCoach } from './cfbd-coaches';
import { SEASON_HEAD_COACH } from './figures';
import { L, SRC_FBS_COACHES } from './sources';

const FILE = 'cfb_coaches_fbs_1987_2025/head_coach_history.csv';
/** CollegeFootballData's last two seasons: a grid coach it contradicts there casts doubt on the grid's next ones. */
const DOUBT_FROM = 2022;

export const FBS_COACHES_SOURCE: Row<'sources'> = {
  key: SRC_FBS_COACHES,
  name: 'FBS head coaches by school and season 1987-2025 (BoW Sports Analytics, via lemonannn/ncaa_coaching_analysis)',
  url: 'https://github.com/lemonannn/ncaa_coaching_analysis',
  licence: 'No licence stated; compiled from the BoW Sports Analytics college football coach database',
  attribution:
    'BoW Sports Analytics college football coach database (borderingonwisdom.wordpress.com), via lemonannn/ncaa_coaching_analysis',
  notes:
    'One head coach per FBS school-season, the one who started it (interims rarely shown); no W-L. Read for 2024 and 2025, and checked against CollegeFootballData before.',
};

/** One coach under two spellings: a suffix written or not ('Mike Sanford Jr' and 'Mike Sanford'). */
const sameCoach = (a: string, b: string) => {
  const bare = (n: string) => slugify(n.replace(/\s+(Jr\.?|Sr\.?|II|III|IV)$/i, ''));
  return bare(a) === bare(b);
};

const letters = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
/** One letter apart at most (McNeill, McNeil). */
const near = (a: string, b: string) => {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return [
    a.slice(i + 1) === b.slice(i + 1),
    a.slice(i + 1) === b.slice(i),
    a.slice(i) === b.slice(i + 1),
  ].some(Boolean);
};

/**
 * Two forms of one man's name: the same surname (last word, or every word after the first: 'von Appen') to a letter,
 * and first names with one initial (Phil, Phillip; Dave, David; a middle initial or name written or not).
 */
export function nameForms(a: string, b: string): boolean {
  const words = (n: string) => n.trim().split(/\s+/);
  const [wa, wb] = [words(a), words(b)];
  if (letters(wa[0])[0] !== letters(wb[0])[0]) return false;
  const surnames = (w: string[]) => [letters(w.at(-1)!), letters(w.slice(1).join(''))];
  return surnames(wa).some((x) => surnames(wb).some((y) => near(x, y)));
}

/** The grid's school-seasons: school, season start year, coach as written. */
function readGrid(ctx: BuildContext): { school: string; year: number; name: string; line: number }[] {
  const rows = ctx.readCsv(FILE).map((r) => Object.values(r).map((v) => (v ?? '').trim()));
  const head = rows.findIndex((r) => r[0] === 'FBS Team');
  const years = rows[head].map(Number);
  const out: { school: string; year: number; name: string; line: number }[] = [];
  // School rows run to the first row without a school (the summary rows follow: Vacancies, Coaching changes …).
  for (let i = head + 1; i < rows.length && rows[i][0]; i++)
    rows[i].forEach((name, c) => {
      if (c > 0 && name && name !== 'No FBS Team' && Number.isInteger(years[c]))
        out.push({ school: rows[i][0], year: years[c], name, line: i + 2 });
    });
  return out;
}

export function addFbsHeadCoaches(ctx: BuildContext, p: Pending, schools: Map<string, School>): void {
  // The coaches CFBD gives each team-season (any stint with a season).
  const coachesOf = new Map<string, { names: string[]; source: string }>();
  for (const s of ctx.rows('coach_stints')) {
    if (!String(s.key).startsWith(`${L}:`) || typeof s.start_year !== 'number') continue;
    const name = String(
      ctx.get('people', String(ctx.get('coaches', String(s.coach))?.person))?.full_name ?? '',
    );
    const k = `${String(s.team)}:${s.start_year}`;
    const e = coachesOf.get(k) ?? { names: [], source: String(s.source) };
    e.names.push(name);
    coachesOf.set(k, e);
  }
  const unknown = new Set<string>();
  // Schools whose grid names, in CFBD's last seasons, a coach CFBD does not (a season of one coach): the grid's 2024
  // and 2025 of them are not taken on its word (Hawaii: Todd Graham, who resigned in January 2022, named to 2025).
  const doubted = new Set<string>();
  let added = 0;
  let compared = 0;
  let named = 0;
  // Oldest seasons first, so every check of a school is made before its 2024-2025 coaches are read.
  const grid = readGrid(ctx).sort((a, b) => a.year - b.year || a.school.localeCompare(b.school));
  for (const g of grid) {
    const s = schools.get(g.school);
    if (!s) {
      unknown.add(g.school);
      continue;
    }
    const name = canonicalCoachName(g.name);
    const team = collegeTeamKey(L, s.school);
    const theirs = coachesOf.get(`${team}:${g.year}`);
    if (theirs) {
      compared++;
      const label = `${s.school} ${g.year}`;
      const subject = `${team}:${g.year}`;
      const claim = (source: string, value: string, note?: string) =>
        ctx.claim({ figure: SEASON_HEAD_COACH, league: L, subject, label, source, value, note });
      // The grid names one coach, the one who started the season; CFBD every coach of it.
      const same = theirs.names.some((t) => sameCoach(t, name));
      const form = !same && theirs.names.length === 1 && nameForms(theirs.names[0], name);
      if (!same && !form && theirs.names.length === 1 && g.year >= DOUBT_FROM) doubted.add(s.school);
      // A season CFBD has no team-season coach for (its 2023 rows): the coach both name.
      const ts = p.get('team_seasons', `${team}:${g.year}`);
      if (same && ts && !ts.head_coach_name) {
        ts.head_coach_name = theirs.names.find((t) => sameCoach(t, name))!;
        named++;
      }
      claim(
        SRC_FBS_COACHES,
        name,
        form
          ? `two forms of one name: '${name}' here, '${theirs.names[0]}' in CollegeFootballData`
          : undefined,
      );
      claim(
        theirs.source,
        same ? name : theirs.names.join(', '),
        same || theirs.names.length === 1
          ? undefined
          : `a season of ${theirs.names.length} coaches (${theirs.names.join(', ')}); the grid names the one who started it`,
      );
      continue;
    }
    if (g.year < 2024) continue;
    if (doubted.has(s.school)) {
      ctx.report({
        source: SRC_FBS_COACHES,
        file: FILE,
        line: g.line,
        problem: `${s.school} ${g.year} '${name}': left out, the grid named a coach CollegeFootballData does not for an earlier season of this school`,
      });
      continue;
    }
    const coach = ensureCoach(ctx, name, SRC_FBS_COACHES);
    ensureTeam(p, L, s);
    ctx.add('coach_stints', {
      key: `${coach}:${slugify(s.school)}:${g.year}`,
      coach,
      team,
      season: ensureSeason(p, L, g.year, SRC_FBS_COACHES),
      start_year: g.year,
      end_year: g.year,
      title: 'Head Coach',
      is_head_coach: true,
      source: SRC_FBS_COACHES,
    });
    const ts = p.get('team_seasons', `${team}:${g.year}`);
    if (ts && !ts.head_coach_name) ts.head_coach_name = name;
    added++;
  }
  ctx.report({
    source: SRC_FBS_COACHES,
    file: FILE,
    problem: `${compared} school-seasons compared with CollegeFootballData's coaches (${SEASON_HEAD_COACH.id}); ${named} team seasons without a coach's name given the one both sources name; ${added} head coaches of 2024-2025 added without a record${unknown.size ? `; schools not in football_schools.csv: ${[...unknown].sort().join(', ')}` : ''}`,
  });
}
