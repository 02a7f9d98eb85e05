// NHL source module: franchises and lineage, seasons and standings 1917-18..2025-26, games 2010-11..2025-26,
// Stanley Cup Finals 1918-2025, players, player seasons, awards and coaches (Hockey Databank to 2017-18).
import { deriveRecords, type PlayedGame } from '../derive';
import type { BuildContext, SourceModule } from '../model';
import {
  DB,
  HAND,
  HREF,
  HSA,
  KAGGLE,
  readHand,
  recordText,
  round3,
  seasonKey,
  seasonLabel,
  seasonSlug,
  VENUES,
} from './nhl/common';
import {
  databankFinals,
  databankPeople,
  databankStandings,
  type FinalResult,
  type TeamSeasonOut,
} from './nhl/databank';
import { addGames, loadGames, roundName, type NhlGame } from './nhl/games';
import { addNhlRosters } from './nhl/nhl-rosters-api';
import { buildFranchises, type Franchises } from './nhl/teams';
import { addResult } from '../history/results';

function addSources(ctx: BuildContext) {
  ctx.add('sources', {
    key: DB,
    name: 'Hockey Databank (v13.0 mirror)',
    url: 'https://github.com/rippinrobr/hockey-databank',
    licence:
      'Free use including commercial use with the attribution statement displayed; no accuracy guarantee',
    attribution:
      'The information used herein was obtained free of charge from and is copyrighted by the Hockey Databank project. For more information about the Hockey Databank project please visit http://sports.groups.yahoo.com/group/hockey-databank',
    notes:
      'NHL teams, standings, playoff series, players, scoring, goaltending, coaches and awards, 1917-18 to 2017-18.',
  });
  ctx.add('sources', {
    key: KAGGLE,
    name: "Kaggle 'NHL Game Data' (NHL stats API extract)",
    url: 'https://github.com/Ben-Roth-MS-DS/MLNN---Spring-2020-Johns-Hopkins',
    licence: 'None stated; NHL stats API origin (NHL terms)',
    attribution: 'NHL game data via Kaggle (martinellis)',
    notes:
      'NHL regular-season and playoff games 2010-11 to 2018-19 with venue; team_info from paulspears94/infutor_nhl_challenge.',
  });
  ctx.add('sources', {
    key: HSA,
    name: 'Hockey-Stats-App NHL games (mmerenich21)',
    url: 'https://github.com/mmerenich21/Hockey-Stats-App',
    licence: 'None stated',
    attribution: 'mmerenich21/Hockey-Stats-App',
    notes:
      'NHL games 2019-20 (incl. 2020 playoffs) and part of 2020-21; dates are UTC dates of the start time.',
  });
  ctx.add('sources', {
    key: HREF,
    name: 'Hockey-Reference schedule and results (via multisport-elo-lab)',
    url: 'https://github.com/elevation-edge-sports-data/multisport-elo-lab',
    licence: 'No licence file; Hockey-Reference (Sports-Reference terms)',
    attribution: 'Data from Hockey-Reference.com',
    notes: 'NHL games 2021-22 to 2025-26 including playoffs.',
  });
  ctx.add('sources', {
    key: VENUES,
    name: 'usSportsDB (brndino)',
    url: 'https://github.com/brndino/usSportsDB',
    licence: 'None stated',
    attribution: 'brndino/usSportsDB',
    notes: 'Current NHL arenas and capacities (about 2024).',
  });
  ctx.add('sources', {
    key: HAND,
    name: 'NHL reference facts entered by hand',
    url: 'https://www.hockey-reference.com/',
    licence: 'Facts (not copyrightable); checked against Hockey-Reference and NHL.com',
    attribution: 'Trophy Room editors',
    notes:
      'Franchise metadata, 2020-21 onward alignment, Stanley Cup Finals and Conn Smythe winners after 2017-18 (tools/dataset/hand/nhl).',
  });
}

const gameSource = (year: number) => (year <= 2018 ? KAGGLE : year <= 2020 ? HSA : HREF);

