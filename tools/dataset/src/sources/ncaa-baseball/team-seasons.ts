// College baseball team seasons 2002-2025 from the NCAA statistics site (ncaa_baseball_d1_team_seasons_2002_2025):
// W-L-T, conference and season statistics of every Division I team. Runs after the College World Series finals, so
// a finalist's season row gains its record.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildContext, Row } from '../../model';
import { type School, ensureSeason, ensureTeam, upsertTeamSeason } from '../../shared/college';
import { compact } from '../../shared/json';
import type { Pending } from '../../shared/pending';
import { slugify } from '../../shared/slug';
import { seasonWinPercentage } from '../../shared/win-percentage';

export const L = 'ncaa-baseball' as const;
export const SRC_BASEBALL_SEASONS = 'ncaa-baseball-team-seasons';
const dir = 'ncaa_baseball_d1_team_seasons_2002_2025';
const FIRST = 2002;
const LAST = 2025;

/** The NCAA statistics site's short names → the school name (the one convention: a programme is its school). */
const schoolNames: Record<string, string> = {
  'A&M-Corpus Christi': 'Texas A&M-Corpus Christi',
  'App State': 'Appalachian State',
  'Ark.-Pine Bluff': 'Arkansas-Pine Bluff',
  'Birmingham-So.': 'Birmingham-Southern',
  'Cal St. Fullerton': 'Cal State Fullerton',
  'Central Ark.': 'Central Arkansas',
  'Central Conn. St.': 'Central Connecticut State',
  'Central Mich.': 'Central Michigan',
  'Charleston So.': 'Charleston Southern',
  'Col. of Charleston': 'College of Charleston',
  'Eastern Ill.': 'Eastern Illinois',
  'Eastern Ky.': 'Eastern Kentucky',
  'Eastern Mich.': 'Eastern Michigan',
  'Fla. Atlantic': 'Florida Atlantic',
  'Ga. Southern': 'Georgia Southern',
  'Lamar University': 'Lamar',
  'Miami (FL)': 'Miami',
  'Middle Tenn.': 'Middle Tennessee',
  'Mississippi Val.': 'Mississippi Valley State',
  'N.C. A&T': 'North Carolina A&T',
  'N.C. Central': 'North Carolina Central',
  'North Ala.': 'North Alabama',
  'Northern Colo.': 'Northern Colorado',
  'Northern Ky.': 'Northern Kentucky',
  'South Fla.': 'South Florida',
  'Southeast Mo. St.': 'Southeast Missouri State',
  'Southeastern La.': 'Southeastern Louisiana',
  'Southern California': 'USC',
  'Southern Ill.': 'Southern Illinois',
  'Southern Miss.': 'Southern Miss',
  'Southern U.': 'Southern',
  "St. John's (NY)": "St. John's",
  'Western Caro.': 'Western Carolina',
  'Western Ill.': 'Western Illinois',
  'Western Ky.': 'Western Kentucky',
  'Western Mich.': 'Western Michigan',
};

/** 'Oregon St.' → 'Oregon State'; the table above for the other abbreviations. */
export const baseballSchoolName = (raw: string): string =>
  schoolNames[raw] ?? raw.replace(/ St\.$/, ' State');

/**
 * Conference labels are the site's present names of each conference body; the names borne that season differ for
 * the Pac-10 (Pac-12 from 2012) and the Big East (its football schools became The American in 2013-14; the
 * baseball season of 2014 was the first).
 */
function conferenceName(label: string, year: number): string {
  if (label === 'Pac-12' && year < 2012) return 'Pac-10';
  if (label === 'The American' && year < 2014) return 'Big East';
  if (label === 'DI Independent') return 'Independent';
  return label;
}

const conferenceNames: Record<string, string> = {
  ACC: 'Atlantic Coast Conference',
  ASUN: 'ASUN Conference',
  'America East': 'America East Conference',
  'Atlantic 10': 'Atlantic 10 Conference',
  'Big 12': 'Big 12 Conference',
  'Big East': 'Big East Conference',
  'Big South': 'Big South Conference',
  'Big Ten': 'Big Ten Conference',
  'Big West': 'Big West Conference',
  CAA: 'Coastal Athletic Association',
  CUSA: 'Conference USA',
  GWC: 'Great West Conference',
  Horizon: 'Horizon League',
  Independent: 'Division I Independents',
  'Ivy League': 'Ivy League',
  MAAC: 'Metro Atlantic Athletic Conference',
  MAC: 'Mid-American Conference',
  MEAC: 'Mid-Eastern Athletic Conference',
  MVC: 'Missouri Valley Conference',
  'Mountain West': 'Mountain West Conference',
  NEC: 'Northeast Conference',
  OVC: 'Ohio Valley Conference',
  'Pac-10': 'Pacific-10 Conference',
  'Pac-12': 'Pac-12 Conference',
  Patriot: 'Patriot League',
  SEC: 'Southeastern Conference',
  SWAC: 'Southwestern Athletic Conference',
  SoCon: 'Southern Conference',
  Southland: 'Southland Conference',
  'Summit League': 'Summit League',
  'Sun Belt': 'Sun Belt Conference',
  'The American': 'American Athletic Conference',
  WAC: 'Western Athletic Conference',
  WCC: 'West Coast Conference',
};

