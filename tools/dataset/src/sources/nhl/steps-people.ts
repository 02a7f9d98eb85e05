// The NHL steps of people: the databank's people, player seasons, awards and coaches, the NHL API's rosters, the
// Hockey-Reference skater and goalie seasons after the databank (skaters 2020-21 on from their own file), the awards
// entered by hand and the award winners of the 2020-21 .. 2025-26 skater file the hand file lacks.
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
import { addAwardColumn } from './hockeyref-award-column';
import { addToCareers, hrefTeam, playerIndex } from './hockeyref-players';
import { addHockeyRefSkaters, hockeyRefSkatersSource } from './hockeyref-skaters';
import { addHockeyRefSkaters2021, hockeyRefSkaters2021Source } from './hockeyref-skaters-2021';
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

/**
 * Skater seasons 2020-21..2025-26 (Hockey-Reference, with its player ids): after the rosters and the goalie file,
 * whose player-seasons stand; adds the players the databank and the rosters do not have.
 */
export const nhlHockeyRefSkaters2021: SourceModule = {
  name: 'nhl-hockey-reference-skaters-2021',
  leagues,
  sources: [hockeyRefSkaters2021Source],
  needs: [p.franchises, p.rosterRows, p.laterPlayerSeasons],
  gives: [
    table('player_seasons'),
    table('people'),
    table('players'),
    p.laterPlayerSeasons,
    p.skaters2021Players,
  ],
  build(ctx) {
    const { playerOf, careers } = addHockeyRefSkaters2021(ctx, playerIndex(ctx, ctx.need(p.franchises)));
    addToCareers(ctx, careers);
    ctx.give(p.skaters2021Players, playerOf);
  },
};

export const nhlHandAwards: SourceModule = {
  name: 'nhl-hand-awards',
  leagues,
  sources: [handSource],
  needs: [p.rosterRows, p.laterPlayerSeasons],
  gives: [table('awards'), p.handAwardRows],
  build(ctx) {
    addHandAwards(ctx);
  },
};

/** The Hart, Norris, Calder, Art Ross and Rocket Richard winners of the 2020-21..2025-26 skater file the hand file lacks. */
export const nhlAwardColumn: SourceModule = {
  name: 'nhl-hockey-reference-award-column',
  leagues,
  sources: [hockeyRefSkaters2021Source],
  needs: [p.franchises, p.skaters2021Players, p.handAwardRows, p.connSmythe],
  gives: [table('awards')],
  build(ctx) {
    addAwardColumn(ctx, hrefTeam(ctx.need(p.franchises)), ctx.need(p.skaters2021Players));
  },
};
