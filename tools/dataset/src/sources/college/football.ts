// College football: FBS programs and team seasons 2013-2023 (cfb_team_seasons), stadiums and coaches (2021
// snapshot), and the national championship list (hand: AP poll era 1936-1997, BCS 1998-2013, CFP 2014-).
import type { BuildContext } from '../../model';
import {
  addCollegeFinal,
  compact,
  ensureSeason,
  ensureTeam,
  handPath,
  handSource,
  int,
  loadSchools,
  num,
  overtimeText,
  type Pending,
  readHand,
  round3,
  type School,
  slugify,
  teamKey,
  text,
} from './common';

const L = 'ncaa-football' as const;
const SRC_SEASONS = 'cfb-team-seasons';
const SRC_LOGOS = 'cfbplotr';
const SRC_SNAPSHOT = 'ncaa-fbs-2021-snapshot';
export const CFB_CHAMPIONSHIP = `${L}:college-football-national-championship`;

/** Conference spellings in cfb_team_seasons → [key suffix, name, abbreviation]. */
const conferences: Record<string, [string, string, string]> = {
  AAC: ['aac', 'American Athletic Conference', 'AAC'],
  ACC: ['acc', 'Atlantic Coast Conference', 'ACC'],
  'Big 12': ['big-12', 'Big 12 Conference', 'Big 12'],
  'Big Ten': ['big-ten', 'Big Ten Conference', 'Big Ten'],
  'C-USA': ['c-usa', 'Conference USA', 'C-USA'],
  CUSA: ['c-usa', 'Conference USA', 'C-USA'],
  MAC: ['mac', 'Mid-American Conference', 'MAC'],
  MWC: ['mountain-west', 'Mountain West Conference', 'MW'],
  'Mountain West': ['mountain-west', 'Mountain West Conference', 'MW'],
  'Pac-12': ['pac-12', 'Pac-12 Conference', 'Pac-12'],
  SEC: ['sec', 'Southeastern Conference', 'SEC'],
  'Sun Belt': ['sun-belt', 'Sun Belt Conference', 'Sun Belt'],
  'FBS Independent': ['independent', 'FBS Independents', 'Ind.'],
  Independent: ['independent', 'FBS Independents', 'Ind.'],
};

/**
 * Team-season rows whose conference cell is empty in the source ('Ole Miss ()', 'Pittsburgh ()'): the membership
 * is not in doubt (Ole Miss: SEC since 1932; Pittsburgh: ACC since 2013), so it is filled and reported.
 */
const knownConference: Record<string, string> = { 'Ole Miss': 'SEC', Pittsburgh: 'ACC' };

/** Stadiums whose city differs from the school's (or is uncertain → null). */
const stadiumCity: Record<string, [string | null, string]> = {
  'Rose Bowl': ['Pasadena', 'CA'],
  'Hard Rock Stadium': ['Miami Gardens', 'FL'],
  'Gillette Stadium': ['Foxborough', 'MA'],
  'Rentschler Field': ['East Hartford', 'CT'],
  'UB Stadium': ['Amherst', 'NY'],
  'Sam Boyd Stadium': [null, 'NV'],
  'McGuirk Stadium': ['Hadley', 'MA'],
};

/** Stats kept in team_seasons.stats: normalised header → short key. */
const statKeys: Record<string, string> = {
  offrank: 'off_rk',
  defrank: 'def_rk',
  offyardspergame: 'ypg',
  yardspergameallowed: 'opp_ypg',
  passyardspergame: 'pass_ypg',
  rushingyardspergame: 'rush_ypg',
  pointspergame: 'ppg',
  avgpointspergameallowed: 'opp_ppg',
  scoringoffrank: 'score_off_rk',
  scoringdefrank: 'score_def_rk',
  turnovermargin: 'to_margin',
  sacks: 'sacks',
};

const norm = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');

