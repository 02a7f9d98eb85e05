// College hockey games 1900-01..2018-19 from College Hockey News (ncaa_hockey_games_chn_1901_2019). A programme's
// games carry the name College Hockey News gives it that season ('Lowell' to 1990, 'Mass.-Lowell' after, spelled
// out); every counted game is tallied into its team seasons (./team-seasons.ts).
import type { BuildContext, Row } from '../../model';
import { type School, ensureSeason, ensureTeam } from '../../shared/college';
import type { Pending } from '../../shared/pending';
import { slugify } from '../../shared/slug';
import { slugTarget } from '../../write-tables';
import { L } from './frozen-four';
import { type Tally, addTeamSeasons, tally } from './team-seasons';
import { type TournamentGame, addTournamentResults } from './tournament-results';

export const SRC_HOCKEY_GAMES = 'chn-college-hockey-results';
const file = 'ncaa_hockey_games_chn_1901_2019/Results_Composite.csv';

/** CHN's name → [the programme's school name (its key), the name spelled out as borne that season]. */
const programmes: Record<string, [string, string]> = {
  "American Int'l": ['American International', 'American International'],
  'Alaska-Fairbanks': ['Alaska', 'Alaska-Fairbanks'],
  Lowell: ['UMass Lowell', 'Lowell'],
  'Mass.-Lowell': ['UMass Lowell', 'UMass Lowell'],
  'MSU-Mankato': ['Minnesota State', 'Minnesota State-Mankato'],
  Miami: ['Miami (OH)', 'Miami (OH)'],
  'Lake Superior': ['Lake Superior State', 'Lake Superior State'],
  'Minnesota-Duluth': ['Minnesota Duluth', 'Minnesota Duluth'],
  'Nebraska-Omaha': ['Omaha', 'Nebraska-Omaha'],
  Rensselaer: ['RPI', 'RPI'],
};

/** Teams that play in labelled games but are not college programmes (a Canadian university, a pro and a service team). */
const notCollege = new Set(['Waterloo', 'Toledo Mercurys', 'Fort Devens']);

/** CHN conference label → [key suffix, name, abbreviation]; the first five are the Frozen Four module's. */
const conferences: Record<string, [string, string, string]> = {
  'Big Ten': ['big-ten', 'Big Ten Conference', 'Big Ten'],
  CCHA: ['ccha', 'Central Collegiate Hockey Association', 'CCHA'],
  ECAC: ['ecac-hockey', 'ECAC Hockey', 'ECAC'],
  'Hockey East': ['hockey-east', 'Hockey East Association', 'HEA'],
  NCHC: ['nchc', 'National Collegiate Hockey Conference', 'NCHC'],
  WCHA: ['wcha', 'Western Collegiate Hockey Association', 'WCHA'],
  'Atlantic Hockey': ['atlantic-hockey', 'Atlantic Hockey Association', 'AHA'],
  MAAC: ['maac', 'Metro Atlantic Athletic Conference (hockey)', 'MAAC'],
  CHA: ['cha', 'College Hockey America', 'CHA'],
  'Ivy League': ['ivy-league', 'Ivy League', 'Ivy'],
  'Northeast League': ['northeast-league', 'Northeast League', 'NEL'],
  NEIHL: ['neihl', 'New England Intercollegiate Hockey League', 'NEIHL'],
  Intercollegiate: ['intercollegiate', 'Intercollegiate Hockey League', 'IHL'],
  // The WCHA's first two seasons (1951-52, 1952-53), which CHN labels "MCHA" beside "WCHA": one league, the
  // Midwest Collegiate Hockey League (hand/college/conference_names.csv names it).
  MCHA: ['wcha', 'Western Collegiate Hockey Association', 'WCHA'],
  GWHC: ['gwhc', 'Great West Hockey Conference', 'GWHC'],
};

const playoffLabel = /^(NCAA|ECAC|WCHA|CCHA|HEA|AHA|NCHC|CHA|MAAC|Big Ten) Tournament/;

interface Game {
  line: number;
  start: number;
  date: string;
  away: string;
  home: string;
  awayScore: number;
  homeScore: number;
  ot: string | null;
  neutral: boolean;
  label: string;
}

export const HOCKEY_GAMES_SOURCE: Row<'sources'> = {
  key: SRC_HOCKEY_GAMES,
  name: 'College hockey results 1900-01..2018-19 (sckilcoyne/CollegeHockey, from College Hockey News)',
  url: 'https://github.com/sckilcoyne/CollegeHockey',
  licence:
    'Repository MIT (Copyright (c) 2020 sckilcoyne); results from collegehockeynews.com (its terms apply)',
  attribution: 'College Hockey News season results, compiled by sckilcoyne/CollegeHockey (MIT)',
  notes:
    "Men's college hockey games with conference and tournament labels. Exhibitions and games against non-college sides are left out; team seasons are derived from the games.",
};

