// NCAA Division I men's basketball: schools, conferences, seasons 1938-39..2024-25, team seasons 1947-48..2024-25
// (Torvik from 2019-20, its W-L from Sports-Reference's box scores to 2023-24), tournament games 1985-2025,
// secondary-tournament games 1985-2021, regular-season games 1985-2016, coaches 1985-2022 and the NCAA tournament
// (every final 1939-2025, hand data checked against the raw files). One step per source or builder; the scheduler
// orders them by what they need (./products.ts).
import type { SourceModule, TableName } from '../../model';
import { table } from '../../pipeline/product';
import { coreProducts } from '../../pipeline/tables';
import { addChampionship, loadHandFinals } from './championship';
import { addCoaches } from './coaches';
import { KAGGLE, L, REG_2016, SR_SCORES, SR_SEASONS, TORVIK } from './common';
import { addGames, loadGames } from './games';
import { GAMES, SCORE_RECORDS, SR_COUNTS, TEAMS, TORVIK_COUNTS } from './products';
import { addSeasons } from './seasons';
import { fileSources, handSources } from './sources';
import { addTeamSeasons } from './sr-team-seasons';
import { addConferences, addTeams, loadTeams } from './teams';
import { claimScoreRecords, scoreRecords } from './sr-scores';
import { addTorvikTeamSeasons } from './torvik-team-seasons';

const tables = (...names: TableName[]) => names.map(table);
const step = (s: Omit<SourceModule, 'leagues'>): SourceModule => ({
  leagues: [L],
  ...s,
  needs: [...coreProducts, ...(s.needs ?? [])],
});

const teams = step({
  name: 'ncaa-basketball-teams',
  get sources() {
    return [...fileSources(KAGGLE, SR_SEASONS), ...handSources()];
  },
  gives: [TEAMS, ...tables('conferences', 'teams', 'team_identities')],
  build(ctx) {
    const t = loadTeams(ctx);
    addConferences(ctx, t);
    addTeams(ctx, t);
    ctx.give(TEAMS, t);
  },
});

const games = step({
  name: 'ncaa-basketball-games',
  sources: fileSources(KAGGLE, REG_2016),
  needs: [TEAMS],
  gives: [GAMES],
  build(ctx) {
    const hand = loadHandFinals(ctx);
    const data = loadGames(ctx, ctx.need(TEAMS), new Map(hand.map((h) => [h.year, h.date])));
    const facts = {
      champion: new Map(hand.map((h) => [h.year - 1, h.winner])),
      finalDate: new Map(hand.map((h) => [h.year - 1, h.date])),
    };
    ctx.give(GAMES, { hand, data, facts });
  },
});

const srTeamSeasons = step({
  name: 'ncaa-basketball-sr-team-seasons',
  sources: fileSources(SR_SEASONS),
  needs: [TEAMS, GAMES],
  gives: [SR_COUNTS, ...tables('team_seasons')],
  build(ctx) {
    const { data, facts } = ctx.need(GAMES);
    ctx.give(SR_COUNTS, addTeamSeasons(ctx, ctx.need(TEAMS), data, facts));
  },
});

// After the Sports-Reference rows (it claims their W-L): the box scores' W-L, which the Torvik rows then take.
const srScores = step({
  name: 'ncaa-basketball-sr-scores',
  sources: fileSources(SR_SCORES),
  needs: [TEAMS, GAMES, SR_COUNTS],
  gives: [SCORE_RECORDS],
  build(ctx) {
    const records = scoreRecords(ctx, ctx.need(TEAMS), ctx.need(GAMES).data);
    claimScoreRecords(ctx, records);
    ctx.give(SCORE_RECORDS, records);
  },
});

// After the Sports-Reference rows: Torvik fills the seasons after them and compares with them before.
const torvikTeamSeasons = step({
  name: 'ncaa-basketball-torvik-team-seasons',
  sources: fileSources(TORVIK),
  needs: [TEAMS, GAMES, SR_COUNTS, SCORE_RECORDS],
  gives: [TORVIK_COUNTS, ...tables('team_seasons')],
  build(ctx) {
    const { data, facts } = ctx.need(GAMES);
    const count = new Map<number, number>();
    addTorvikTeamSeasons(ctx, ctx.need(TEAMS), data, facts, count, ctx.need(SCORE_RECORDS));
    ctx.give(TORVIK_COUNTS, count);
  },
});

const seasons = step({
  name: 'ncaa-basketball-seasons',
  sources: fileSources(KAGGLE),
  needs: [GAMES, SR_COUNTS, TORVIK_COUNTS],
  gives: tables('seasons'),
  build(ctx) {
    const { data, facts } = ctx.need(GAMES);
    const counts = new Map(ctx.need(SR_COUNTS));
    for (const [y, n] of ctx.need(TORVIK_COUNTS)) counts.set(y, (counts.get(y) ?? 0) + n);
    addSeasons(ctx, data, facts, counts);
  },
});

const championship = step({
  name: 'ncaa-basketball-championship',
  get sources() {
    return [...fileSources(KAGGLE, SR_SEASONS), ...handSources()];
  },
  needs: [TEAMS, GAMES],
  gives: tables('championships', 'championship_results'),
  build(ctx) {
    const { hand, data } = ctx.need(GAMES);
    addChampionship(ctx, ctx.need(TEAMS), hand, data.finals);
  },
});

const gameRows = step({
  name: 'ncaa-basketball-game-rows',
  sources: fileSources(KAGGLE, REG_2016),
  needs: [TEAMS, GAMES],
  gives: tables('games'),
  build: (ctx) => addGames(ctx, ctx.need(GAMES).data, ctx.need(TEAMS)),
});

// The coaches go on the team seasons both team-season steps added.
const coaches = step({
  name: 'ncaa-basketball-coaches',
  sources: fileSources(KAGGLE),
  needs: [TEAMS, GAMES, SR_COUNTS, TORVIK_COUNTS],
  gives: tables('coaches', 'coach_stints', 'people'),
  build: (ctx) => addCoaches(ctx, ctx.need(TEAMS), ctx.need(GAMES).data),
});

/** The college basketball steps in the order they ran as one module (the scheduler keeps it where it can). */
export const ncaaBasketballSteps: readonly SourceModule[] = [
  teams,
  games,
  srTeamSeasons,
  srScores,
  torvikTeamSeasons,
  seasons,
  championship,
  gameRows,
  coaches,
];