function addSources(ctx: BuildContext) {
  ctx.add('sources', {
    key: SRC_SEASONS,
    name: 'College Football Team Stats Seasons 2013-2023 (JGlessner757/cfb_data)',
    url: 'https://github.com/JGlessner757/cfb_data',
    licence: 'No licence stated (Kaggle dataset by jeffgallini, compiled from NCAA statistics pages)',
    attribution:
      'College Football Team Stats Seasons 2013 to 2023 (Kaggle, jeffgallini), via JGlessner757/cfb_data',
    notes:
      'FBS team seasons: conference, games, W-L and season statistics. No Mountain West teams in 2013-2016.',
  });
  ctx.add('sources', {
    key: SRC_LOGOS,
    name: 'cfbplotR team reference (sportsdataverse/cfbplotR)',
    url: 'https://github.com/sportsdataverse/cfbplotR',
    licence: 'MIT',
    attribution: 'cfbplotR, Copyright (c) 2021 Jared Lee (MIT licence)',
    notes: 'logo_ref: school list with level (P5/G5/FCS/...); used to cross-check FBS school names.',
  });
  ctx.add('sources', {
    key: SRC_SNAPSHOT,
    name: 'NCAA FBS stadiums and head coaches, c.2021 (mrmightyq/Analyzing-NCAA-Football-Coach-Salaries)',
    url: 'https://github.com/mrmightyq/Analyzing-NCAA-Football-Coach-Salaries',
    licence: 'No licence stated',
    attribution: 'mrmightyq/Analyzing-NCAA-Football-Coach-Salaries',
    notes:
      'Point-in-time snapshot (about the 2020 season): stadium capacity/opened year, coach career and school W-L.',
  });
}

