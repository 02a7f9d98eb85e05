// The NHL steps of teams, games and seasons: franchises, games, standings, Finals, team-seasons, the Stanley Cup,
// seasons and playoff series. Each names the sources rows of the files it reads, what it needs and what it gives.
import type { SourceModule } from '../../model';
import { coreProducts } from '../../pipeline/tables';
import { table } from '../../pipeline/product';
import { DB, dbFile, handSource, recordText } from './common';
import { databankFinals } from './databank-finals';
import { databankSource } from './databank-people';
import { databankStandings } from './databank-standings';
import { addSplitsFromGames, derivedStandings } from './derived-standings';
import { buildFranchises } from './franchises';
import { claimGameRecords } from './game-records';
import { addGames, loadGames } from './games';
import type { NhlGame } from './game-types';
import { hockeyStatsAppSource } from './games-hockey-stats-app';
import { hockeyRefSource } from './games-hockeyref';
import { hockeyRef2021Source } from './games-hockeyref-2021';
import { kaggleSource } from './games-kaggle';
import { games1950, HREF_1950, hockeyRef1950Source, readResults1950 } from './games-hockeyref-1950';
import { applyHandGames } from './hand-games';
import { hockeyRefGoaliesSource } from './hockeyref-goalies';
import { applyHockeyRefStandings } from './hockeyref-standings';
import { addHomeVenues, arenasSource } from './home-venues';
import { laterFinals } from './later-finals';
import { claimHandPlayoffResults, markPlayoffs } from './mark-playoffs';
import { addSeriesFromGames } from './game-series';
import { addPostseasonSeries } from './postseason-series';
import { preNhlCups } from './pre-nhl-cups';
import * as p from './products';
import { addSeasons } from './seasons';
import { seriesRounds } from './series-rounds';
import { addStanleyCup } from './stanley-cup';
import { addTeamMeetings } from './team-meetings';
import { addTeamSeasons } from './team-seasons';
import { venuesSource } from './venues';

const leagues = ['nhl'] as const;

export const nhlFranchises: SourceModule = {
  name: 'nhl-franchises',
  leagues,
  sources: [databankSource, kaggleSource, hockeyStatsAppSource, venuesSource, handSource],
  needs: coreProducts,
  gives: [p.openFranchises, table('venues'), table('conferences'), table('divisions')],
  build(ctx) {
    ctx.give(p.openFranchises, buildFranchises(ctx));
  },
};

export const nhlGames: SourceModule = {
  name: 'nhl-games',
  leagues,
  sources: [
    kaggleSource,
    hockeyStatsAppSource,
    hockeyRef2021Source,
    hockeyRefSource,
    hockeyRef1950Source,
    databankSource,
    handSource,
  ],
  needs: [p.openFranchises],
  gives: [p.franchises, p.games, p.results1950, table('games'), table('teams'), table('team_identities')],
  build(ctx) {
    const fr = ctx.need(p.openFranchises);
    const later = loadGames(ctx, fr);
    // Hockey-Reference's results give the seasons before the other game files begin, none twice.
    const results = readResults1950(ctx, fr);
    const first = Math.min(...later.map((g) => g.season));
    const games = [...games1950(ctx, results, seriesRounds(ctx, fr), first), ...later];
    fr.finish();
    applyHandGames(ctx, fr, games);
    addGames(ctx, fr, games);
    ctx.give(p.franchises, fr);
    ctx.give(p.games, games);
    ctx.give(p.results1950, results);
  },
};

/**
 * The games of the files whose seasons the standings step and the season meetings count under `gameSource` (2010-11
 * on): Hockey-Reference's results before 2010-11 are claimed under their own source (team-meetings.ts), so counting
 * them again would claim those records twice; the databank's standings of those seasons take no splits from them.
 */
const ownGames = (games: readonly NhlGame[]) => games.filter((g) => g.source !== HREF_1950);

/** Standings: the databank's, with split records from the games it overlaps; then those derived from games. */
export const nhlStandings: SourceModule = {
  name: 'nhl-standings',
  leagues,
  sources: [
    databankSource,
    kaggleSource,
    hockeyStatsAppSource,
    hockeyRef2021Source,
    hockeyRefSource,
    hockeyRefGoaliesSource,
    handSource,
    arenasSource,
  ],
  needs: [p.franchises, p.games, p.coaches],
  gives: [p.standings],
  build(ctx) {
    const fr = ctx.need(p.franchises);
    const games = ownGames(ctx.need(p.games));
    const lastDb = fr.lastDatabankYear;
    const { records, recordText: databankRecordText } = databankStandings(ctx, fr, ctx.need(p.coaches));
    const gameYears = [...new Set(games.map((g) => g.season))].sort();
    addSplitsFromGames(
      ctx,
      fr,
      games,
      records,
      gameYears.filter((y) => y <= lastDb),
    );
    for (const year of gameYears.filter((y) => y > lastDb))
      records.push(...derivedStandings(ctx, fr, games, year));
    applyHockeyRefStandings(ctx, fr, records, lastDb);
    addHomeVenues(ctx, fr, games, records);
    claimGameRecords(ctx, fr, games);
    ctx.give(p.standings, { records, databankRecordText });
  },
};