/** Standings for seasons after the databank, computed from regular-season games. */
function derivedStandings(
  ctx: BuildContext,
  fr: Franchises,
  games: NhlGame[],
  year: number,
): TeamSeasonOut[] {
  const reg = games.filter((g) => g.season === year && !g.playoff);
  const played: PlayedGame[] = reg.map((g) => ({
    date: g.date,
    home: g.home,
    away: g.away,
    homeScore: g.homeScore,
    awayScore: g.awayScore,
    regularSeason: true,
    overtime: g.noOtPoint ? null : g.overtime,
  }));
  const recs = deriveRecords(played, (t) => fr.groupOf(year, t), true);
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
  // Division rank: points (points percentage in the curtailed 2019-20), then RW (ROW before 2019-20), ROW, wins.
  const rows = [...recs].map(([team, r]) => {
    const e = ex(team);
    const points = 2 * r.wins + r.otLosses;
    return { team, r, e, points, ptsPct: points / (2 * r.gamesPlayed), div: fr.groupOf(year, team).division };
  });
  const rankOf = new Map<string, number>();
  const byDiv = new Map<string, typeof rows>();
  for (const x of rows) {
    const l = byDiv.get(x.div ?? '') ?? [];
    l.push(x);
    byDiv.set(x.div ?? '', l);
  }
  const keyOf = (x: (typeof rows)[number]) =>
    year === 2018 ? [x.points, x.e.row, x.r.wins] : [x.points, x.e.rw, x.e.row, x.r.wins];
  for (const [div, list] of byDiv) {
    if (!div || !otKnown) continue;
    list.sort((a, b) => {
      const ka = keyOf(a);
      const kb = keyOf(b);
      for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i] - ka[i];
      return a.team.localeCompare(b.team);
    });
    list.forEach((x, i) => {
      const prev = list[i - 1];
      if (prev && keyOf(prev).every((v, j) => v === keyOf(x)[j])) {
        ctx.report({
          source: gameSource(year),
          file: `derived standings ${seasonLabel(year)}`,
          problem: `${x.team} and ${prev.team} tied on every tiebreaker used; rank left unset`,
        });
        rankOf.set(x.team, NaN);
        rankOf.set(prev.team, NaN);
      } else rankOf.set(x.team, i + 1);
    });
  }
  return rows
    .sort((a, b) => a.team.localeCompare(b.team))
    .map(({ team, r, e, points, ptsPct }) => {
      const id = fr.seasons.get(team)!.get(year)!;
      const g = fr.groupOf(year, team);
      const rank = rankOf.get(team);
      if (!otKnown) {
        // Shootout losses cannot be told from regulation losses: only what does not depend on that split.
        return {
          key: `nhl:ts:${year}:${team.slice(4)}`,
          team,
          year,
          row: {
            name: id.name,
            abbreviation: id.abbreviation,
            conference: g.conference,
            division: g.division,
            games_played: r.gamesPlayed,
            wins: r.wins,
            win_percentage: round3(r.wins / r.gamesPlayed),
            points_for: r.pointsFor,
            points_against: r.pointsAgainst,
            streak: r.streak,
            stats: { lossesAll: r.losses + r.otLosses },
            derived_from_games: true,
            source: gameSource(year),
          },
        };
      }
      return {
        key: `nhl:ts:${year}:${team.slice(4)}`,
        team,
        year,
        row: {
          name: id.name,
          abbreviation: id.abbreviation,
          conference: g.conference,
          division: g.division,
          games_played: r.gamesPlayed,
          wins: r.wins,
          losses: r.losses,
          ties: null,
          ot_losses: r.otLosses,
          points,
          win_percentage: round3(r.wins / r.gamesPlayed),
          rank: rank && Number.isFinite(rank) ? rank : null,
          points_for: r.pointsFor,
          points_against: r.pointsAgainst,
          home_record: r.homeRecord,
          away_record: r.awayRecord,
          division_record: r.divisionRecord,
          conference_record: r.conferenceRecord,
          streak: r.streak,
          stats: { ptsPct: round3(ptsPct), rw: e.rw, row: e.row, sow: e.sow, sol: e.sol },
          derived_from_games: true,
          source: gameSource(year),
        },
      };
    });
}

