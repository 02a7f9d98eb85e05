// FBS head coaches by school-season 2014-2020 (cfb_coaches_cfbd_2014_2020, a CollegeFootballData.com export): one
// coach stint per coach, school and season with that season's W-L-T, and the season's head coach(es) on its team
// season. A mid-season change gives two rows (Wisconsin 2014: Gary Andersen 13 games, Barry Alvarez the bowl game).
// Where cfb_team_seasons has the season, the coaches' records must add up to it; where it lacks the season (the
// Mountain West 2014-2016), the row is made from the coaches' records. These are the only seasons the sources give
// season by season: a coach's record here is his record in 2014-2020, not his career.
import type { BuildContext, Row } from '../../model';
import {
  type School,
  collegeTeamKey,
  ensureSeason,
  ensureTeam,
  handPath,
  readCollegeHand,
  upsertTeamSeason,
} from '../../shared/college';
import { int, text } from '../../shared/parse';
import type { Pending } from '../../shared/pending';
import { slugify } from '../../shared/slug';
import { L } from './sources';
import { seasonWinPercentage } from '../../shared/win-percentage';
import { joinHeadCoaches } from '@trophy-room/domain';

export const SRC_CFBD_COACHES = 'cfbd-coaches';
const FILE = 'cfb_coaches_cfbd_2014_2020/coaches.csv';

export const CFBD_COACHES_SOURCE: Row<'sources'> = {
  key: SRC_CFBD_COACHES,
  name: 'FBS head coaches by school-season 2014-2020 (CollegeFootballData.com, via akeaswaran/cfb-coach-evaluation)',
  url: 'https://collegefootballdata.com',
  licence: 'No licence stated; CollegeFootballData.com data',
  attribution: 'CollegeFootballData.com coaches export, via akeaswaran/cfb-coach-evaluation',
  notes:
    'Head coach of each FBS school-season 2014-2020 with games and W-L-T; a mid-season change gives two rows.',
};

/**
 * One spelling per person across the two coach sources: 'P. J. Fleck' and 'P.J. Fleck'; the snapshot's misspelled
 * 'Jim McElewain'; CollegeFootballData's 'Eli Drinkwitz' (Eliah) and 'Mike Sanford' (Mike Sanford Jr.).
 */
const sameCoach: Record<string, string> = {
  'Jim McElewain': 'Jim McElwain',
  // The title ledger's names for two coaches CFBD lists by another (hand/college/cfb_champions.csv).
  'Bob Neyland': 'Robert Neyland',
  'Ralph Jordan': 'Shug Jordan',
  'Eli Drinkwitz': 'Eliah Drinkwitz',
  'Mike Sanford': 'Mike Sanford Jr.',
};
export const canonicalCoachName = (full: string) => {
  const name = full
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\.\s+(?=[A-Z]\.)/g, '.');
  return sameCoach[name] ?? name;
};

/** The person and coach rows of a college football head coach, keyed by name (shared with the snapshot). */
export function ensureCoach(ctx: BuildContext, canonical: string, source: string): string {
  const slug = slugify(canonical);
  const key = `${L}:coach:${slug}`;
  if (ctx.has('coaches', key)) return key;
  const parts = canonical.split(' ');
  const last =
    parts.length > 1 && /^(Jr\.?|Sr\.?|II|III|IV)$/.test(parts[parts.length - 1])
      ? parts.slice(-2).join(' ')
      : parts[parts.length - 1];
  const first = canonical.slice(0, canonical.length - last.length).trim();
  ctx.add('people', { key, slug, first_name: first || null, last_name: last, full_name: canonical, source });
  ctx.add('coaches', { key, slug, person: key, league: L, source });
  return key;
}

interface SeasonCoaches {
  team: string;
  school: School;
  year: number;
  coaches: { name: string; games: number }[];
  w: number;
  l: number;
  t: number;
  complete: boolean;
}

/** hand/college/cfbd_coach_corrections.csv: a field of one export row, corrected (each one reported). */
export function corrections(ctx: BuildContext): Map<string, Record<string, string>[]> {
  const out = new Map<string, Record<string, string>[]>();
  for (const c of readCollegeHand(ctx, 'cfbd_coach_corrections.csv')) {
    const k = `${c.school}|${c.year}|${c.first_name} ${c.last_name}`;
    out.set(k, [...(out.get(k) ?? []), c]);
  }
  return out;
}

