// Games: NCAA tournament 1985-2025 (rounds from each team's path through the bracket), secondary postseason
// tournaments (NIT, CBI, CIT, Vegas 16) 1985-2021, and regular-season games 1985-2016 (conference tournaments marked).
import { isNcaaRegionOf, kaggleRegionNames, ncaaTournamentRoundName } from '@trophy-room/domain';
import type { BuildContext } from '../../model';
import {
  CHAMPIONSHIP,
  KAGGLE,
  KAGGLE_DIR,
  L,
  REG_2016,
  REG_FILE,
  addDays,
  byKey,
  otText,
  seasonKey,
} from './common';
import type { Final, Game, GameData, TourneyTeam } from './game-types';
import { crossCheck, readResults, report, toGame, type Raw } from './kaggle-results';
import type { Teams } from './teams';

const ROUNDS = [
  'First Round',
  'Second Round',
  'Sweet 16',
  'Elite Eight',
  'Final Four',
  'National Championship',
];
const LOST: Record<string, string> = {
  'First Four': 'Lost First Four',
  'Opening Round': 'Lost Opening Round',
  'First Round': 'Lost First Round',
  'Second Round': 'Lost Second Round',
  'Sweet 16': 'Lost Regional Semifinal',
  'Elite Eight': 'Lost Regional Final',
  'Final Four': 'Lost National Semifinal',
  'National Championship': 'Lost National Final',
};
/** The regions named by city (2004-2006) as MSeasons writes them, without spaces or punctuation. */
const REGION_SPELLING: Record<string, string> = {
  EastRutherford: 'East Rutherford',
  StLouis: 'St. Louis',
  WashingtonDC: 'Washington, D.C.',
};
const SECONDARY: Record<string, string> = { NIT: 'NIT', CBI: 'CBI', CIT: 'CIT', V16: 'Vegas 16' };