/** A counted game against a side that is not a college programme: in the record, not in the games list. */
interface SideGame {
  start: number;
  team: string;
  gf: number;
  ga: number;
}

function readGames(ctx: BuildContext): {
  games: Game[];
  repeatOf: Map<Game, Game>;
  sideGames: SideGame[];
} {
  const rows = ctx.readCsv(file);
  // A college programme is a side that plays at least one conference, conference-tournament or NCAA game.
  const college = new Set<string>();
  for (const r of rows) {
    const label = r.Conference ?? '';
    if (conferences[label] || playoffLabel.test(label))
      for (const t of [r.Away, r.Home]) if (!notCollege.has(t)) college.add(t);
  }
  const games: Game[] = [];
  const sideGames: SideGame[] = [];
  let exhibitions = 0;
  rows.forEach((r, i) => {
    const label = (r.Conference ?? '').trim();
    if (label === 'Exhibition') {
      exhibitions++;
      return;
    }
    const season = Number(r.Season);
    const awayScore = Number(r.Away_Score);
    const homeScore = Number(r.Home_Score);
    const ot = /^(\d*)ot$/.exec((r.OT ?? '').trim());
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(r.Date) ||
      !Number.isInteger(season) ||
      !/^\d+$/.test(r.Away_Score + r.Home_Score)
    ) {
      ctx.report({
        source: SRC_HOCKEY_GAMES,
        file,
        line: i + 2,
        problem: 'unreadable date, season or score; game skipped',
      });
      return;
    }
    if (!college.has(r.Away) || !college.has(r.Home)) {
      if (college.has(r.Away))
        sideGames.push({ start: season - 1, team: r.Away, gf: awayScore, ga: homeScore });
      if (college.has(r.Home))
        sideGames.push({ start: season - 1, team: r.Home, gf: homeScore, ga: awayScore });
      return;
    }
    if ((r.OT ?? '').trim() && !ot) {
      ctx.report({
        source: SRC_HOCKEY_GAMES,
        file,
        line: i + 2,
        problem: `overtime '${r.OT}' unreadable; left empty`,
      });
    }
    games.push({
      line: i + 2,
      start: season - 1,
      date: r.Date,
      away: r.Away,
      home: r.Home,
      awayScore,
      homeScore,
      ot: ot ? `${ot[1]}OT` : null,
      neutral: r.Location === 'vs.',
      label,
    });
  });
  const repeatOf = repeats(ctx, games);
  ctx.report({
    source: SRC_HOCKEY_GAMES,
    file,
    problem:
      `${exhibitions} exhibitions left out; ${sideGames.length} team-games against sides that are not college ` +
      'programmes (clubs, prep schools, Canadian and Division III sides) count in the team-season records but are not listed as games',
  });
  return { games, repeatOf, sideGames };
}

/**
 * One game where the file lists it twice: the same day, the same two teams, each with the same score (once as "A at B",
 * once as "B vs. A"; 85 games). The listing under a conference or a tournament is kept: it counts in that record too.
 * Each repeat → the listing kept.
 */
function repeats(ctx: BuildContext, games: Game[]): Map<Game, Game> {
  const score = (g: Game) => [`${g.away}:${g.awayScore}`, `${g.home}:${g.homeScore}`].sort().join('|');
  const kept = new Map<string, Game>();
  const repeatOf = new Map<Game, Game>();
  for (const g of games) {
    const k = `${g.date}|${score(g)}`;
    const first = kept.get(k);
    if (!first) {
      kept.set(k, g);
      continue;
    }
    const labelled = (x: Game) => x.label !== 'Non-Conference';
    const [keep, drop] = labelled(g) && !labelled(first) ? [g, first] : [first, g];
    kept.set(k, keep);
    repeatOf.set(drop, keep);
  }
  // A repeat of a listing that a later one replaced follows it.
  for (const [drop, keep] of repeatOf) repeatOf.set(drop, repeatOf.get(keep) ?? keep);
  const lines = [...repeatOf.keys()].map((g) => g.line);
  if (lines.length)
    ctx.report({
      source: SRC_HOCKEY_GAMES,
      file,
      problem: `${lines.length} games listed twice (same day, teams and scores) kept once, under their conference or tournament where one listing has it; the repeats left out (each slug a redirect to the game kept) are on lines ${lines.sort((a, b) => a - b).join(', ')}`,
    });
  return repeatOf;
}

