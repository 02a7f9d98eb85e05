// The NFL's steps, one per source or builder, each saying what it needs and gives (./products.ts for the values they
// hand each other, table products for the rows they add). The scheduler runs them in this order: each needs what the
// one before it gave. Every step is in the league 'nfl', so `--only nfl` selects them all.
import type { BuildContext, SourceModule } from '../../model';
import { pass, table } from '../../pipeline/product';
import { coreProducts } from '../../pipeline/tables';
import { COACHES, addPfrCoaches } from './coaches-pfr';
import { addCareerTotals, addHandCareers } from './career-totals';
import { addCoachStints } from './coach-stints';
import { DRAFT, addDraftPlayers } from './draft-picks';
import { FTE } from './fte-games';
import { L, normName } from './league';
import { addGames, loadGames } from './games';
import { addNflChampionship, readTitleSites } from './nfl-championship';
import { addApAwards } from './ap-awards';
import { NFLCOM_STATS } from './nflcom-player-stats';
import { NFLVERSE_GAMES, mergeNflverseGames } from './nflverse-games';
import { NFLVERSE_STATS } from './nflverse-player-stats';
import { ROSTERS, ROSTERS_FIRST } from './nflverse-rosters';
import { EARLY_DRAFT, addEarlyDraft } from './pfr-draft-1970';
import { PFR_STATS } from './pfr-player-stats';
import { STANDINGS } from './pfr-standings';
import { addPlayerSeasons } from './player-seasons';
import {
  bowlsP,
  championsP,
  draftedP,
  gamesP,
  loadedGamesP,
  nflverseP,
  playerOfGsisP,
  teamsP,
  titleOvertimeP,
  venuesP,
} from './products';
import { addNflRosters } from './roster-players';
import { rosterIndex } from './roster-index';
import { SPREADSPOKE, SPREADSPOKE_FILES } from './spreadspoke';
import { addSuperBowls } from './super-bowl-results';
import { SUPERBOWL, loadSuperBowls } from './superbowl';
import { earlyHomeVenues } from './early-home-venues';
import { addHomeVenues } from './home-venues';
import { addSeasonsAndStandings } from './team-seasons';
import { buildTeams } from './teams';
import { PRO_VENUES } from './us-pro-venues';
import { buildVenues } from './venues';

const leagues = ['nfl'] as const;
/** The rostered players are in (a pass: the specs of teams and games build the league without them). */
const rostered = pass('nfl:rostered');
/** The player seasons and the 1970s draft are in: the last of the player rows. */
const playerRows = pass('nfl:player-rows');

/** Source: the Super Bowl file (I-LX), read once for the venues, the champions and the results. */
const superBowlFile: SourceModule = {
  name: 'nfl-superbowl',
  leagues,
  sources: [SUPERBOWL],
  needs: coreProducts,
  gives: [bowlsP],
  build: (ctx) => ctx.give(bowlsP, loadSuperBowls(ctx)),
};

/** Builder of the venues: the stadium file, named by every stadium the game files and the Super Bowls write. */
const venues: SourceModule = {
  name: 'nfl-venues',
  leagues,
  sources: [PRO_VENUES],
  needs: [bowlsP],
  gives: [venuesP, table('venues')],
  build(ctx) {
    const names = [
      ...ctx.readCsv(SPREADSPOKE_FILES.scores).map((r) => r.stadium ?? ''),
      ...ctx.need(bowlsP).map((b) => b.stadium),
      ...[...readTitleSites(ctx).values()].map((r) => r.venue_name),
    ];
    ctx.give(venuesP, buildVenues(ctx, names));
  },
};

/** Builder of the franchises, their identities and alignment (PFR standings, spreadspoke teams). */
const teams: SourceModule = {
  name: 'nfl-teams',
  leagues,
  sources: [STANDINGS, SPREADSPOKE],
  needs: [venuesP],
  gives: [teamsP, table('teams'), table('team_identities'), table('conferences'), table('divisions')],
  build: (ctx) => ctx.give(teamsP, buildTeams(ctx, ctx.need(venuesP))),
};

/** Source: the games of FiveThirtyEight and spreadspoke, 1920-2025. */
const olderGames: SourceModule = {
  name: 'nfl-games-files',
  leagues,
  sources: [FTE],
  needs: [teamsP],
  gives: [loadedGamesP],
  build: (ctx) => ctx.give(loadedGamesP, loadGames(ctx, ctx.need(teamsP))),
};

/** Source: the nflverse games 2000-2025, merged into the older files' games (dates, scores, games they lack). */
const nflverseGames: SourceModule = {
  name: 'nfl-nflverse-games',
  leagues,
  sources: [NFLVERSE_GAMES],
  needs: [teamsP, loadedGamesP],
  gives: [gamesP, nflverseP],
  build(ctx) {
    const games = ctx.need(loadedGamesP);
    ctx.give(nflverseP, mergeNflverseGames(ctx, ctx.need(teamsP), games));
    ctx.give(gamesP, games);
  },
};

