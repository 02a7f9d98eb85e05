// The NHL steps of people: the databank's people, player seasons, awards and coaches, the NHL API's rosters, the
// Hockey-Reference skater and goalie seasons after the databank, and the awards entered by hand.
import type { SourceModule } from '../../model';
import { table } from '../../pipeline/product';
import { coreProducts } from '../../pipeline/tables';
import { handSource } from './common';
import { addAwards } from './databank-awards';
import { addCoaches } from './databank-coaches';
import { addDatabankPeople, databankSource } from './databank-people';
import { addDatabankPlayerSeasons } from './databank-player-seasons';
import { addHandAwards } from './hand-awards';
import { addHockeyRefGoalies, hockeyRefGoaliesSource } from './hockeyref-goalies';
import { addToCareers, playerIndex } from './hockeyref-players';
import { addHockeyRefSkaters, hockeyRefSkatersSource } from './hockeyref-skaters';
import { addNhlRosters, nhlRostersSource } from './nhl-rosters-api';
import * as p from './products';

const leagues = ['nhl'] as const;

export const nhlDatabankPeople: SourceModule = {
  name: 'nhl-databank-people',
  leagues,
  sources: [databankSource],
  needs: coreProducts,
  gives: [p.databankPeople, table('people'), table('players')],
  build(ctx) {
    ctx.give(p.databankPeople, addDatabankPeople(ctx));
  },
};

export const nhlDatabankPlayerSeasons: SourceModule = {
  name: 'nhl-databank-player-seasons',
  leagues,
  sources: [databankSource],
  needs: [p.franchises, p.databankPeople],
  gives: [p.teamsOfPlayerYear, table('player_seasons')],
  build(ctx) {
    ctx.give(p.teamsOfPlayerYear, addDatabankPlayerSeasons(ctx, ctx.need(p.franchises)));
  },
};

export const nhlDatabankAwards: SourceModule = {
  name: 'nhl-databank-awards',
  leagues,
  sources: [databankSource, handSource],
  needs: [p.databankPeople, p.teamsOfPlayerYear],
  gives: [p.connSmythe, table('awards')],
  build(ctx) {
    ctx.give(p.connSmythe, addAwards(ctx, ctx.need(p.databankPeople), ctx.need(p.teamsOfPlayerYear)));
  },
};

export const nhlDatabankCoaches: SourceModule = {
  name: 'nhl-databank-coaches',
  leagues,
  sources: [databankSource],
  needs: [p.franchises, p.databankPeople],
  gives: [p.coaches, table('coaches'), table('coach_stints')],
  build(ctx) {
    ctx.give(p.coaches, addCoaches(ctx, ctx.need(p.franchises), ctx.need(p.databankPeople)));
  },
};

/** Rosters 2009-10..2023-24: joins the databank's players, adds the later ones. */
export const nhlRosters: SourceModule = {
  name: 'nhl-rosters',
  leagues,
  sources: [nhlRostersSource],
  needs: [p.franchises, p.databankPeople, p.teamsOfPlayerYear, p.seasonRows],
  gives: [table('roster_entries'), table('people'), table('players'), p.rosterRows],
  build(ctx) {
    addNhlRosters(ctx, ctx.need(p.franchises));
  },
};

/** Player seasons after the databank: Hockey-Reference skaters (to 2019-20) and goalies (to 2021-22). */
export const nhlHockeyRefPlayers: SourceModule = {
  name: 'nhl-hockey-reference-players',
  leagues,
  sources: [hockeyRefSkatersSource, hockeyRefGoaliesSource],
  needs: [p.franchises, p.rosterRows],
  gives: [table('player_seasons'), p.laterPlayerSeasons],
  build(ctx) {
    const fr = ctx.need(p.franchises);
    const players = playerIndex(ctx, fr);
    addToCareers(ctx, [
      ...addHockeyRefSkaters(ctx, players, fr.lastDatabankYear),
      ...addHockeyRefGoalies(ctx, players, fr.lastDatabankYear),
    ]);
  },
};

export const nhlHandAwards: SourceModule = {
  name: 'nhl-hand-awards',
  leagues,
  sources: [handSource],
  needs: [p.rosterRows, p.laterPlayerSeasons],
  gives: [table('awards')],
  build(ctx) {
    addHandAwards(ctx);
  },
};
