// Games: the game rows, 1920-2025. spreadspoke (1966-2025) first, then every 538 game (1920-2020) spreadspoke lacks;
// ./nflverse-games.ts adds the 2025 games after week 5 and each game's details. Rounds are named by era here.
import type { BuildContext } from '../../model';
import { FTE, FTE_FILE } from './fte-games';
import { readGameSites } from './game-sites';
import { L } from './league';
import { readSpreadspokeGames, SPREADSPOKE, SPREADSPOKE_FILES } from './spreadspoke';
import type { Game } from './game-types';
import type { Family } from './pfr-standings';
import type { Teams } from './team-types';
import type { Venues } from './venues';

const SS_ROUND: Record<string, string> = {
  Wildcard: 'Wild Card Round',
  Division: 'Divisional Round',
  Conference: 'Conference Championship',
  Superbowl: 'Super Bowl',
};

export function loadGames(ctx: BuildContext, teams: Teams): Game[] {
  const { games, seasons: ssSeasons } = readSpreadspokeGames(ctx, teams);
  // ---- 538 (seasons spreadspoke lacks, and games spreadspoke lacks)
  const pair = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  const byDate = new Set(games.map((g) => `${g.date}|${pair(g.home, g.away)}`));
  const byScore = new Map<string, Game>();
  for (const g of games)
    byScore.set(`${g.season}|${pair(g.home, g.away)}|${[g.hs, g.as].sort().join('-')}`, g);
  const nonLeague = new Map<string, number[]>();
  const siteOf = readGameSites(ctx);
  for (const fte of teams.fteGames) {
    const site = siteOf(fte.date, fte.t1, fte.t2);
    const g = site?.home === fte.t2 ? { ...fte, t1: fte.t2, t2: fte.t1, s1: fte.s2, s2: fte.s1 } : fte;
    const home = teams.fteTeam(g.season, g.t1);
    const away = teams.fteTeam(g.season, g.t2);
    if (!home || !away) {
      const code = !home ? g.t1 : g.t2;
      const k = `${g.season} ${code}`;
      nonLeague.set(k, [...(nonLeague.get(k) ?? []), g.line]);
      continue;
    }
    if (ssSeasons.has(g.season)) {
      if (byDate.has(`${g.date}|${pair(home, away)}`)) continue;
      const twin = byScore.get(`${g.season}|${pair(home, away)}|${[g.s1, g.s2].sort().join('-')}`);
      if (twin) {
        ctx.report({
          source: FTE.key,
          file: FTE_FILE,
          line: g.line,
          problem: `date ${g.date} differs from spreadspoke's ${twin.date} for the same game; spreadspoke kept`,
        });
        continue;
      }
    }
    games.push({
      key: '',
      season: g.season,
      date: g.date,
      home,
      away,
      hs: g.s1,
      as: g.s2,
      playoff: g.playoff,
      neutral: g.neutral,
      label: '',
      round: null,
      week: null,
      stadium: site?.venue ?? null,
      source: FTE.key,
    });
  }
  for (const [k, lines] of [...nonLeague].sort()) {
    ctx.report({
      source: FTE.key,
      file: FTE_FILE,
      line: lines[0],
      problem: `${lines.length} game(s) of ${k.split(' ')[1]} in ${k.split(' ')[0]} skipped: not a team in that season's league standings (non-league opponent or team missing from PFR standings); lines ${lines.join(',')}`,
    });
  }
  const added = games.filter((g) => g.source === FTE.key && ssSeasons.has(g.season));
  if (added.length) {
    const seasons = [...new Set(added.map((g) => g.season))].sort();
    ctx.report({
      source: SPREADSPOKE.key,
      file: SPREADSPOKE_FILES.scores,
      problem: `${added.length} games missing from spreadspoke taken from 538 nfl_games (seasons ${seasons.join(', ')})`,
    });
  }
  assignRounds(games, teams);
  games.sort((a, b) => a.date.localeCompare(b.date) || a.home.localeCompare(b.home));
  const used = new Set<string>();
  for (const g of games) {
    const base =
      `nfl-${g.date}-${teams.abbrIn(g.away, g.season)}-${teams.abbrIn(g.home, g.season)}`.toLowerCase();
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-g${n}`;
    used.add(slug);
    g.key = `${L}:${slug}`;
  }
  return games;
}

function assignRounds(games: Game[], teams: Teams) {
  const bySeason = new Map<number, Game[]>();
  for (const g of games) if (g.playoff) bySeason.set(g.season, [...(bySeason.get(g.season) ?? []), g]);
  for (const [season, list] of bySeason) {
    list.sort((a, b) => a.date.localeCompare(b.date));
    if (season >= 1970) {
      for (const g of list) g.round = SS_ROUND[g.label] ?? 'Playoff';
      continue;
    }
    const rest: Game[] = [];
    for (const g of list) {
      if (g.label === 'Superbowl') g.round = 'Super Bowl';
      else rest.push(g);
    }
    const lastOf = new Map<Family, Game>();
    for (const g of rest) lastOf.set(teams.familyOf(g.home, season), g);
    for (const g of rest) {
      const fam = teams.familyOf(g.home, season);
      if (lastOf.get(fam) === g) g.round = `${fam} Championship`;
      else if (season >= 1967 && fam === 'NFL') g.round = 'Conference Championship';
      else if (season >= 1966 && fam === 'AFL') g.round = 'Divisional Playoff';
      else g.round = 'Playoff';
    }
  }
}

export function addGames(
  ctx: BuildContext,
  games: Game[],
  venues: Venues,
  overtimeByDate: Map<string, string>,
) {
  for (const g of games) {
    const final = g.hs != null && g.as != null;
    const isSb = g.round === 'Super Bowl';
    ctx.add('games', {
      key: g.key,
      slug: g.key.slice(L.length + 1),
      league: L,
      season: `${L}:${g.season}`,
      game_date: g.date,
      game_time: null,
      home_team: g.home,
      away_team: g.away,
      home_score: g.hs,
      away_score: g.as,
      status: final ? 'final' : 'scheduled',
      overtime: g.playoff ? (overtimeByDate.get(g.date) ?? null) : null,
      is_playoff: g.playoff,
      is_neutral: g.neutral,
      round: g.round,
      week: g.week,
      venue: venues.key(g.stadium),
      venue_name: venues.nameIn(venues.key(g.stadium), g.season) ?? g.stadium,
      attendance: null,
      championship: isSb ? `${L}:super-bowl` : null,
      source: g.source,
    });
  }
}