/** Builder of the NFL Championship 1920-1969 (results); gives every season's champion, Super Bowl winners too. */
const championship: SourceModule = {
  name: 'nfl-championship',
  leagues,
  needs: [teamsP, gamesP, venuesP, bowlsP],
  gives: [championsP, titleOvertimeP, table('championships'), table('championship_results')],
  build(ctx) {
    const teams = ctx.need(teamsP);
    const bowls = ctx.need(bowlsP);
    const overtime = new Map<string, string>();
    const champions = addNflChampionship(ctx, teams, ctx.need(gamesP), ctx.need(venuesP), overtime);
    for (const b of bowls) {
      const w = teams.byName(b.season, b.winner);
      if (w) champions.set(b.season, w);
    }
    for (const b of bowls) if (b.overtime) overtime.set(b.date, b.overtime);
    ctx.give(championsP, champions);
    ctx.give(titleOvertimeP, overtime);
  },
};

/** Builder of the team seasons and seasons: the one place team_seasons rows are made. */
const teamSeasons: SourceModule = {
  name: 'nfl-team-seasons',
  leagues,
  needs: [teamsP, gamesP, championsP],
  gives: [pass('nfl:team-seasons'), table('team_seasons'), table('seasons')],
  build: (ctx) => addSeasonsAndStandings(ctx, ctx.need(teamsP), ctx.need(gamesP), ctx.need(championsP)),
};

/** Builder of the game rows, with the nflverse details (venue as named that day, coaches, weather). */
const games: SourceModule = {
  name: 'nfl-games',
  leagues,
  needs: [gamesP, venuesP, titleOvertimeP, nflverseP],
  gives: [pass('nfl:games'), table('games')],
  build(ctx) {
    addGames(ctx, ctx.need(gamesP), ctx.need(venuesP), ctx.need(titleOvertimeP));
    ctx.need(nflverseP).addDetails(ctx, ctx.need(venuesP));
  },
};

/** A pass over the team seasons: each one's home venue from its home games. */
const homeVenues: SourceModule = {
  name: 'nfl-home-venues',
  leagues,
  needs: [pass('nfl:games'), pass('nfl:team-seasons'), gamesP, venuesP],
  gives: [pass('nfl:home-venues')],
  build: (ctx) => addHomeVenues(ctx, ctx.need(gamesP), ctx.need(venuesP)),
};

/** Source: the draft picks 1980-2025 (drafted players with their career totals). */
const draft: SourceModule = {
  name: 'nfl-draft-picks',
  leagues,
  sources: [DRAFT],
  needs: [teamsP],
  gives: [draftedP, table('people'), table('players')],
  build: (ctx) => ctx.give(draftedP, addDraftPlayers(ctx, ctx.need(teamsP))),
};

/** Source: the nflverse rosters 1970-2024 (players not drafted in the file's years, roster entries). */
const rosters: SourceModule = {
  name: 'nfl-rosters',
  leagues,
  sources: [ROSTERS],
  needs: [teamsP, draftedP],
  gives: [playerOfGsisP, rostered, table('people'), table('players'), table('roster_entries')],
  build: (ctx) => ctx.give(playerOfGsisP, addNflRosters(ctx, ctx.need(teamsP))),
};

/** Builder of the player seasons from the three statistics sources. */
const playerSeasons: SourceModule = {
  name: 'nfl-player-seasons',
  leagues,
  sources: [PFR_STATS, NFLCOM_STATS, NFLVERSE_STATS],
  needs: [teamsP, playerOfGsisP],
  gives: [pass('nfl:player-seasons'), table('people'), table('players'), table('player_seasons')],
  build: (ctx) => addPlayerSeasons(ctx, ctx.need(teamsP), ctx.need(playerOfGsisP)),
};

/** Source: the PFR draft 1970-2016 (rounds 1-7), for the drafts before the draft-picks file. */
const earlyDraft: SourceModule = {
  name: 'nfl-early-draft',
  leagues,
  sources: [EARLY_DRAFT],
  needs: [teamsP, pass('nfl:player-seasons')],
  gives: [playerRows, table('players')],
  build: (ctx) => addEarlyDraft(ctx, ctx.need(teamsP)),
};

/**
 * A pass over the players: whole-career sacks and interceptions where the season lines miss seasons (the draft file's
 * totals, and the checked hand rows for careers no file gives whole).
 */
const careerTotals: SourceModule = {
  name: 'nfl-career-totals',
  leagues,
  needs: [draftedP, playerRows],
  gives: [pass('nfl:career-totals')],
  build(ctx) {
    addCareerTotals(ctx);
    addHandCareers(ctx);
  },
};

