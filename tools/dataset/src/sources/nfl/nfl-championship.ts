// The NFL Championship before the Super Bowl: 1920-1932 decided by the standings (hand/nfl/nfl_champions_1920_1932.csv),
// 1933-1969 by the NFL Championship Game (the game files); overtime and the winning coach (1921-1969; 1920's
// co-coaches left blank) from the hand files. The titles of the AAFC (1946-1949) and the AFL (1960-1969), whose teams
// the NFL's franchises carry on, are championships of their own, each from its title games (the game files) and
// hand/nfl/rival_league_champions.csv (overtime, winning coach); a league's champion stays the NFL's. A title game
// the game files give no stadium (those before 1966) takes its site from hand/nfl/title_game_sites.csv, the game's
// page as well as the result.
import type { BuildContext } from '../../model';
import { addResult } from '../../history/results';
import { readHand } from '../../shared/hand';
import { text } from '../../shared/parse';
import { FTE } from './fte-games';
import type { Game } from './game-types';
import { L, handSource } from './league';
import type { Teams } from './team-types';
import type { Venues } from './venues';

/** NFL champions 1920-1969 (pre-Super Bowl titles): 1920-1932 by standings (hand data), 1933-1969 title games. */
export function addNflChampionship(
  ctx: BuildContext,
  teams: Teams,
  games: Game[],
  venues: Venues,
  overtimeByDate: Map<string, string>,
): Map<number, string> {
  // overtime of title games, by game date (the game files do not mark overtime)
  for (const r of readHand(ctx, L, 'nfl_championship_notes.csv')) {
    const g = games.find((x) => x.round === 'NFL Championship' && x.season === Number(r.season));
    if (g && r.overtime) overtimeByDate.set(g.date, r.overtime);
  }
  const champs = new Map<number, string>();
  ctx.add('championships', {
    key: `${L}:nfl-championship`,
    slug: 'nfl-championship',
    league: L,
    name: 'NFL Championship',
    official_name: 'NFL Championship (pre-merger)',
    description:
      'The NFL title before the AFL-NFL merger: awarded on the standings 1920-1932, decided by the NFL Championship Game 1933-1969 (from 1966 the winner went on to the Super Bowl).',
    trophy_name: 'Ed Thorp Memorial Trophy',
    first_year: 1920,
    last_year: 1969,
    format: 'Best record 1920-1932; single championship game 1933-1969',
    source: FTE.key,
  });
  readHand(ctx, L, 'nfl_champions_1920_1932.csv').forEach((r, i) => {
    const season = Number(r.season);
    const team = teams.byName(season, r.winner_name);
    const src = handSource(ctx, r.source);
    if (!team) {
      ctx.report({
        source: src,
        file: 'hand/nfl/nfl_champions_1920_1932.csv',
        line: i + 2,
        problem: `${r.winner_name} not in the ${season} standings`,
      });
      return;
    }
    const st = teams.standing(team, season)!;
    champs.set(season, team);
    addResult(ctx, {
      championship: `${L}:nfl-championship`,
      year: season,
      winner_team: team,
      winner_name: r.winner_name,
      winner_record: recordOf(st),
      winner_coach_name: text(r.winner_coach_name),
      notes: 'Champion decided by the final standings (no championship game).',
      source: src,
    });
  });
  const ot = new Map<number, { overtime: string; source: string }>();
  const coach = new Map<number, string>();
  for (const r of readHand(ctx, L, 'nfl_championship_notes.csv')) {
    const source = handSource(ctx, r.source);
    if (r.overtime) ot.set(Number(r.season), { overtime: r.overtime, source });
    if (text(r.winner_coach_name)) coach.set(Number(r.season), r.winner_coach_name);
  }
  const site = titleSites(ctx);
  for (const g of games) {
    if (g.round !== 'NFL Championship' || g.hs == null || g.as == null) continue;
    site(g, 'nfl-championship');
    const game = titleGame(g, g.hs, g.as, teams, venues);
    if (g.season < 1966) champs.set(g.season, game.winner_team);
    addResult(ctx, {
      championship: `${L}:nfl-championship`,
      ...game,
      overtime: ot.get(g.season)?.overtime ?? null,
      winner_coach_name: coach.get(g.season) ?? null,
      notes:
        (g.season >= 1966
          ? 'NFL Championship Game; the winner played in the Super Bowl.'
          : 'NFL Championship Game.') + (ot.has(g.season) ? ` Overtime: ${ot.get(g.season)!.source}.` : ''),
      source: g.source,
    });
  }
  addRivalLeagueTitles(ctx, teams, games, venues, overtimeByDate, site);
  return champs;
}