/** Playoff outcome per team from the playoff games of a season. */
function playoffOutcomes(games: NhlGame[], year: number, champion: string | null): Map<string, string> {
  const maxStage = new Map<string, number>();
  for (const g of games) {
    if (g.season !== year || !g.playoff || g.stage === null) continue;
    const st = g.roundRobin ? -1 : g.stage;
    for (const t of [g.home, g.away]) maxStage.set(t, Math.max(maxStage.get(t) ?? -1, st));
  }
  const out = new Map<string, string>();
  for (const [t, st] of maxStage) {
    out.set(t, t === champion ? 'Won Stanley Cup' : `Lost ${roundName(year, st, false)}`);
  }
  return out;
}

/** Finals after the databank: from the Final games, checked against (and completed by) hand/nhl. */
function laterFinals(ctx: BuildContext, fr: Franchises, games: NhlGame[], lastDb: number): FinalResult[] {
  const hand = new Map(readHand(ctx, 'stanley_cup_finals.csv').map((h) => [Number(h.year), h]));
  const seasons = [...new Set(games.map((g) => g.season))].filter((y) => y > lastDb).sort();
  const out: FinalResult[] = [];
  const name = (t: string | null, y: number) => (t ? (fr.seasons.get(t)?.get(y)?.name ?? null) : null);
  for (const year of [...new Set([...seasons, ...hand.keys()])].sort()) {
    const h = hand.get(year);
    const fg = games
      .filter((g) => g.season === year && g.stage === 4 && !g.roundRobin)
      .sort((a, b) => a.date.localeCompare(b.date));
    let fromData: { winner: string; loser: string; series: string; last: NhlGame } | null = null;
    if (fg.length) {
      const wins = new Map<string, number>();
      for (const g of fg) {
        const w = g.homeScore > g.awayScore ? g.home : g.away;
        wins.set(w, (wins.get(w) ?? 0) + 1);
      }
      const teams = [fg[0].home, fg[0].away].sort();
      const winner = teams.find((t) => (wins.get(t) ?? 0) === 4);
      const last = fg[fg.length - 1];
      if (winner) {
        const loser = teams.find((t) => t !== winner)!;
        fromData = { winner, loser, series: `4-${wins.get(loser) ?? 0}`, last };
      } else {
        ctx.report({
          source: last.source,
          file: last.file,
          problem: `${seasonLabel(year)} Stanley Cup Final incomplete in the data (${teams.map((t) => `${t} ${wins.get(t) ?? 0}`).join(', ')}); no result recorded`,
        });
      }
    }
    if (!fromData && !h) continue;
    if (fromData && h) {
      if (
        fromData.winner !== h.winner ||
        fromData.loser !== h.runner_up ||
        fromData.series !== h.series_result
      ) {
        ctx.report({
          source: fromData.last.source,
          file: fromData.last.file,
          problem: `${seasonLabel(year)} Final from games (${fromData.winner} over ${fromData.loser} ${fromData.series}) disagrees with hand/nhl/stanley_cup_finals.csv; hand reference kept`,
        });
      }
      if (fromData.last.date !== h.game_date) {
        ctx.report({
          source: fromData.last.source,
          file: fromData.last.file,
          line: fromData.last.line,
          problem: `${seasonLabel(year)} deciding Final game dated ${fromData.last.date} in the source; reference date ${h.game_date} used`,
        });
      }
    }
    const winner = h ? h.winner : fromData!.winner;
    const runnerUp = h ? h.runner_up : fromData!.loser;
    out.push({
      year,
      winner,
      runnerUp,
      winnerName: name(winner, year),
      runnerUpName: name(runnerUp, year),
      series: h ? h.series_result : fromData!.series,
      overtime: fromData ? fromData.last.overtime : null,
      gameDate: h ? h.game_date : fromData!.last.date,
      venueName:
        h?.venue_name ||
        fromData?.last.venueName ||
        (fromData && !fromData.last.neutral ? fr.homeVenue(fromData.last.home) : null),
      city: h?.city || null,
      state: h?.state || null,
      coach: h?.winner_coach_name || null,
      notes: h?.notes || null,
      source: h ? HAND : fromData!.last.source,
    });
  }
  return out;
}

