// The NFL: franchises and lineage, venues, seasons and standings 1920-2025 (incl. AFL/AAFC seasons of franchises
// that continued into the NFL), games 1920-2025, Super Bowl I-LX, pre-merger NFL champions 1920-1969, drafted and
// rostered players with their season statistics, head coaches.
//
// One module per source (read → rows of the model, each with its spec): pfr-standings, fte-games, spreadspoke,
// nflverse-games, superbowl, draft-picks, pfr-draft-1970, nflverse-rosters, pfr-player-stats, nflcom-player-stats,
// nflverse-player-stats, coaches-pfr, us-pro-venues. One builder per row kind: teams (teams, identities), alignment, venues, games, team-seasons (team
// seasons, seasons), nfl-championship and super-bowl-results (results, awards), roster-players (players, roster
// entries), player-seasons, coach-stints. To add a source: add its module, list its sources row in SOURCES and call it below.
import type { BuildContext, SourceModule } from '../../model';
import { COACHES, addPfrCoaches } from './coaches-pfr';
import { addCoachStints } from './coach-stints';
import { DRAFT, addDraftPlayers } from './draft-picks';
import { FTE } from './fte-games';
import { addGames, loadGames } from './games';
import { addSource } from './league';
import { addNflChampionship } from './nfl-championship';
import { NFLCOM_STATS } from './nflcom-player-stats';
import { NFLVERSE_GAMES, mergeNflverseGames } from './nflverse-games';
import { NFLVERSE_STATS } from './nflverse-player-stats';
import { ROSTERS } from './nflverse-rosters';
import { EARLY_DRAFT, addEarlyDraft } from './pfr-draft-1970';
import { PFR_STATS } from './pfr-player-stats';
import { STANDINGS } from './pfr-standings';
import { addPlayerSeasons } from './player-seasons';
import { addNflRosters } from './roster-players';
import { SPREADSPOKE, SPREADSPOKE_FILES } from './spreadspoke';
import { rosterIndex } from './roster-index';
import { addSuperBowls } from './super-bowl-results';
import { SUPERBOWL, loadSuperBowls } from './superbowl';
import { addHomeVenues, addSeasonsAndStandings } from './team-seasons';
import { buildTeams } from './teams';
import { PRO_VENUES } from './us-pro-venues';
import { buildVenues } from './venues';
import { coreProducts, leagueProducts } from '../../pipeline/tables';

/** Every source the NFL reads (its sources row). */
const SOURCES = [
  STANDINGS,
  FTE,
  SPREADSPOKE,
  SUPERBOWL,
  DRAFT,
  EARLY_DRAFT,
  COACHES,
  PRO_VENUES,
  NFLVERSE_GAMES,
  ROSTERS,
  PFR_STATS,
  NFLCOM_STATS,
  NFLVERSE_STATS,
];

/**
 * Builds the NFL. `players: false` (for specs of teams, games and titles) leaves out the rosters and the player
 * seasons, the slow part; everything else is the same.
 */
export function buildNfl(ctx: BuildContext, opts: { players?: boolean } = {}): void {
  for (const s of SOURCES) addSource(ctx, s);
  const bowls = loadSuperBowls(ctx);
  const stadiumNames = [
    ...ctx.readCsv(SPREADSPOKE_FILES.scores).map((r) => r.stadium ?? ''),
    ...bowls.map((b) => b.stadium),
  ];
  const venues = buildVenues(ctx, stadiumNames);
  const teams = buildTeams(ctx, venues);
  const games = loadGames(ctx, teams);
  const nflverse = mergeNflverseGames(ctx, teams, games);
  const overtimeByDate = new Map<string, string>();
  const champions = addNflChampionship(ctx, teams, games, venues, overtimeByDate);
  for (const b of bowls) {
    const w = teams.byName(b.season, b.winner);
    if (w) champions.set(b.season, w);
  }
  for (const b of bowls) if (b.overtime) overtimeByDate.set(b.date, b.overtime);
  addSeasonsAndStandings(ctx, teams, games, champions);
  addGames(ctx, games, venues, overtimeByDate);
  nflverse.addDetails(ctx, venues);
  addHomeVenues(ctx);
  const people = addDraftPlayers(ctx, teams);
  if (opts.players !== false) {
    const playerOfGsis = addNflRosters(ctx, teams);
    addPlayerSeasons(ctx, teams, playerOfGsis);
    addEarlyDraft(ctx, teams);
  }
  addCoachStints(ctx, teams, addPfrCoaches(ctx));
  // A Super Bowl MVP is the drafted player of that name on the MVP's team, else the one rostered there that season
  // (Montana, drafted in 1979, before the draft file; Kurt Warner, undrafted).
  const roster = opts.players !== false ? rosterIndex(ctx) : null;
  addSuperBowls(ctx, bowls, teams, venues, games, (name, season, team) => {
    const rostered = roster?.find(name, season, team);
    return (
      people.findPlayer(name, season, team) ??
      (rostered ? String(ctx.get('players', rostered)?.person) : null)
    );
  });
}

export const nfl: SourceModule = {
  name: 'nfl',
  leagues: ['nfl'],
  needs: coreProducts,
  gives: leagueProducts,
  build: (ctx) => buildNfl(ctx),
};