/** Returns the coach-team pairs it gave seasons for (`${coach}|${team}`). */
export function addCfbdCoaches(ctx: BuildContext, p: Pending, schools: Map<string, School>): Set<string> {
  const pairs = new Set<string>();
  const fixes = corrections(ctx);
  const seasons = new Map<string, SeasonCoaches>();
  ctx.readCsv(FILE).forEach((raw, i) => {
    const line = i + 2;
    const report = (problem: string) => ctx.report({ source: SRC_CFBD_COACHES, file: FILE, line, problem });
    const r = { ...raw };
    for (const c of fixes.get(`${raw.school}|${raw.year}|${raw.first_name} ${raw.last_name}`) ?? []) {
      report(
        `${raw.school} ${raw.year} ${raw.first_name} ${raw.last_name}: ${c.field} '${raw[c.field]}' corrected to '${c.value}' (${handPath('cfbd_coach_corrections.csv')}; ${c.reference})`,
      );
      r[c.field] = c.value;
    }
    const s = schools.get(text(r.school) ?? '');
    const year = int(r.year);
    const name = canonicalCoachName(`${r.first_name ?? ''} ${r.last_name ?? ''}`);
    if (!s || year === null || !name) {
      report(`'${r.school}' ${r.year} '${name}': unknown school, year or coach; skipped`);
      return;
    }
    const [games, w, l, t] = [int(r.games), int(r.wins), int(r.losses), int(r.ties)];
    if (games === 0) {
      report(`${s.school} ${year}: ${name} coached no games (the 2020 season was not played); no stint`);
      return;
    }
    const sums = games !== null && w !== null && l !== null && t !== null && games === w + l + t;
    if (!sums)
      report(`${s.school} ${year} ${name}: ${games} games but W-L-T ${w}-${l}-${t}; record left empty`);
    const team = ensureTeam(p, L, s);
    const season = ensureSeason(p, L, year, SRC_CFBD_COACHES);
    const coach = ensureCoach(ctx, name, SRC_CFBD_COACHES);
    const key = `${coach}:${slugify(s.school)}:${year}`;
    if (ctx.has('coach_stints', key)) {
      report(`${s.school} ${year} ${name}: second row for the coach's season ignored`);
      return;
    }
    pairs.add(`${coach}|${team}`);
    ctx.add('coach_stints', {
      key,
      coach,
      team,
      season,
      start_year: year,
      end_year: year,
      title: 'Head Coach',
      is_head_coach: true,
      games: sums ? games : null,
      wins: sums ? w : null,
      losses: sums ? l : null,
      ties: sums ? t : null,
      source: SRC_CFBD_COACHES,
    });
    const sc = seasons.get(`${team}:${year}`) ?? {
      team,
      school: s,
      year,
      coaches: [],
      w: 0,
      l: 0,
      t: 0,
      complete: true,
    };
    sc.coaches.push({ name, games: games ?? 0 });
    if (sums) [sc.w, sc.l, sc.t] = [sc.w + w!, sc.l + l!, sc.t + t!];
    else sc.complete = false;
    seasons.set(`${team}:${year}`, sc);
  });
  for (const sc of seasons.values()) addSeasonCoaches(ctx, p, sc);
  return pairs;
}

/** The season's head coach(es) on its team-season row, checked against its record (or giving it, where none). */
function addSeasonCoaches(ctx: BuildContext, p: Pending, sc: SeasonCoaches): void {
  const key = `${collegeTeamKey(L, sc.school.school)}:${sc.year}`;
  const ts = p.get('team_seasons', key);
  // The one who coached most of the season first (Wisconsin 2014: Gary Andersen, then Barry Alvarez for the bowl).
  const head_coach_name = joinHeadCoaches(
    [...sc.coaches].sort((a, b) => b.games - a.games).map((c) => c.name),
  );
  const games = sc.w + sc.l + sc.t;
  if (ts && typeof ts.wins === 'number') {
    const tsGames = Number(ts.wins) + Number(ts.losses) + Number(ts.ties ?? 0);
    // cfb_team_seasons' 2020 file ends before the bowl games (Alabama 11-0; the champion went 13-0): where the
    // coaches' records of a 2020 season add up to more games, they are the season's record.
    const longer = sc.complete && sc.year === 2020 && games > tsGames;
    if (sc.complete && (ts.wins !== sc.w || ts.losses !== sc.l))
      ctx.report({
        source: SRC_CFBD_COACHES,
        file: FILE,
        problem: `${sc.school.school} ${sc.year}: the coaches' W-L ${sc.w}-${sc.l} differs from the team season's ${ts.wins}-${ts.losses}; ${longer ? "the coaches' kept (the 2020 team seasons end before the bowl games)" : 'team season kept (a coach is missing from the export)'}`,
      });
    upsertTeamSeason(p, {
      key,
      team: sc.team,
      season: `${L}:${sc.year}`,
      head_coach_name,
      ...(longer ? record(sc) : {}),
    });
    return;
  }
  upsertTeamSeason(p, {
    key,
    team: sc.team,
    season: `${L}:${sc.year}`,
    name: sc.school.school,
    head_coach_name,
    ...(sc.complete && games > 0 ? record(sc) : {}),
    derived_from_games: false,
    source: SRC_CFBD_COACHES,
  });
}

/** The season's record as the coaches' records add up. */
function record(sc: SeasonCoaches) {
  const games = sc.w + sc.l + sc.t;
  return {
    games_played: games,
    wins: sc.w,
    losses: sc.l,
    ties: sc.t,
    win_percentage: seasonWinPercentage(L, sc.year, { wins: sc.w, losses: sc.l, ties: sc.t }),
  };
}