export const nhlFinals: SourceModule = {
  name: 'nhl-finals',
  leagues,
  sources: [databankSource, handSource],
  needs: [p.franchises, p.games, p.coaches],
  gives: [p.finals],
  build(ctx) {
    const fr = ctx.need(p.franchises);
    const finals = [
      ...databankFinals(ctx, fr, ctx.need(p.coaches)),
      ...laterFinals(ctx, fr, ctx.need(p.games), fr.lastDatabankYear),
    ];
    ctx.give(p.finals, finals);
  },
};

/** The one builder of the team_seasons rows: the standings with each season's playoff result and champion. */
export const nhlTeamSeasons: SourceModule = {
  name: 'nhl-team-seasons',
  leagues,
  sources: [handSource],
  needs: [p.franchises, p.games, p.standings, p.finals],
  gives: [p.teamSeasonRecords, table('team_seasons')],
  build(ctx) {
    const fr = ctx.need(p.franchises);
    const { records } = ctx.need(p.standings);
    const lastDb = fr.lastDatabankYear;
    const champion = new Map(
      ctx
        .need(p.finals)
        .filter((f) => f.winner)
        .map((f) => [f.year, f.winner!]),
    );
    markPlayoffs(records, ctx.need(p.games), champion, lastDb);
    claimHandPlayoffResults(ctx, fr, records);
    for (const s of records) {
      if (s.year <= lastDb && (champion.get(s.year) === s.team) !== s.isChampion) {
        ctx.report({
          source: DB,
          file: dbFile('Teams.csv'),
          problem: `${s.year} ${s.team}: champion flag disagrees with the Stanley Cup Final result`,
        });
      }
    }
    addTeamSeasons(ctx, fr, records);
    ctx.give(p.teamSeasonRecords, records);
  },
};

export const nhlStanleyCup: SourceModule = {
  name: 'nhl-stanley-cup',
  leagues,
  sources: [databankSource, handSource],
  needs: [p.franchises, p.standings, p.teamSeasonRecords, p.finals, p.connSmythe],
  gives: [table('championships'), table('championship_results')],
  build(ctx) {
    const fr = ctx.need(p.franchises);
    const lastDb = fr.lastDatabankYear;
    const { databankRecordText } = ctx.need(p.standings);
    const byKey = new Map(ctx.need(p.teamSeasonRecords).map((s) => [`${s.year}:${s.team}`, s]));
    const recordOf = (year: number, team: string) => {
      if (year <= lastDb) return databankRecordText.get(`${year}:${team}`) ?? null;
      const w = byKey.get(`${year}:${team}`);
      return w && typeof w.losses === 'number' ? recordText(w.wins!, w.losses, null, w.otLosses!) : null;
    };
    addStanleyCup(ctx, fr, [...preNhlCups(ctx), ...ctx.need(p.finals)], recordOf, ctx.need(p.connSmythe));
  },
};

export const nhlSeasons: SourceModule = {
  name: 'nhl-seasons',
  leagues,
  needs: [p.franchises, p.teamSeasonRecords, p.games, p.finals],
  gives: [table('seasons'), p.seasonRows],
  build(ctx) {
    const lastDb = ctx.need(p.franchises).lastDatabankYear;
    addSeasons(ctx, ctx.need(p.teamSeasonRecords), ctx.need(p.games), ctx.need(p.finals), lastDb);
  },
};

/** Playoff series 1917-18..2017-18 (the databank's SeriesPost), and 2018-19..2020-21 drawn from their games. */
export const nhlPostseasonSeries: SourceModule = {
  name: 'nhl-postseason-series',
  leagues,
  sources: [databankSource, handSource],
  needs: [p.franchises, p.games, p.seasonRows, p.teamSeasonRecords],
  gives: [table('postseason_series')],
  build(ctx) {
    addPostseasonSeries(ctx, ctx.need(p.franchises));
    addSeriesFromGames(ctx, ctx.need(p.franchises), ctx.need(p.games));
  },
};

/** Season meetings 1917-18..2017-18 (the databank's TeamVsTeam), claimed against the games where both cover a season. */
export const nhlTeamMeetings: SourceModule = {
  name: 'nhl-team-meetings',
  leagues,
  sources: [databankSource, hockeyRef1950Source],
  needs: [p.franchises, p.games, p.results1950],
  gives: [table('team_meetings')],
  build(ctx) {
    addTeamMeetings(ctx, ctx.need(p.franchises), ownGames(ctx.need(p.games)), ctx.need(p.results1950));
  },
};