export function buildFootball(ctx: BuildContext, p: Pending): void {
  addSources(ctx);
  const schoolsFile = 'football_schools.csv';
  const schools = loadSchools(ctx, schoolsFile);

  const confKey = (c: string) => `${L}:${conferences[c][0]}`;
  for (const c of Object.keys(conferences).sort()) {
    const [suffix, name, abbreviation] = conferences[c];
    const key = `${L}:${suffix}`;
    if (ctx.has('conferences', key)) continue;
    ctx.add('conferences', {
      key,
      slug: `${suffix}-football`,
      name,
      abbreviation,
      league: L,
      source: SRC_SEASONS,
    });
  }

  // --- team seasons 2013-2023 -------------------------------------------------------------------------------
  const latestConf = new Map<string, { year: number; conf: string }>();
  const seasonTeams = new Map<number, number>();
  for (let year = 2013; year <= 2023; year++) {
    const file = `cfb_team_seasons_2013_2023/cfb${String(year).slice(2)}.csv`;
    const rows = ctx.readCsv(file);
    rows.forEach((r, i) => {
      const line = i + 2;
      const raw = (r.Team ?? '').trim();
      const m = /^(.*?)\s*\(([^()]*)\)$/.exec(raw);
      if (!m) {
        ctx.report({
          source: SRC_SEASONS,
          file,
          line,
          problem: `team cell '${raw}' has no '(Conference)'; row skipped`,
        });
        return;
      }
      const schoolName = m[1].trim();
      let conf = m[2].trim();
      const s = schools.get(schoolName);
      if (!s) {
        ctx.report({
          source: SRC_SEASONS,
          file,
          line,
          problem: `unknown school '${schoolName}'; row skipped`,
        });
        return;
      }
      if (conf === '') {
        const known = knownConference[s.school];
        ctx.report({
          source: SRC_SEASONS,
          file,
          line,
          problem: `${s.school} ${year}: empty conference${known ? `; filled as ${known}` : ''}`,
        });
        if (!known) return;
        conf = known;
      }
      if (!conferences[conf]) {
        ctx.report({ source: SRC_SEASONS, file, line, problem: `unknown conference '${conf}'; row skipped` });
        return;
      }
      let wins = int(r.Win);
      let losses = int(r.Loss);
      if (r['Win-Loss'] !== undefined) {
        const wl = /^(\d+)-(\d+)$/.exec(r['Win-Loss'].trim());
        wins = wl ? Number(wl[1]) : null;
        losses = wl ? Number(wl[2]) : null;
      }
      const games = int(r.Games);
      if (wins == null || losses == null) {
        ctx.report({
          source: SRC_SEASONS,
          file,
          line,
          problem: `${s.school} ${year}: unreadable W-L; record left empty`,
        });
      } else if (games != null && games !== wins + losses) {
        ctx.report({
          source: SRC_SEASONS,
          file,
          line,
          problem: `${s.school} ${year}: games ${games} != W+L ${wins + losses}`,
        });
      }
      const stats: Record<string, number | null> = {};
      for (const [h, v] of Object.entries(r)) {
        const k = statKeys[norm(h)];
        if (k && stats[k] == null) stats[k] = num(v);
      }
      const team = ensureTeam(p, L, s);
      const season = ensureSeason(p, L, year, SRC_SEASONS);
      const key = `${team}:${year}`;
      if (p.has('team_seasons', key)) {
        ctx.report({
          source: SRC_SEASONS,
          file,
          line,
          problem: `${s.school} ${year}: second row for the team ignored`,
        });
        return;
      }
      p.add('team_seasons', {
        key,
        team,
        season,
        name: s.school,
        conference: confKey(conf),
        games_played: games,
        wins,
        losses,
        ties: wins == null ? null : 0,
        win_percentage:
          wins != null && losses != null && wins + losses > 0 ? round3(wins / (wins + losses)) : null,
        points_for: int(r['Total Points'] ?? r['Total.Points']),
        points_against: int(r['Points Allowed'] ?? r['Points.Allowed']),
        stats: compact(stats),
        derived_from_games: false,
        source: SRC_SEASONS,
      });
      seasonTeams.set(year, (seasonTeams.get(year) ?? 0) + 1);
      const prev = latestConf.get(team);
      if (!prev || prev.year < year) latestConf.set(team, { year, conf: confKey(conf) });
    });
  }
  for (const [year, n] of seasonTeams) {
    p.get('seasons', `${L}:${year}`)!.teams_count = n;
  }
  for (const [team, { conf }] of latestConf) p.get('teams', team)!.conference = conf;

  // --- cross-check names against cfbplotR ---------------------------------------------------------------------
  const logoFile = 'cfbplotR/logo_ref.csv';
  ctx.readCsv(logoFile).forEach((r, i) => {
    if (r.type !== 'P5' && r.type !== 'G5') return;
    if (!schools.has(r.school)) {
      ctx.report({
        source: SRC_LOGOS,
        file: logoFile,
        line: i + 2,
        problem: `FBS school '${r.school}' not matched`,
      });
    }
  });

  // --- stadiums ------------------------------------------------------------------------------------------------
  const stadiumFile = 'ncaa_fbs_2021_snapshot/stadiums.csv';
  const stadiumRows = ctx.readCsv(stadiumFile);
  const nameCount = new Map<string, number>();
  for (const r of stadiumRows) {
    const n = text(r.Stadium);
    if (n) nameCount.set(n, (nameCount.get(n) ?? 0) + 1);
  }
  const venueByName = new Map<string, string>();
  const homeCandidates = new Map<string, string[]>();
  stadiumRows.forEach((r, i) => {
    const line = i + 2;
    const name = text(r.Stadium);
    const college = text(r.College);
    if (!name) {
      ctx.report({
        source: SRC_SNAPSHOT,
        file: stadiumFile,
        line,
        problem: `row for '${college}' has no stadium name; skipped`,
      });
      return;
    }
    const s = college ? schools.get(college) : undefined;
    if (!s) {
      ctx.report({
        source: SRC_SNAPSHOT,
        file: stadiumFile,
        line,
        problem: `unknown college '${college}'; ${name} added without a team`,
      });
    }
    const unique = (nameCount.get(name) ?? 0) === 1;
    const slug = unique ? slugify(name) : slugify(`${name} ${s?.school ?? college ?? ''}`);
    const key = `${L}:venue:${slug}`;
    const [city, state] = stadiumCity[name] ?? [s?.city ?? null, s?.state ?? null];
    ctx.add('venues', {
      key,
      slug,
      name,
      city,
      state,
      country: 'USA',
      capacity: int(r.Capacity),
      opened_year: int(r.Opened),
      source: SRC_SNAPSHOT,
    });
    if (unique) venueByName.set(name, key);
    if (s) {
      const list = homeCandidates.get(s.school) ?? [];
      list.push(key);
      homeCandidates.set(s.school, list);
      if (list.length === 2) {
        ctx.report({
          source: SRC_SNAPSHOT,
          file: stadiumFile,
          line,
          problem: `${s.school} has more than one stadium row`,
        });
      }
    }
  });
  for (const [school, keys] of homeCandidates) {
    const s = schools.get(school)!;
    const team = teamKey(L, school);
    if (!p.has('teams', team)) continue; // only FBS programs with seasons or titles get a team row
    const preferred = text(s.extra.home_stadium);
    const pick = (preferred && keys.find((k) => ctx.get('venues', k)?.name === preferred)) || keys[0];
    p.get('teams', team)!.home_venue = pick;
  }

  // --- national championship ---------------------------------------------------------------------------------
  const champFile = 'cfb_champions.csv';
  const results = readHand(ctx, champFile);
  const years = results.map((r) => int(r.season)).filter((y): y is number => y != null);
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
      winnerScore: int(r.winner_score),
      runnerUpScore: int(r.runner_up_score),
      overtime: ot,
      gameDate: text(r.game_date),
      venue: venueName ? (venueByName.get(venueName) ?? null) : null,
      venueName,
      city: text(r.city),
      state: text(r.state),
      mvpName: text(r.mvp_name),
      winnerCoach: text(r.winner_coach_name),
      winnerRecord: text(r.winner_record),
      notes: text(r.notes),
      source,
      wonText: era === 'poll' ? 'AP Poll national champion' : `Won the ${titleGame(era, game)}`,
      lostText: era === 'poll' ? null : `Lost the ${titleGame(era, game)}`,
    });
    checkRecord(ctx, p, winner, year, text(r.winner_record), line, champFile);
  });

  addCoaches(ctx, p, schools);
}

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
  const ts = p.get('team_seasons', `${teamKey(L, s.school)}:${year}`);
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