/** Season statistics kept in team_seasons.stats: source field → short key. */
const statKeys: Record<string, string> = {
  BA: 'avg',
  OBP: 'obp',
  SLG: 'slg',
  HR: 'hr',
  SB: 'sb',
  'R (Batting)': 'r',
  'R (Pitching)': 'ra',
  ERA: 'era',
  SO: 'so',
  WHIP: 'whip',
  E: 'e',
  FPCT: 'fpct',
};

type Raw = Record<string, unknown>;
const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);
const number = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export const BASEBALL_SEASONS_SOURCE: Row<'sources'> = {
  key: SRC_BASEBALL_SEASONS,
  name: 'NCAA Division I baseball team statistics 2002-2025 (CodeMateo15/CollegeBaseballStatsPackage)',
  url: 'https://github.com/CodeMateo15/CollegeBaseballStatsPackage',
  licence: 'MIT (Copyright (c) 2025 Mateo Biggs); data from the NCAA statistics site (stats.ncaa.org)',
  attribution: 'CollegeBaseballStatsPackage by Mateo Biggs (MIT), from stats.ncaa.org',
  notes:
    'Division I team seasons: conference, W-L-T (postseason included) and season statistics. 2002 holds 82 teams only.',
};

export function addTeamSeasons(ctx: BuildContext, p: Pending, schools: Map<string, School>): void {
  const teamsPerYear = new Map<number, number>();
  const latest = new Map<string, { year: number; conference: string | null }>();
  for (let year = FIRST; year <= LAST; year++) {
    const file = `${dir}/${year}.json`;
    const data = JSON.parse(readFileSync(join(ctx.rawDir, file), 'utf8')) as Record<string, Raw | number>;
    for (const label of Object.keys(data).sort()) {
      const r = data[label];
      if (typeof r !== 'object') continue; // the "division": 1 entry
      const added = addTeamSeason(ctx, p, schools, file, year, label, r);
      if (!added) continue;
      latest.set(added.team, { year, conference: added.conference });
      teamsPerYear.set(year, (teamsPerYear.get(year) ?? 0) + 1);
    }
  }
  for (const [year, n] of teamsPerYear) {
    const season = p.get('seasons', `${L}:${year}`);
    if (season) season.teams_count = n;
  }
  // A programme's current conference is its latest; one whose last season here is before 2025 left Division I.
  for (const [team, { year, conference }] of latest) {
    const row = p.get('teams', team)!;
    row.conference = conference;
    if (year < LAST) row.is_active = false;
  }
  ctx.report({
    source: SRC_BASEBALL_SEASONS,
    file: `${dir}/2002.json`,
    problem: '2002 holds 82 of about 280 Division I teams; the other 2002 team seasons are missing',
  });
}

function addTeamSeason(
  ctx: BuildContext,
  p: Pending,
  schools: Map<string, School>,
  file: string,
  year: number,
  label: string,
  r: Raw,
): { team: string; conference: string | null } | null {
  const raw = typeof r.team === 'string' ? r.team.trim() : '';
  const issue = (problem: string) =>
    ctx.report({ source: SRC_BASEBALL_SEASONS, file, problem: `${label}: ${problem}` });
  if (!raw) {
    issue('no team name; skipped');
    return null;
  }
  const name = baseballSchoolName(raw);
  const school: School = schools.get(name) ?? {
    school: name,
    nickname: null,
    city: null,
    state: null,
    aliases: [],
    source: SRC_BASEBALL_SEASONS,
    extra: {},
  };
  const team = ensureTeam(p, L, school);
  const season = ensureSeason(p, L, year, SRC_BASEBALL_SEASONS);
  const key = `${team}:${year}`;
  const wins = count(r.W);
  const losses = count(r.L);
  const ties = count(r.T) ?? (wins !== null ? 0 : null);
  const games = count(r.G);
  if (wins === null || losses === null) issue(`${year}: no W-L; record left empty`);
  else if (games !== null && games !== wins + losses + (ties ?? 0))
    issue(`${year}: G ${games} differs from W-L-T ${wins}-${losses}-${ties ?? 0}; W-L-T kept`);
  let conference: string | null = null;
  const confLabel = typeof r.league === 'string' ? r.league.trim() : '';
  const confName = conferenceName(confLabel, year);
  if (conferenceNames[confName]) conference = ensureConference(ctx, confName);
  else issue(`${year}: conference cell '${confLabel}' is not a conference; left empty`);
  const stats: Record<string, number | null> = {};
  for (const [field, k] of Object.entries(statKeys)) stats[k] = number(r[field]);
  const decided = wins !== null && losses !== null ? wins + losses + (ties ?? 0) : 0;
  // A College World Series finalist's row exists already: the record, conference and stats are merged in.
  upsertTeamSeason(p, {
    key,
    team,
    season,
    name: school.school,
    conference,
    games_played: games ?? (decided || null),
    wins,
    losses,
    ties,
    win_percentage:
      wins !== null && losses !== null ? seasonWinPercentage(L, year, { wins, losses, ties }) : null,
    points_for: count(r['R (Batting)']),
    points_against: count(r['R (Pitching)']),
    stats: compact(stats),
    derived_from_games: false,
    source: SRC_BASEBALL_SEASONS,
  });
  return { team, conference };
}

function ensureConference(ctx: BuildContext, name: string): string {
  const slug = slugify(name);
  const key = `${L}:${slug}`;
  if (!ctx.has('conferences', key)) {
    ctx.add('conferences', {
      key,
      slug: `${slug}-baseball`,
      name: conferenceNames[name],
      abbreviation: name,
      league: L,
      source: SRC_BASEBALL_SEASONS,
    });
  }
  return key;
}
