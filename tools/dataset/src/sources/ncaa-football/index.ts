// College football (men's NCAA Division I FBS): programmes and team seasons 2013-2023 (cfb_team_seasons), stadiums
// and coaches (2021 snapshot), head coaches by season 2014-2020 and 1886-2023 (two CollegeFootballData exports), the
// national champions (hand: AP poll era 1936-1997, BCS 1998-2013, CFP 2014-), and the games 1869-2025 (College
// Football Data Warehouse to 2015, CollegeFootballData's FBS-vs-FBS games 2010-2025: games between two programmes
// listed, the rest counted) with the records derived from them where no source gives one (./games.ts), checked
// against cfb_team_seasons, the coaches' records and the champions list (./game-checks.ts), and the FBS head-coach
// grid 1987-2025 (./fbs-head-coaches.ts: the coaches of 2024-2025). One step per source (../../shared/college-steps.ts).
import type { SourceModule } from '../../model';
import { product } from '../../pipeline/product';
import { collegeHandSources } from '../../shared/college';
import { collegeSteps } from '../../shared/college-steps';
import { CFBD_COACH_HISTORY_SOURCE, addCfbdCoachHistory } from './cfbd-coach-history';
import { CFBD_COACHES_SOURCE, addCfbdCoaches } from './cfbd-coaches';
import { crossCheckNames } from './cfbplotr';
import { addChampions } from './champions';
import { FBS_COACHES_SOURCE, addFbsHeadCoaches } from './fbs-head-coaches';
import { checkChampions, claimCoachSums } from './game-checks';
import { addConferenceRecords, addDerivedSeasons, addGames } from './games';
import { addSnapshotCoaches } from './coaches-snapshot';
import { addPlayoffResults } from './playoff-results';
import { L, SOURCES, SRC_CFBD_GAMES, SRC_CFBDW_GAMES, SRC_LOGOS, SRC_SEASONS, SRC_SNAPSHOT } from './sources';
import { addStadiums } from './stadiums';
import { addTeamSeasons } from './team-seasons';

/** Stadium keys by name (unique names only), for the title games' sites. */
const VENUES = product<Map<string, string>>(`${L}.venues`);
/** The name of each season's title game in the champions list (BCS and CFP eras), for the games' rounds. */
const TITLE_GAME_NAMES = product<Map<number, string>>(`${L}.title-game-names`);
/** The coaches CollegeFootballData names, which the snapshot's coaches join. */
const CFBD_COACHES = product<Set<string>>(`${L}.cfbd-coaches`);
/** The coaches of 1886-2023 by season, which the snapshot's coaches join too. */
const CFBD_COACH_HISTORY = product<Set<string>>(`${L}.cfbd-coach-history`);

const championSources = collegeHandSources(
  [['cfb_champions.csv', 'unknown reference']],
  ['College Football Playoff, national championship game history'],
);

export const ncaaFootballSteps: readonly SourceModule[] = collegeSteps(L, 'football_schools.csv', [
  {
    name: 'team-seasons',
    sources: () => [SOURCES[SRC_SEASONS]],
    build: (ctx, { p, schools }) => addTeamSeasons(ctx, p, schools),
  },
  {
    name: 'cfbplotr',
    sources: () => [SOURCES[SRC_LOGOS]],
    build: (ctx, { schools }) => crossCheckNames(ctx, schools),
  },
  {
    name: 'stadiums',
    sources: () => [SOURCES[SRC_SNAPSHOT]],
    gives: [VENUES],
    build: (ctx, { p, schools }) => ctx.give(VENUES, addStadiums(ctx, p, schools)),
  },
  {
    name: 'champions',
    sources: championSources,
    needs: [VENUES],
    gives: [TITLE_GAME_NAMES],
    build: (ctx, { p, schools }) =>
      ctx.give(TITLE_GAME_NAMES, addChampions(ctx, p, schools, ctx.need(VENUES))),
  },
  {
    name: 'cfbd-coaches',
    sources: () => [CFBD_COACHES_SOURCE],
    gives: [CFBD_COACHES],
    build: (ctx, { p, schools }) => ctx.give(CFBD_COACHES, addCfbdCoaches(ctx, p, schools)),
  },
  {
    // After the 2014-2020 export, whose stints it keeps where both give a coach-season.
    name: 'cfbd-coach-history',
    sources: () => [CFBD_COACH_HISTORY_SOURCE],
    needs: [CFBD_COACHES],
    gives: [CFBD_COACH_HISTORY],
    build: (ctx, { p, schools }) => ctx.give(CFBD_COACH_HISTORY, addCfbdCoachHistory(ctx, p, schools)),
  },
  {
    name: 'snapshot-coaches',
    sources: () => [SOURCES[SRC_SNAPSHOT]],
    needs: [CFBD_COACHES, CFBD_COACH_HISTORY],
    build: (ctx, { p, schools }) =>
      addSnapshotCoaches(
        ctx,
        p,
        schools,
        new Set([...ctx.need(CFBD_COACHES), ...ctx.need(CFBD_COACH_HISTORY)]),
      ),
  },
  {
    // The champions' rows and the coaches' records are what the games are checked against.
    name: 'games',
    sources: () => [SOURCES[SRC_CFBDW_GAMES], SOURCES[SRC_CFBD_GAMES]],
    needs: [TITLE_GAME_NAMES],
    build: (ctx, { p, schools }) => {
      const built = addGames(ctx, p, schools, ctx.need(TITLE_GAME_NAMES));
      addDerivedSeasons(ctx, p, built);
      addConferenceRecords(p, built.games);
      addPlayoffResults(ctx, p);
      claimCoachSums(ctx, schools, built.tallies);
      checkChampions(ctx, p, built.tallies);
    },
  },
  {
    // After CollegeFootballData's coaches, which it is checked against, and the games, whose 2024-2025 team seasons it
    // names the coach of.
    name: 'fbs-head-coaches',
    sources: () => [FBS_COACHES_SOURCE],
    needs: [CFBD_COACHES, CFBD_COACH_HISTORY],
    build: (ctx, { p, schools }) => addFbsHeadCoaches(ctx, p, schools),
  },
]);