/** Head coaches c.2020 with their school record: one coach + one stint each. */
function addCoaches(ctx: BuildContext, p: Pending, schools: Map<string, School>) {
  const file = 'ncaa_fbs_2021_snapshot/coach_wins_career.csv';
  const seen = new Map<string, string>();
  ctx.readCsv(file).forEach((r, i) => {
    const line = i + 2;
    const full = (r.Coach ?? '').trim().replace(/\s+/g, ' ');
    const schoolName = (r.School ?? '').trim();
    const s = schools.get(schoolName);
    if (!full || !s) {
      ctx.report({
        source: SRC_SNAPSHOT,
        file,
        line,
        problem: `coach '${full}' at unknown school '${schoolName}'; skipped`,
      });
      return;
    }
    const team = teamKey(L, s.school);
    if (!p.has('teams', team)) {
      ctx.report({
        source: SRC_SNAPSHOT,
        file,
        line,
        problem: `${full}: ${s.school} has no FBS team row; skipped`,
      });
      return;
    }
    // 'P. J. Fleck' and 'P.J. Fleck' are one person.
    const canonical = full.replace(/\.\s+(?=[A-Z]\.)/g, '.');
    const slug = slugify(canonical);
    const key = `${L}:coach:${slug}`;
    if (seen.has(key)) {
      ctx.report({
        source: SRC_SNAPSHOT,
        file,
        line,
        problem: `${full}: second row (older record at ${s.school}) ignored`,
      });
      return;
    }
    seen.set(key, s.school);
    const parts = canonical.split(' ');
    const last =
      parts.length > 1 && /^(Jr\.?|Sr\.?|II|III|IV)$/.test(parts[parts.length - 1])
        ? parts.slice(-2).join(' ')
        : parts[parts.length - 1];
    const first = canonical.slice(0, canonical.length - last.length).trim();
    ctx.add('people', {
      key,
      slug,
      first_name: first || null,
      last_name: last,
      full_name: canonical,
      source: SRC_SNAPSHOT,
    });
    ctx.add('coaches', { key, slug, person: key, league: L, source: SRC_SNAPSHOT });
    const w = int(r['School W']);
    const l = int(r['School L']);
    ctx.add('coach_stints', {
      key: `${key}:${slugify(s.school)}`,
      coach: key,
      team,
      // A title is the role, clean text; whether the stint is current is the stint's years' business.
      title: 'Head Coach',
      is_head_coach: true,
      games: w != null && l != null ? w + l : null,
      wins: w,
      losses: l,
      source: SRC_SNAPSHOT,
    });
  });
}
