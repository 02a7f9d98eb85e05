// NHL games 2010-11 to 2025-26 from four game files (one module each), with playoff rounds worked out per series,
// and 1949-50 to 2009-10 from Hockey-Reference's results (games-hockeyref-1950.ts, rounds from the databank's series);
// addGames is the one builder of the games rows. Which file gives which season: the Kaggle file 2010-11..2018-19
// (regular season and playoffs), nhl_games_2018_2021 the 2019-20 regular season, Hockey-Reference's exports the
// 2019-20 playoffs and the whole 2020-21 season (games-hockeyref-2021.ts), and 2021-22 on (games-hockeyref.ts).
// The playoff games a second file gives (2018-19 in Hockey-Reference's export, 2019-20 in nhl_games_2018_2021) are
// claimed against the games rows (playoff-game-claims.ts).
import type { BuildContext } from '../../model';
import { seasonKey } from '../../shared/season';
import { HSA, KAGGLE } from './common';
import type { Franchises } from './franchises';
import type { NhlGame } from './game-types';
import { readHockeyStatsApp } from './games-hockey-stats-app';
import { readHockeyRef } from './games-hockeyref';
import { HREF_2021, readHockeyRef2021 } from './games-hockeyref-2021';
import { readKaggle } from './games-kaggle';
import { claimPlayoffGames, factsOf } from './playoff-game-claims';
import { assignStages, roundName, splitRegular } from './playoff-rounds';

export function loadGames(ctx: BuildContext, fr: Franchises): NhlGame[] {
  const k = readKaggle(ctx, fr);
  const hsa = readHockeyStatsApp(ctx, fr);
  const href2021 = readHockeyRef2021(ctx, fr);
  const href = readHockeyRef(ctx, fr);
  // 2018-19's playoff games stay the Kaggle file's (local dates, arenas, start times), checked against
  // Hockey-Reference's, which give the number of overtimes the Kaggle file marks only as OT.
  const k2018 = k.filter((g) => g.season === 2018 && g.playoff);
  const href2018 = href2021.filter((g) => g.season === 2018);
  addOvertimes(ctx, k2018, href2018);
  claimPlayoffGames(
    ctx,
    fr,
    KAGGLE,
    factsOf(k2018, (g) => !!g.venueName),
  );
  claimPlayoffGames(ctx, fr, HREF_2021, factsOf(href2021.filter((g) => g.playoff)));
  // nhl_games_2018_2021's 2019-20 playoff games have no type and UTC dates: Hockey-Reference's are the rows.
  const hsaPlayoffs = hsa.filter((g) => g.playoff);
  claimPlayoffGames(ctx, fr, HSA, factsOf(hsaPlayoffs));
  const bySeason = new Map<number, NhlGame[]>();
  const kept = [
    ...k,
    ...hsa.filter((g) => !g.playoff),
    ...href2021.filter((g) => g.season !== 2018),
    ...href,
  ];
  for (const g of kept) {
    const l = bySeason.get(g.season) ?? [];
    l.push(g);
    bySeason.set(g.season, l);
  }
  for (const [season, list] of bySeason) {
    if (season >= 2021) splitRegular(ctx, list, 82);
    if (season >= 2019) assignStages(ctx, list);
  }
  return [...bySeason.keys()].sort().flatMap((s) => bySeason.get(s)!);
}

/** Where both files give a game and its score, the number of overtimes ('2OT') of `counted` on `games`' OT mark. */
function addOvertimes(ctx: BuildContext, games: NhlGame[], counted: NhlGame[]) {
  const byGame = new Map(counted.map((g) => [`${g.date}|${g.home}|${g.away}`, g]));
  let n = 0;
  for (const g of games) {
    const c = byGame.get(`${g.date}|${g.home}|${g.away}`);
    if (!c || g.overtime !== 'OT' || !c.overtime || c.overtime === 'OT') continue;
    if (c.homeScore !== g.homeScore || c.awayScore !== g.awayScore) continue;
    g.overtime = c.overtime;
    n++;
  }
  if (n)
    ctx.report({
      source: KAGGLE,
      file: games[0].file,
      problem: `${n} 2018-19 playoff games marked OT: the number of overtimes (2OT ..) from Hockey-Reference's playoff export`,
    });
}

/** Adds the games table rows; needs team identities for slugs. */
export function addGames(ctx: BuildContext, fr: Franchises, games: NhlGame[]) {
  const abbr = (team: string, season: number) =>
    (fr.seasons.get(team)?.get(season)?.abbreviation ?? team.slice(4)).toLowerCase();
  const used = new Set<string>();
  const sorted = [...games].sort(
    (a, b) => a.date.localeCompare(b.date) || a.source.localeCompare(b.source) || a.line - b.line,
  );
  for (const g of sorted) {
    let slug = `nhl-${g.date}-${abbr(g.away, g.season)}-${abbr(g.home, g.season)}`;
    if (used.has(slug)) slug += '-g2';
    used.add(slug);
    g.key = `nhl:g:${slug.slice(4)}`;
    const round = g.round !== undefined ? g.round : roundName(g.season, g.stage, g.roundRobin);
    const final = round === 'Stanley Cup Final';
    ctx.add('games', {
      key: g.key,
      slug,
      league: 'nhl',
      season: seasonKey('nhl', g.season),
      game_date: g.date,
      game_time: g.time,
      home_team: g.home,
      away_team: g.away,
      home_score: g.homeScore,
      away_score: g.awayScore,
      status: 'final',
      overtime: g.overtime,
      is_playoff: g.playoff,
      is_neutral: g.neutral,
      round,
      week: null,
      venue: g.venueName ? (fr.venueByName.get(g.venueName) ?? null) : null,
      venue_name: g.venueName,
      attendance: g.attendance,
      championship: final ? 'nhl:stanley-cup' : null,
      source: g.source,
    });
  }
}