/** Source + builder: the PFR coaches' careers, and the coach stints (nflverse games, hand stints before 2000). */
const coaches: SourceModule = {
  name: 'nfl-coaches',
  leagues,
  sources: [COACHES],
  needs: [teamsP, draftedP, playerRows],
  gives: [pass('nfl:coaches'), table('people'), table('coaches'), table('coach_stints')],
  build: (ctx) => addCoachStints(ctx, ctx.need(teamsP), addPfrCoaches(ctx)),
};

/**
 * Builder of the Super Bowl results and MVPs, and of the AP awards (hand/nfl/ap_mvp.csv, ap_awards.csv). A winner is
 * the drafted player of that name on the winner's team, else the one rostered there that season (Montana, drafted in
 * 1979, before the draft file; Kurt Warner, undrafted).
 */
const superBowls: SourceModule = {
  name: 'nfl-super-bowls',
  leagues,
  needs: [bowlsP, teamsP, venuesP, gamesP, draftedP, rostered, playerRows, pass('nfl:coaches')],
  gives: [table('championships'), table('championship_results'), table('awards')],
  build(ctx) {
    const mvp = playerOf(ctx);
    addSuperBowls(ctx, ctx.need(bowlsP), ctx.need(teamsP), ctx.need(venuesP), ctx.need(gamesP), mvp);
    addApAwards(ctx, ctx.need(teamsP), mvp);
  },
};

/**
 * The person of a player named on a team that season, as a Super Bowl or AP MVP names him: the drafted player, the
 * rostered one, the one with a season line for the team, else the one NFL player of the name whose career spans the
 * season (Bart Starr, 1966: no roster before 1970); null when not certain.
 */
function playerOf(ctx: BuildContext) {
  const people = ctx.need(draftedP);
  const roster = rosterIndex(ctx);
  const lined = seasonLines(ctx);
  const spanned = careerSpans(ctx);
  return (name: string, season: number, team: string | null) => {
    const rostered = roster.find(name, season, team) ?? lined(name, season, team) ?? spanned(name, season);
    return (
      people.findPlayer(name, season, team) ??
      (rostered ? String(ctx.get('players', rostered)?.person) : null)
    );
  };
}

/**
 * The one NFL player of a name whose first to last season spans a season; null when none or more than one. A career
 * whose first season is the rosters' first (1970) may have begun before it (Joe Greene, the AP's 1969 Defensive
 * Rookie of the Year).
 */
function careerSpans(ctx: BuildContext) {
  const byName = new Map<string, { key: string; first: number; last: number }[]>();
  for (const p of ctx.rows('players')) {
    if (p.league !== L || p.first_year == null || p.last_year == null) continue;
    const name = normName(String(ctx.get('people', String(p.person))?.full_name ?? ''));
    const list = byName.get(name) ?? [];
    list.push({ key: String(p.key), first: Number(p.first_year), last: Number(p.last_year) });
    byName.set(name, list);
  }
  return (name: string, season: number) => {
    const found = (byName.get(normName(name)) ?? []).filter(
      (p) => (p.first <= season || p.first === ROSTERS_FIRST) && season <= p.last,
    );
    return found.length === 1 ? found[0].key : null;
  };
}

/**
 * The one player of a name with a season line for that team that season: the MVPs of Super Bowls I-IV, before the
 * rosters (Len Dawson, Joe Namath, from NFL.com's lines).
 */
function seasonLines(ctx: BuildContext) {
  const by = new Map<string, Set<string>>();
  for (const ps of ctx.rows('player_seasons')) {
    if (!String(ps.key).startsWith(`${L}:`) || !ps.team) continue;
    const person = ctx.get('people', String(ctx.get('players', String(ps.player))?.person));
    const k = `${normName(String(person?.full_name ?? ''))}|${String(ps.season)}|${String(ps.team)}`;
    by.set(k, (by.get(k) ?? new Set()).add(String(ps.player)));
  }
  return (name: string, season: number, team: string | null) => {
    const found = by.get(`${normName(name)}|${L}:${season}|${team}`);
    return found?.size === 1 ? [...found][0] : null;
  };
}

/** Every NFL step, in build order. */
export const nflSteps: readonly SourceModule[] = [
  superBowlFile,
  venues,
  teams,
  olderGames,
  nflverseGames,
  championship,
  teamSeasons,
  games,
  homeVenues,
  earlyHomeVenues,
  draft,
  rosters,
  playerSeasons,
  earlyDraft,
  careerTotals,
  coaches,
  superBowls,
];

/** The steps that read player rosters and statistics (the slow part; specs of teams and games leave them out). */
export const nflPlayerSteps: readonly SourceModule[] = [rosters, playerSeasons, earlyDraft, careerTotals];
