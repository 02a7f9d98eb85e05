// The NHL source module: franchises and lineage, seasons and standings 1917-18..2025-26, games 2010-11..2025-26,
// Stanley Cup Finals 1918-2026, playoff series 1917-18..2017-18 (databank, without games), players, player seasons,
// awards and coaches (Hockey Databank to 2017-18), rosters.
// Each source is a module beside this one (read → rows of the model, its own spec); this file registers them and
// runs them in order. Adding a source: add a module, add its addSource and its step here, write its spec.
import type { BuildContext, SourceModule } from '../../model';
import { DB, HAND, recordText } from './common';
import { addAwards } from './databank-awards';
import { addCoaches } from './databank-coaches';
import { databankFinals } from './databank-finals';
import * as databank from './databank-people';
import { addDatabankPeople } from './databank-people';
import { addDatabankPlayerSeasons } from './databank-player-seasons';
import { databankStandings } from './databank-standings';
import { addSplitsFromGames, derivedStandings } from './derived-standings';
import { buildFranchises } from './franchises';
import { addGames, loadGames, type NhlGame } from './games';
import { addHandAwards } from './hand-awards';
import { applyHandGames } from './hand-games';
import * as hockeyStatsApp from './games-hockey-stats-app';
import * as hockeyRef from './games-hockeyref';
import * as kaggle from './games-kaggle';
import * as hrefGoalies from './hockeyref-goalies';
import { addHockeyRefGoalies } from './hockeyref-goalies';
import { addToCareers, playerIndex } from './hockeyref-players';
import { applyHockeyRefStandings } from './hockeyref-standings';
import { addHomeVenues } from './home-venues';
import * as hrefSkaters from './hockeyref-skaters';
import { addHockeyRefSkaters } from './hockeyref-skaters';
import { laterFinals } from './later-finals';
import { addNhlRosters } from './nhl-rosters-api';
import { playoffOutcomes } from './playoff-rounds';
import { addPostseasonSeries } from './postseason-series';
import { preNhlCups } from './pre-nhl-cups';
import { season2020 } from './season-2020';
import { addSeasons } from './seasons';
import { addStanleyCup } from './stanley-cup';
import { addTeamSeasons, type TeamSeasonRecord } from './team-seasons';
import * as venues from './venues';
import { coreProducts, leagueProducts } from '../../pipeline/tables';

function addHandSource(ctx: BuildContext) {
  ctx.add('sources', {
    key: HAND,
    name: 'NHL reference facts entered by hand',
    url: 'https://www.hockey-reference.com/',
    licence: 'Facts (not copyrightable); checked against Hockey-Reference and NHL.com',
    attribution: 'Trophy Room editors',
    notes:
      'Franchise metadata, 2020-21 onward alignment, Stanley Cup Finals and Conn Smythe winners after 2017-18, the major awards after 2017-18, the 2020 and 2021 Final games and the 2020 hub arenas (tools/dataset/hand/nhl).',
  });
}

/** Playoff result, position and champion flag of the seasons after the databank, from the games and the Finals. */
function markPlayoffs(
  records: TeamSeasonRecord[],
  games: NhlGame[],
  champion: Map<number, string>,
  lastDb: number,
) {
  for (const year of [...new Set(records.map((s) => s.year))].filter((y) => y > lastDb)) {
    const outcomes = year === 2020 ? null : playoffOutcomes(games, year, champion.get(year) ?? null);
    for (const s of records.filter((x) => x.year === year)) {
      const res = outcomes ? (outcomes.get(s.team) ?? null) : (s.playoffResult ?? null);
      s.playoffResult = res;
      s.isChampion = champion.get(year) === s.team;
      s.playoffPosition = s.isChampion ? 'champion' : res ? 'playoffs' : 'eliminated';
    }
  }
}

export const nhl: SourceModule = {
  name: 'nhl',
  leagues: ['nhl'],
  needs: coreProducts,
  gives: leagueProducts,
  build(ctx) {
    for (const add of [databank.addSource, kaggle.addSource, hockeyStatsApp.addSource, hockeyRef.addSource])
      add(ctx);
    venues.addSource(ctx);
    hrefSkaters.addSource(ctx);
    hrefGoalies.addSource(ctx);
    addHandSource(ctx);

    const fr = buildFranchises(ctx);
    const games = loadGames(ctx, fr);
    fr.finish();
    applyHandGames(ctx, fr, games);
    addGames(ctx, fr, games);
    const lastDb = fr.lastDatabankYear;
    const people = addDatabankPeople(ctx);
    const teamsOfPlayerYear = addDatabankPlayerSeasons(ctx, fr);
    const connSmythe = addAwards(ctx, people, teamsOfPlayerYear);
    const coaches = addCoaches(ctx, fr, people);

    // Standings: the databank's, with split records from the games it overlaps; then those derived from games.
    const { records: standings, recordText: dbRecord } = databankStandings(ctx, fr, coaches);
    const gameYears = [...new Set(games.map((g) => g.season))].sort();
    addSplitsFromGames(
      ctx,
      fr,
      games,
      standings,
      gameYears.filter((y) => y <= lastDb),
    );
    for (const year of gameYears.filter((y) => y > lastDb && y !== 2020))
      standings.push(...derivedStandings(ctx, fr, games, year));
    if (gameYears.includes(2020)) standings.push(...season2020(ctx, fr));
    applyHockeyRefStandings(ctx, fr, standings, lastDb);
    addHomeVenues(fr, games, standings);

    const finals = [...databankFinals(ctx, fr, coaches), ...laterFinals(ctx, fr, games, lastDb)];
    const champion = new Map(finals.filter((f) => f.winner).map((f) => [f.year, f.winner!]));
    markPlayoffs(standings, games, champion, lastDb);
    for (const s of standings) {
      if (s.year <= lastDb && (champion.get(s.year) === s.team) !== s.isChampion) {
        ctx.report({
          source: DB,
          file: 'hockey_databank/Teams.csv',
          problem: `${s.year} ${s.team}: champion flag disagrees with the Stanley Cup Final result`,
        });
      }
    }
    addTeamSeasons(ctx, fr, standings);

    const byKey = new Map(standings.map((s) => [`${s.year}:${s.team}`, s]));
    const recordOf = (year: number, team: string) => {
      if (year <= lastDb) return dbRecord.get(`${year}:${team}`) ?? null;
      const w = byKey.get(`${year}:${team}`);
      return w && typeof w.losses === 'number' ? recordText(w.wins!, w.losses, null, w.otLosses!) : null;
    };
    addStanleyCup(ctx, fr, [...preNhlCups(ctx), ...finals], recordOf, connSmythe);
    addSeasons(ctx, standings, games, finals, lastDb);
    addPostseasonSeries(ctx, fr);
    addNhlRosters(ctx, fr);
    // Player seasons after the databank: Hockey-Reference skaters (to 2019-20) and goalies (to 2021-22).
    const players = playerIndex(ctx, fr);
    addToCareers(ctx, [
      ...addHockeyRefSkaters(ctx, players, lastDb),
      ...addHockeyRefGoalies(ctx, players, lastDb),
    ]);
    addHandAwards(ctx);
  },
};