/** '(at Xcel Energy Center, St. Paul, Minn.)' → 'Xcel Energy Center'. */
const arena = (label: string) => /\(at ([^,()]+)/.exec(label)?.[1]?.trim() ?? null;

export function addChnGames(
  ctx: BuildContext,
  p: Pending,
  schools: Map<string, School>,
  frozenFour: string,
): void {
  for (const c of Object.keys(conferences).sort()) {
    const [suffix, name, abbreviation] = conferences[c];
    const key = `${L}:${suffix}`;
    if (!ctx.has('conferences', key))
      ctx.add('conferences', {
        key,
        slug: `${suffix}-hockey`,
        name,
        abbreviation,
        league: L,
        source: SRC_HOCKEY_GAMES,
      });
  }
  const teamOf = (chn: string): { team: string; name: string } => {
    const [school, name] = programmes[chn] ?? [chn, chn];
    const s: School = schools.get(school) ?? {
      school,
      nickname: null,
      city: null,
      state: null,
      aliases: [],
      source: SRC_HOCKEY_GAMES,
      extra: {},
    };
    return { team: ensureTeam(p, L, s), name };
  };

  const { games: read, repeatOf, sideGames } = readGames(ctx);
  const games = read.sort((a, b) =>
    `${a.date}|${a.away}|${a.home}`.localeCompare(`${b.date}|${b.away}|${b.home}`),
  );
  const seen = new Map<string, number>();
  const tallies = new Map<string, Tally>(); // `${team}:${start}`
  const gamesPerSeason = new Map<number, number>();
  const tournament: TournamentGame[] = [];
  // Slugs over every listing, repeats included, as they were published before the repeats were left out.
  const slugOf = new Map<Game, string>();
  for (const g of games) {
    const base = `${L}-${g.date}-${slugify(g.away)}-${slugify(g.home)}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    slugOf.set(g, n === 1 ? base : `${base}-g${n}`);
  }
  for (const [drop, keep] of repeatOf)
    ctx.add('slug_redirects', {
      key: `games:${slugOf.get(drop)!}`,
      resource: 'games',
      old_slug: slugOf.get(drop)!,
      new_slug: slugTarget(`${L}:game:${slugOf.get(keep)!}`),
      reason: 'the same game listed twice by the source; one listing kept',
    });
  for (const g of games) {
    if (repeatOf.has(g)) continue;
    const away = teamOf(g.away);
    const home = teamOf(g.home);
    const season = ensureSeason(p, L, g.start, SRC_HOCKEY_GAMES);
    const slug = slugOf.get(g)!;
    const ncaa = g.label.startsWith('NCAA');
    if (ncaa)
      tournament.push({ start: g.start, date: g.date, label: g.label, teams: [away.team, home.team] });
    ctx.add('games', {
      key: `${L}:game:${slug}`,
      slug,
      league: L,
      season,
      game_date: g.date,
      home_team: home.team,
      away_team: away.team,
      home_score: g.homeScore,
      away_score: g.awayScore,
      status: 'final',
      overtime: g.ot,
      is_playoff: playoffLabel.test(g.label),
      is_neutral: g.neutral,
      round:
        conferences[g.label] || g.label === 'Non-Conference' ? null : g.label.replace(/\s*\(at .*\)$/, ''),
      venue_name: arena(g.label),
      championship: ncaa ? frozenFour : null,
      source: SRC_HOCKEY_GAMES,
    });
    gamesPerSeason.set(g.start, (gamesPerSeason.get(g.start) ?? 0) + 1);
    const conf = conferences[g.label] ? `${L}:${conferences[g.label][0]}` : null;
    tally(tallies, `${away.team}:${g.start}`, away.name, g.awayScore, g.homeScore, conf);
    tally(tallies, `${home.team}:${g.start}`, home.name, g.homeScore, g.awayScore, conf);
  }
  for (const g of sideGames) {
    const side = teamOf(g.team);
    ensureSeason(p, L, g.start, SRC_HOCKEY_GAMES);
    tally(tallies, `${side.team}:${g.start}`, side.name, g.gf, g.ga, null);
  }
  for (const [start, n] of gamesPerSeason) {
    const s = p.get('seasons', `${L}:${start}`)!;
    s.games_count = n;
  }
  addTeamSeasons(p, tallies, SRC_HOCKEY_GAMES);
  addTournamentResults(p, tournament);
}