export function loadGames(ctx: BuildContext, teams: Teams, finalDates: Map<number, string>): GameData {
  const dayZero = new Map<number, string>();
  const regionNames = new Map<number, Record<string, string>>();
  for (const r of ctx.readCsv(`${KAGGLE_DIR}/MSeasons.csv`)) {
    dayZero.set(Number(r.Season), r.DayZero.slice(0, 10));
    regionNames.set(Number(r.Season), { W: r.RegionW, X: r.RegionX, Y: r.RegionY, Z: r.RegionZ });
  }
  // Kaggle names the regions to 2021 (TBD from 2022): those names are checked against the NCAA's of the year; later
  // years take the NCAA's names through Kaggle's letter convention (@trophy-room/domain's kaggleRegionNames).
  for (const [season, names] of regionNames)
    for (const name of Object.values(names))
      if (name !== 'TBD' && !/^NA\d$/.test(name) && !isNcaaRegionOf(season, name))
        ctx.report({
          source: KAGGLE,
          file: `${KAGGLE_DIR}/MSeasons.csv`,
          problem: `region ${name} of ${season} is not one the NCAA named that year`,
        });
  const regionOf = (season: number, seed: string) => {
    const letter = seed[0] as 'W' | 'X' | 'Y' | 'Z';
    const name = regionNames.get(season)?.[letter];
    if (name && name !== 'TBD') return REGION_SPELLING[name] ?? name;
    return kaggleRegionNames(season)?.[letter] ?? `Region ${letter}`;
  };
  // MSeasons stops in 2022; later DayZeros follow from the national final (DayNum 154) date. Earlier ones are checked.
  for (const [year, date] of [...finalDates].sort((a, b) => a[0] - b[0])) {
    const dz = dayZero.get(year);
    if (dz === undefined) {
      if (year >= 1985) dayZero.set(year, addDays(date, -154));
    } else if (year >= 1985 && addDays(dz, 154) !== date) {
      ctx.report({
        source: KAGGLE,
        file: `${KAGGLE_DIR}/MSeasons.csv`,
        problem: `DayZero ${dz} + 154 days is ${addDays(dz, 154)}, but the ${year} final is dated ${date} (hand data)`,
      });
    }
  }

  // Seeds: main file to 2001, update_2026 from 2002; both checked where they overlap.
  const seeds = new Map<number, Map<string, string>>();
  const seedRows = (file: string) =>
    ctx
      .readCsv(file)
      .map((r, i) => ({ Season: r.Season, Seed: r.Seed, TeamID: r.TeamID, line: i + 2, file }));
  const mainSeeds = seedRows(`${KAGGLE_DIR}/MNCAATourneySeeds.csv`);
  const newSeeds = seedRows(`${KAGGLE_DIR}/update_2026/MNCAATourneySeeds.csv`);
  const newSeedKeys = new Set(newSeeds.map((r) => `${r.Season}|${r.Seed}|${r.TeamID}`));
  for (const r of mainSeeds) {
    const s = Number(r.Season);
    if (s >= 2002 && !newSeedKeys.has(`${r.Season}|${r.Seed}|${r.TeamID}`) && s <= 2025) {
      ctx.report({
        source: KAGGLE,
        file: r.file,
        line: r.line,
        problem: 'seed differs from update_2026 edition',
      });
    }
  }
  for (const r of [...mainSeeds.filter((x) => Number(x.Season) < 2002), ...newSeeds]) {
    const s = Number(r.Season);
    if (!seeds.has(s)) seeds.set(s, new Map());
    seeds.get(s)!.set(r.TeamID, r.Seed);
  }

  // NCAA tournament results: main file to 2000, update_2026 from 2001 (identical 2001-2021, checked).
  const mainRes = readResults(ctx, `${KAGGLE_DIR}/MNCAATourneyCompactResults.csv`);
  const newRes = readResults(ctx, `${KAGGLE_DIR}/update_2026/MNCAATourneyCompactResults.csv`);
  crossCheck(ctx, mainRes, newRes, (s) => s >= 2001 && s <= 2021);
  const ncaa = [...mainRes.filter((r) => r.season <= 2000), ...newRes];

  const games: Game[] = [];
  const tourney = new Map<number, Map<string, TourneyTeam>>();
  const tourneyFirstDay = new Map<number, number>();
  const finals = new Map<number, Final>();
  const school = (id: string, r: Raw) => {
    const s = teams.ofKaggle(id);
    if (!s) report(ctx, r, `unknown TeamID ${id}`);
    return s;
  };
  const date = (r: Raw) => {
    const dz = dayZero.get(r.season);
    return dz ? addDays(dz, r.day) : null;
  };

  const bySeason = new Map<number, Raw[]>();
  for (const r of ncaa) {
    if (!bySeason.has(r.season)) bySeason.set(r.season, []);
    bySeason.get(r.season)!.push(r);
  }
  for (const [season, rows] of [...bySeason].sort((a, b) => a[0] - b[0])) {
    const seedOf = seeds.get(season) ?? new Map<string, string>();
    const start = season - 1;
    const teamsOf = new Map<string, TourneyTeam>();
    for (const [id, seed] of [...seedOf].sort()) {
      const s = teams.ofKaggle(id);
      if (s) teamsOf.set(s, { seed, region: regionOf(season, seed), wins: 0, losses: 0, result: null });
    }
    tourney.set(start, teamsOf);
    rows.sort((a, b) => a.day - b.day || a.line - b.line);
    tourneyFirstDay.set(start, rows[0].day);
    const played = new Map<string, number>();
    for (const r of rows) {
      const w = school(r.w, r);
      const l = school(r.l, r);
      const d = date(r);
      if (!w || !l || !d) {
        if (!d) report(ctx, r, `no DayZero for season ${season}`);
        continue;
      }
      // Round from each team's path: the k-th game of a team seeded into the 64 is round k; play-in teams
      // (seed 'W16a') play one extra game first. The later of the two readings wins (a team that advanced
      // without playing, e.g. Oregon over VCU in 2021, would otherwise read one round early).
      const idx = (id: string) => {
        const n = (played.get(id) ?? 0) + 1;
        played.set(id, n);
        const seed = seedOf.get(id);
        if (seed === undefined) report(ctx, r, `TeamID ${id} has no seed in ${season}`);
        return seed && /[ab]$/.test(seed) ? n - 1 : n;
      };
      const k = Math.max(idx(r.w), idx(r.l));
      const round = k === 0 ? (season >= 2011 ? 'First Four' : 'Opening Round') : (ROUNDS[k - 1] ?? null);
      if (!round) report(ctx, r, `cannot place game in a round (index ${k})`);
      if ((r.day === 154) !== (round === 'National Championship')) {
        report(ctx, r, `DayNum ${r.day} disagrees with bracket round ${round}`);
      }
      const sw = seedOf.get(r.w) ?? '';
      const sl = seedOf.get(r.l) ?? '';
      // Neutral site: the better seed is listed as the home team (as in the bracket); H/A locations are kept.
      const seedNum = (s: string) => Number(s.slice(1, 3)) || 99;
      const betterSeedWon = seedNum(sw) < seedNum(sl) || (seedNum(sw) === seedNum(sl) && r.w < r.l);
      games.push(toGame(r, w, l, d, 'ncaa', round, betterSeedWon));
      const tw = teamsOf.get(w);
      const tl = teamsOf.get(l);
      if (tw) tw.wins++;
      if (tl) {
        tl.losses++;
        const named = round ? ncaaTournamentRoundName(season, round) : null;
        tl.result = !round ? 'Lost NCAA Tournament game' : named !== round ? `Lost ${named}` : LOST[round];
      }
      if (round === 'National Championship') {
        if (tw) tw.result = 'Won National Final';
        finals.set(season, {
          year: season,
          winner: w,
          loser: l,
          winnerScore: r.ws,
          loserScore: r.ls,
          ot: r.ot,
          date: d,
        });
      }
    }
  }

  // Secondary postseason tournaments.
  const sec = readResults(ctx, `${KAGGLE_DIR}/MSecondaryTourneyCompactResults.csv`);
  for (const r of sec) {
    const w = school(r.w, r);
    const l = school(r.l, r);
    const d = date(r);
    const name = SECONDARY[r.extra ?? ''];
    if (!name) report(ctx, r, `unknown secondary tournament '${r.extra}'`);
    if (!w || !l || !d || !name) continue;
    games.push(toGame(r, w, l, d, 'secondary', name));
  }

  // Regular season 1985-2016 (includes conference tournaments, marked from MConferenceTourneyGames).
  const confNames = new Map(
    ctx.readCsv(`${KAGGLE_DIR}/Conferences.csv`).map((r) => [r.ConfAbbrev, r.Description]),
  );
  const confGames = new Map<string, string>();
  for (const r of ctx.readCsv(`${KAGGLE_DIR}/MConferenceTourneyGames.csv`)) {
    const name = confNames.get(r.ConfAbbrev) ?? r.ConfAbbrev;
    confGames.set(`${r.Season}|${r.DayNum}|${r.WTeamID}|${r.LTeamID}`, `${name} Tournament`);
  }
  for (const r of readResults(ctx, REG_FILE, true)) {
    const w = school(r.w, r);
    const l = school(r.l, r);
    const d = date(r);
    if (!w || !l || !d) continue;
    games.push(toGame(r, w, l, d, 'regular', confGames.get(`${r.season}|${r.day}|${r.w}|${r.l}`) ?? null));
  }
  return { games, tourney, tourneyFirstDay, finals, dayZero };
}

export function addGames(ctx: BuildContext, data: GameData, teams: Teams): void {
  const sorted = [...data.games].sort(byKey((g) => `${g.date}|${g.away}|${g.home}|${g.kind}`));
  const seen = new Map<string, number>();
  for (const g of sorted) {
    const base = `${L}-${g.date}-${g.away}-${g.home}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const slug = n === 1 ? base : `${base}-g${n}`;
    ctx.add('games', {
      key: `${L}:game:${slug}`,
      slug,
      league: L,
      season: seasonKey(g.startYear),
      game_date: g.date,
      home_team: teams.key(g.home),
      away_team: teams.key(g.away),
      home_score: g.homeScore,
      away_score: g.awayScore,
      status: 'final',
      overtime: otText(g.ot),
      is_playoff: g.kind !== 'regular',
      is_neutral: g.neutral,
      round: g.kind === 'ncaa' && g.round ? ncaaTournamentRoundName(g.startYear + 1, g.round) : g.round,
      championship: g.kind === 'ncaa' ? CHAMPIONSHIP : null,
      source: g.kind === 'regular' ? REG_2016 : KAGGLE,
    });
  }
}