export const nhl: SourceModule = {
  name: 'nhl',
  leagues: ['nhl'],
  build(ctx) {
    addSources(ctx);
    const fr = buildFranchises(ctx);
    const games = loadGames(ctx, fr);
    fr.finish();
    addGames(ctx, fr, games);
    const lastDb = fr.lastDatabankYear;
    const db = databankPeople(ctx, fr);

    // Standings.
    const standings: TeamSeasonOut[] = databankStandings(ctx, fr, db);
    const gameYears = [...new Set(games.map((g) => g.season))].sort();
    // Home/away/division/conference records and streaks from the games where the databank lacks them.
    for (const year of gameYears.filter((y) => y <= lastDb)) {
      const reg = games.filter((g) => g.season === year && !g.playoff);
      const recs = deriveRecords(
        reg.map((g) => ({
          date: g.date,
          home: g.home,
          away: g.away,
          homeScore: g.homeScore,
          awayScore: g.awayScore,
          regularSeason: true,
          overtime: g.overtime,
        })),
        (t) => fr.groupOf(year, t),
        true,
      );
      for (const ts of standings.filter((s) => s.year === year)) {
        const r = recs.get(ts.team);
        const row = ts.row;
        if (!r || r.wins !== row.wins || r.losses !== row.losses || r.otLosses !== row.ot_losses) {
          ctx.report({
            source: KAGGLE,
            file: 'nhl_games_kaggle_2010_2019/game.csv',
            problem: `${seasonLabel(year)} ${ts.team}: record from games ${r ? `${r.wins}-${r.losses}-${r.otLosses}` : 'none'} differs from databank ${row.wins}-${row.losses}-${row.ot_losses}; split records not added`,
          });
          continue;
        }
        Object.assign(row, {
          home_record: r.homeRecord,
          away_record: r.awayRecord,
          division_record: r.divisionRecord,
          conference_record: r.conferenceRecord,
          streak: r.streak,
        });
      }
    }
    const complete = gameYears.filter((y) => y > lastDb && y !== 2020);
    for (const year of complete) standings.push(...derivedStandings(ctx, fr, games, year));
    // 2020-21: the game file has scores for only part of the season: membership and alignment only.
    if (gameYears.includes(2020)) {
      const po = new Map(readHand(ctx, 'playoffs_2020_21.csv').map((h) => [h.team, h.playoff_result]));
      for (const [team, m] of [...fr.seasons].sort((a, b) => a[0].localeCompare(b[0]))) {
        const id = m.get(2020);
        if (!id) continue;
        const g = fr.groupOf(2020, team);
        standings.push({
          key: `nhl:ts:2020:${team.slice(4)}`,
          team,
          year: 2020,
          row: {
            name: id.name,
            abbreviation: id.abbreviation,
            conference: g.conference,
            division: g.division,
            playoff_result: po.get(team) ?? null,
            derived_from_games: false,
            source: po.has(team) ? HAND : HSA,
          },
        });
      }
      ctx.report({
        source: HSA,
        file: 'nhl_games_2018_2021/nhl_games.csv',
        problem:
          '2020-21 standings not derived: scores exist for only 376 of 868 games; playoff results from hand/nhl/playoffs_2020_21.csv',
      });
    }

    // Stanley Cup Finals.
    const finals = [...databankFinals(ctx, fr, db), ...laterFinals(ctx, fr, games, lastDb)];
    const champion = new Map(finals.filter((f) => f.winner).map((f) => [f.year, f.winner!]));
    const standingsByKey = new Map(standings.map((s) => [`${s.year}:${s.team}`, s]));
    for (const year of [...new Set(standings.map((s) => s.year))].filter((y) => y > lastDb)) {
      const outcomes = year === 2020 ? null : playoffOutcomes(games, year, champion.get(year) ?? null);
      for (const s of standings.filter((x) => x.year === year)) {
        const res = outcomes ? (outcomes.get(s.team) ?? null) : (s.row.playoff_result as string | null);
        s.row.playoff_result = res;
        s.row.is_champion = champion.get(year) === s.team;
        s.row.playoff_position = s.row.is_champion ? 'champion' : res ? 'playoffs' : 'eliminated';
      }
    }
    for (const s of standings) {
      if (s.year <= lastDb && (champion.get(s.year) === s.team) !== s.row.is_champion) {
        ctx.report({
          source: DB,
          file: 'hockey_databank/Teams.csv',
          problem: `${s.year} ${s.team}: champion flag disagrees with the Stanley Cup Final result`,
        });
      }
      ctx.add('team_seasons', { key: s.key, team: s.team, season: seasonKey(s.year), ...s.row });
    }

    const mvp = db.connSmythe;
    ctx.add('championships', {
      key: 'nhl:stanley-cup',
      slug: 'stanley-cup',
      league: 'nhl',
      name: 'Stanley Cup Final',
      official_name: 'Stanley Cup Final',
      description:
        'The NHL championship series for the Stanley Cup (against the PCHA/WCHL champion until 1926).',
      trophy_name: 'Stanley Cup',
      first_year: 1917,
      last_year: null, // still contested
      format:
        'Best-of-seven series since 1939; earlier Finals were best-of-five, best-of-three or two-game total-goals series',
      source: DB,
    });
    for (const f of finals) {
      const ts = f.winner ? standingsByKey.get(`${f.year}:${f.winner}`) : undefined;
      const w = ts?.row;
      const rec =
        f.year <= lastDb
          ? f.winner
            ? (db.teamRecord.get(`${f.year}:${f.winner}`) ?? null)
            : null
          : w && typeof w.losses === 'number'
            ? recordText(w.wins as number, w.losses as number, null, w.ot_losses as number)
            : null;
      const m = mvp.get(f.year);
      addResult(ctx, {
        championship: 'nhl:stanley-cup',
        year: f.year,
        edition: null,
        winner_team: f.winner,
        runner_up_team: f.runnerUp,
        winner_name: f.winnerName,
        runner_up_name: f.runnerUpName,
        series_result: f.series,
        overtime: f.overtime,
        game_date: f.gameDate,
        venue: f.venueName ? (fr.venueByName.get(f.venueName) ?? null) : null,
        venue_name: f.venueName,
        city: f.city,
        state: f.state,
        mvp_name: f.winner ? (m?.name ?? null) : null,
        mvp_person: f.winner ? (m?.person ?? null) : null,
        winner_coach_name: f.coach,
        winner_record: rec,
        notes: f.notes,
        source: f.source,
      });
    }

    // Seasons.
    const years = [...new Set(standings.map((s) => s.year))].sort((a, b) => a - b);
    for (const y of years) {
      const ts = standings.filter((s) => s.year === y);
      const sg = games.filter((g) => g.season === y);
      const reg = sg
        .filter((g) => !g.playoff)
        .map((g) => g.date)
        .sort();
      const po = sg
        .filter((g) => g.playoff)
        .map((g) => g.date)
        .sort();
      const partial = y === 2020;
      ctx.add('seasons', {
        key: seasonKey(y),
        slug: seasonSlug(y),
        league: 'nhl',
        start_year: y,
        end_year: y + 1,
        name: `${seasonLabel(y)} NHL Season`,
        regular_season_start: reg[0] ?? null,
        regular_season_end: partial ? null : (reg[reg.length - 1] ?? null),
        playoffs_start: po[0] ?? null,
        playoffs_end: finals.find((f) => f.year === y && f.gameDate)?.gameDate ?? po[po.length - 1] ?? null,
        teams_count: ts.length,
        games_count: sg.length && !partial ? sg.length : null,
        regular_season_games: partial
          ? 56
          : Math.max(...ts.map((s) => (s.row.games_played as number) ?? 0)) || null,
        playoffs_format: null,
        champion_team: champion.get(y) ?? null,
        source: y <= lastDb ? DB : gameSource(y),
      });
    }
    addNhlRosters(ctx, fr);
  },
};