/** The title games' sites the hand file gives, by championship and season. */
export const readTitleSites = (ctx: BuildContext) =>
  new Map(readHand(ctx, L, 'title_game_sites.csv').map((r) => [`${r.championship}|${r.season}`, r]));

/**
 * Gives a title game the stadium hand/nfl/title_game_sites.csv names when the game files give none (the game's row
 * is written later, from the same object); where both name one and they differ, the game files' stays and the
 * difference is reported.
 */
function titleSites(ctx: BuildContext) {
  const sites = readTitleSites(ctx);
  return (g: Game, championship: string) => {
    const r = sites.get(`${championship}|${g.season}`);
    if (!r) return;
    const source = handSource(ctx, r.source);
    if (!g.stadium) g.stadium = r.venue_name;
    else if (g.stadium !== r.venue_name)
      ctx.report({
        source,
        file: 'hand/nfl/title_game_sites.csv',
        problem: `${championship} ${g.season}: the game files name ${g.stadium}, the hand file ${r.venue_name}`,
      });
  };
}

type Standing = NonNullable<ReturnType<Teams['standing']>>;
const recordOf = (st: Standing) => (st.t ? `${st.w}-${st.l}-${st.t}` : `${st.w}-${st.l}`);

/** What a title game gives its result: the sides as named that season, the score, the date and site, the record. */
function titleGame(g: Game, hs: number, as: number, teams: Teams, venues: Venues) {
  const [w, l] = hs > as ? [g.home, g.away] : [g.away, g.home];
  const st = teams.standing(w, g.season);
  return {
    year: g.season,
    edition: null,
    winner_team: w,
    runner_up_team: l,
    winner_name: teams.nameIn(w, g.season),
    runner_up_name: teams.nameIn(l, g.season),
    winner_score: Math.max(hs, as),
    runner_up_score: Math.min(hs, as),
    game_date: g.date,
    venue: venues.key(g.stadium),
    venue_name: g.stadium,
    winner_record: st ? recordOf(st) : null,
  };
}

/** The title games of the leagues the NFL absorbed, as Pro-Football-Reference lists their champions. */
const RIVAL_LEAGUES = [
  {
    slug: 'aafc-championship',
    name: 'AAFC Championship',
    official_name: 'All-America Football Conference Championship',
    description:
      "The All-America Football Conference's title game, 1946-1949. The Browns won all four; they, the 49ers and the Colts joined the NFL in 1950.",
    first_year: 1946,
    last_year: 1949,
  },
  {
    slug: 'afl-championship',
    name: 'AFL Championship',
    official_name: 'American Football League Championship',
    description:
      "The American Football League's title game, 1960-1969. From 1966 its winner met the NFL champion in the Super Bowl; its ten teams joined the NFL in 1970.",
    first_year: 1960,
    last_year: 1969,
  },
];

function addRivalLeagueTitles(
  ctx: BuildContext,
  teams: Teams,
  games: Game[],
  venues: Venues,
  overtimeByDate: Map<string, string>,
  site: ReturnType<typeof titleSites>,
) {
  const notes = new Map(
    readHand(ctx, L, 'rival_league_champions.csv').map((r) => [`${r.championship}|${r.season}`, r]),
  );
  for (const c of RIVAL_LEAGUES) {
    ctx.add('championships', {
      key: `${L}:${c.slug}`,
      slug: c.slug,
      league: L,
      name: c.name,
      official_name: c.official_name,
      description: c.description,
      first_year: c.first_year,
      last_year: c.last_year,
      format: 'Single championship game',
      source: FTE.key,
    });
    for (const g of games) {
      if (g.round !== c.name || g.hs == null || g.as == null) continue;
      site(g, c.slug);
      const note = notes.get(`${c.slug}|${g.season}`);
      if (note?.overtime) overtimeByDate.set(g.date, note.overtime);
      addResult(ctx, {
        championship: `${L}:${c.slug}`,
        ...titleGame(g, g.hs, g.as, teams, venues),
        overtime: text(note?.overtime),
        winner_coach_name: text(note?.winner_coach_name),
        notes:
          `${c.name} Game.` +
          (g.season >= 1966 && c.slug === 'afl-championship' ? ' The winner played in the Super Bowl.' : ''),
        source: g.source,
      });
    }
  }
}
