// The NBA (and BAA): one step per source or builder, each saying what it needs and gives (./products.ts); the
// scheduler orders them. Each reads its source into rows of the model (its spec beside it).
import type { SourceModule, TableName } from '../../model';
import { coreProducts } from '../../pipeline/tables';
import { table } from '../../pipeline/product';
import { addAwards } from './awards';
import { addHandAwards, handAwardsSource } from './hand-awards';
import { addCoaches } from './coaches';
import { addSoleCoachRecords } from './sole-coach-records';
import { CHAMPIONSHIP, addFinals, computeFinals } from './finals';
import { addGames, loadGames } from './games';
import { addTotals2025 } from './player-totals-2025';
import { addTotals2026 } from './player-totals-2026';
import { addTotals2021 } from './player-totals-2021';
import { addPlayers, peopleIndex } from './players';
import { COACHES, FINALS, GAMES, PEOPLE, RECORDS, SNAPSHOT_TOTALS, TEAMS } from './products';
import { addRosterEntries, readRosters } from './rosters';
import { SRC, sourcesOf } from './sources';
import { addStandings } from './standings';
import { addTeams } from './teams';

const tables = (...names: TableName[]) => names.map(table);
const step = (s: Omit<SourceModule, 'leagues'>): SourceModule => ({
  leagues: ['nba'],
  ...s,
  needs: [...coreProducts, ...(s.needs ?? [])],
});

const teams = step({
  name: 'nba-teams',
  sources: sourcesOf(SRC.bbref, SRC.hand, SRC.handAlign, SRC.handVenues, SRC.venues),
  gives: [TEAMS, ...tables('conferences', 'divisions', 'teams', 'team_identities', 'venues')],
  build: (ctx) => ctx.give(TEAMS, addTeams(ctx)),
});

const games = step({
  name: 'nba-games',
  sources: sourcesOf(SRC.elo, SRC.elo2122, SRC.bbrefGames, SRC.handSites),
  needs: [TEAMS],
  gives: [GAMES],
  build: (ctx) => ctx.give(GAMES, loadGames(ctx, ctx.need(TEAMS))),
});

const people = step({
  name: 'nba-players',
  sources: sourcesOf(SRC.bbref),
  needs: [TEAMS],
  gives: [PEOPLE, SNAPSHOT_TOTALS, ...tables('people', 'players', 'player_seasons', 'roster_entries')],
  build(ctx) {
    const t = ctx.need(TEAMS);
    const { byName, known, careers } = addPlayers(ctx, t);
    const { teamsOf, rosterRows } = readRosters(ctx, t, known);
    const gamesOf = addTotals2021(ctx, t, careers);
    addRosterEntries(ctx, rosterRows, gamesOf);
    ctx.give(PEOPLE, peopleIndex(byName, known, teamsOf));
  },
});

const awards = step({
  name: 'nba-awards',
  sources: sourcesOf(SRC.bbref),
  needs: [PEOPLE],
  gives: tables('awards'),
  build: (ctx) => addAwards(ctx, ctx.need(PEOPLE)),
});

const totals2025 = step({
  name: 'nba-totals-2025',
  sources: sourcesOf(SRC.totals2025),
  needs: [TEAMS, SNAPSHOT_TOTALS],
  gives: tables('player_seasons'),
  build: (ctx) => addTotals2025(ctx, ctx.need(TEAMS)),
});

const totals2026 = step({
  name: 'nba-totals-2026',
  sources: sourcesOf(SRC.totals2026),
  needs: [TEAMS, SNAPSHOT_TOTALS],
  gives: tables('player_seasons'),
  build: (ctx) => addTotals2026(ctx, ctx.need(TEAMS)),
});

/** After the 2025-26 totals, which add the season's rookies (the order of nbaSteps keeps it). */
const handAwards = step({
  name: 'nba-hand-awards',
  sources: [handAwardsSource],
  needs: [TEAMS, PEOPLE],
  gives: tables('awards'),
  build: (ctx) => addHandAwards(ctx, ctx.need(TEAMS)),
});

const coaches = step({
  name: 'nba-coaches',
  sources: sourcesOf(SRC.coaches, SRC.coaches2021),
  needs: [TEAMS, PEOPLE],
  gives: [COACHES, ...tables('coaches', 'coach_stints', 'people')],
  build: (ctx) => ctx.give(COACHES, addCoaches(ctx, ctx.need(TEAMS), ctx.need(PEOPLE))),
});

const finals = step({
  name: 'nba-finals',
  sources: sourcesOf(SRC.finals, SRC.elo),
  needs: [TEAMS, GAMES],
  gives: [FINALS],
  build: (ctx) => ctx.give(FINALS, computeFinals(ctx, ctx.need(TEAMS), ctx.need(GAMES))),
});

const standings = step({
  name: 'nba-standings',
  sources: sourcesOf(SRC.bbref),
  needs: [TEAMS, GAMES, FINALS, COACHES],
  gives: [RECORDS, ...tables('seasons', 'team_seasons')],
  build(ctx) {
    const { recordOf } = addStandings(
      ctx,
      ctx.need(TEAMS),
      ctx.need(GAMES),
      ctx.need(FINALS),
      ctx.need(COACHES),
    );
    ctx.give(RECORDS, recordOf);
  },
});

/** After the standings: a sole head coach's W-L from his team's season where the coaching file gives none. */
const soleCoachRecords = step({
  name: 'nba-sole-coach-records',
  sources: sourcesOf(SRC.soleCoachRecords),
  needs: [RECORDS, COACHES, table('team_seasons')],
  gives: tables('coach_stints'),
  build: (ctx) => void addSoleCoachRecords(ctx),
});

const finalsResults = step({
  name: 'nba-finals-results',
  sources: sourcesOf(SRC.bbref, SRC.finals, SRC.finalsMvp, SRC.finalsMvp2425, SRC.handFinals, SRC.coaches),
  needs: [TEAMS, FINALS, PEOPLE, COACHES, RECORDS],
  gives: tables('championships', 'championship_results', 'awards', 'postseason_series'),
  build(ctx) {
    const c = ctx.need(COACHES);
    // The Finals coach: the one coach of the team-season who coached playoff games, else its only coach.
    const coachOf = (franchise: string, start: number) => {
      const list = c.byTeamSeason.get(`${franchise}:${start}`) ?? [];
      const po = list.filter((x) => x.poGames > 0);
      if (po.length === 1) return po[0].name;
      return list.length === 1 ? list[0].name : null;
    };
    addFinals(ctx, ctx.need(TEAMS), ctx.need(FINALS), ctx.need(PEOPLE), coachOf, ctx.need(RECORDS));
  },
});

const gameRows = step({
  name: 'nba-game-rows',
  sources: sourcesOf(SRC.elo, SRC.elo2122, SRC.bbrefGames),
  needs: [TEAMS, GAMES],
  gives: tables('games'),
  build: (ctx) => addGames(ctx, ctx.need(TEAMS), ctx.need(GAMES), CHAMPIONSHIP),
});

/** The NBA's steps in the order they ran as one module (the scheduler keeps it where it can). */
export const nbaSteps: readonly SourceModule[] = [
  teams,
  games,
  people,
  awards,
  totals2025,
  totals2026,
  handAwards,
  coaches,
  finals,
  standings,
  soleCoachRecords,
  finalsResults,
  gameRows,
];
