// Standings from the games: the home, away, division and conference records and streaks the databank lacks
// (2010-11..2017-18, where the games agree with its record), and whole standings for the seasons after it.
import { pointsPercentage } from '@trophy-room/domain';
import { deriveRecords, type PlayedGame } from '../../derive';
import type { BuildContext } from '../../model';
import { leagueSeasonLabel } from '../../shared/season';
import { HREF, HSA, KAGGLE } from './common';
import { HREF_2021 } from './games-hockeyref-2021';
import type { Franchises } from './franchises';
import type { NhlGame } from './game-types';
import type { TeamSeasonRecord } from './team-seasons';
import { seasonWinPercentage } from '../../shared/win-percentage';

/** The file the regular-season games of a season after 2009-10 come from. */
export const gameSource = (year: number) =>
  year <= 2018 ? KAGGLE : year === 2019 ? HSA : year === 2020 ? HREF_2021 : HREF;

const played = (g: NhlGame, overtime: string | null): PlayedGame => ({
  date: g.date,
  home: g.home,
  away: g.away,
  homeScore: g.homeScore,
  awayScore: g.awayScore,
  regularSeason: true,
  overtime,
});

/** Adds split records and streaks to the databank's records of the seasons the games cover. */
export function addSplitsFromGames(
  ctx: BuildContext,
  fr: Franchises,
  games: NhlGame[],
  records: TeamSeasonRecord[],
  years: number[],
) {
  for (const year of years) {
    const reg = games.filter((g) => g.season === year && !g.playoff);
    const recs = deriveRecords(
      reg.map((g) => played(g, g.overtime)),
      (t) => fr.groupOf(year, t),
      true,
    );
    for (const ts of records.filter((s) => s.year === year)) {
      const r = recs.get(ts.team);
      if (!r || r.wins !== ts.wins || r.losses !== ts.losses || r.otLosses !== ts.otLosses) {
        ctx.report({
          source: KAGGLE,
          file: 'nhl_games_kaggle_2010_2019/game.csv',
          problem: `${leagueSeasonLabel('nhl', year)} ${ts.team}: record from games ${r ? `${r.wins}-${r.losses}-${r.otLosses}` : 'none'} differs from databank ${ts.wins}-${ts.losses}-${ts.otLosses}; split records not added`,
        });
        continue;
      }
      Object.assign(ts, {
        homeRecord: r.homeRecord,
        awayRecord: r.awayRecord,
        divisionRecord: r.divisionRecord,
        conferenceRecord: r.conferenceRecord,
        streak: r.streak,
      });
    }
  }
}

/** Standings for a season after the databank, computed from its regular-season games. */
export function derivedStandings(
  ctx: BuildContext,
  fr: Franchises,
  games: NhlGame[],
  year: number,
): TeamSeasonRecord[] {
  const reg = games.filter((g) => g.season === year && !g.playoff);
  const recs = deriveRecords(
    reg.map((g) => played(g, g.noOtPoint ? null : g.overtime)),
    (t) => fr.groupOf(year, t),
    true,
  );
  const extra = new Map<string, { rw: number; row: number; sow: number; sol: number }>();
  const ex = (t: string) => {
    let e = extra.get(t);
    if (!e) extra.set(t, (e = { rw: 0, row: 0, sow: 0, sol: 0 }));
    return e;
  };
  for (const g of reg) {
    const [w, l] = g.homeScore > g.awayScore ? [g.home, g.away] : [g.away, g.home];
    if (!g.overtime) ex(w).rw++;
    if (g.overtime !== 'SO') ex(w).row++;
    if (g.overtime === 'SO') {
      ex(w).sow++;
      ex(l).sol++;
    }
    ex(l);
  }
  const otKnown = !reg.some((g) => g.soUnknown);
  // The rank is the history step's (src/history/standings.ts: the domain's NHL rules, RW and ROW from these stats).
  const rows = [...recs].map(([team, r]) => {
    const e = ex(team);
    const points = 2 * r.wins + r.otLosses;
    return { team, r, e, points, ptsPct: pointsPercentage(points, r.gamesPlayed) };
  });
  return rows
    .sort((a, b) => a.team.localeCompare(b.team))
    .map(({ team, r, e, points, ptsPct }): TeamSeasonRecord => {
      const common = {
        team,
        year,
        gamesPlayed: r.gamesPlayed,
        wins: r.wins,
        winPct: seasonWinPercentage('nhl', year, { wins: r.wins, losses: r.losses, ot_losses: r.otLosses }),
        goalsFor: r.pointsFor,
        goalsAgainst: r.pointsAgainst,
        streak: r.streak,
        derived: true,
        source: gameSource(year),
      };
      // Shootout losses cannot be told from regulation losses: only what does not depend on that split.
      if (!otKnown) return { ...common, stats: { lossesAll: r.losses + r.otLosses } };
      return {
        ...common,
        losses: r.losses,
        otLosses: r.otLosses,
        points,
        homeRecord: r.homeRecord,
        awayRecord: r.awayRecord,
        divisionRecord: r.divisionRecord,
        conferenceRecord: r.conferenceRecord,
        stats: { ptsPct, rw: e.rw, row: e.row, sow: e.sow, sol: e.sol },
      };
    });
}
