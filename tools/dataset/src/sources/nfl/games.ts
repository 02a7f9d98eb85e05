// Games (538 nfl_games 1920-2020, spreadspoke 1966-2025; spreadspoke preferred where both have a game),
// seasons and standings (PFR) with home/away/division/conference records and streaks derived from the games.
import type { BuildContext } from '../../model';
import { deriveRecords, type PlayedGame } from '../../derive';
import { F, S, L, int, mdy } from './util';
import type { Family, Teams } from './teams';
import type { Venues } from './venues';

export interface Game {
  key: string;
  season: number;
  date: string;
  home: string;
  away: string;
  hs: number | null;
  as: number | null;
  playoff: boolean;
  neutral: boolean;
  label: string; // source week label
  round: string | null;
  week: string | null;
  stadium: string | null;
  source: string;
}

const SS_ROUND: Record<string, string> = {
  Wildcard: 'Wild Card Round',
  Division: 'Divisional Round',
  Conference: 'Conference Championship',
  Superbowl: 'Super Bowl',
};

export function loadGames(ctx: BuildContext, teams: Teams): Game[] {
  const games: Game[] = [];
  // ---- spreadspoke
  const raw = ctx.readCsv(F.scores);
  type P = {
    line: number;
    season: number;
    date: string;
    r: Record<string, string>;
    home: string | null;
    away: string | null;
  };
  const parsed: P[] = [];
  raw.forEach((r, i) => {
    const season = int(r.schedule_season);
    const date = mdy(r.schedule_date ?? '');
    if (season == null || !date) {
      ctx.report({
        source: S.spreadspoke,
        file: F.scores,
        line: i + 2,
        problem: 'game without season/date skipped',
      });
      return;
    }
    parsed.push({
      line: i + 2,
      season,
      date,
      r,
      home: teams.byName(season, r.team_home),
      away: teams.byName(season, r.team_away),
    });
  });
  // unresolved names (e.g. "New York" in the scheduled 2025 rows): the one team of that name not playing that week
  const weekTeams = new Map<string, Set<string>>();
  for (const p of parsed) {
    const wk = `${p.season}|${p.r.schedule_week}`;
    let s = weekTeams.get(wk);
    if (!s) weekTeams.set(wk, (s = new Set()));
    for (const t of [p.home, p.away]) if (t) s.add(t);
  }
  const seasonTeams = new Map<number, string[]>();
  for (const s of teams.standings)
    seasonTeams.set(s.season, [...(seasonTeams.get(s.season) ?? []), `${s.name}\u0000${s.team}`]);
  for (const p of parsed) {
    for (const side of ['home', 'away'] as const) {
      const name = side === 'home' ? p.r.team_home : p.r.team_away;
      if (p[side]) {
        if (
          !(seasonTeams.get(p.season) ?? []).some((x) => x.startsWith(`${name}\u0000`)) &&
          /[^A-Za-z0-9 .]/.test(name)
        ) {
          ctx.report({
            source: S.spreadspoke,
            file: F.scores,
            line: p.line,
            problem: `team name '${name}' garbled; read as ${p[side]}`,
          });
        }
        continue;
      }
      const used = weekTeams.get(`${p.season}|${p.r.schedule_week}`)!;
      const cands = [
        ...new Set(
          (seasonTeams.get(p.season) ?? [])
            .filter((x) => x.startsWith(`${name.trim()} `))
            .map((x) => x.split('\u0000')[1]),
        ),
      ].filter((t) => !used.has(t));
      if (cands.length === 1) {
        p[side] = cands[0];
        used.add(cands[0]);
        ctx.report({
          source: S.spreadspoke,
          file: F.scores,
          line: p.line,
          problem: `ambiguous team name '${name}' read as ${cands[0]} (the only such team without a game that week)`,
        });
      }
    }
  }
  const ssSeasons = new Set<number>();
  for (const p of parsed) {
    const { r } = p;
    if (!p.home || !p.away) {
      ctx.report({
        source: S.spreadspoke,
        file: F.scores,
        line: p.line,
        problem: `unknown team '${p.home ? r.team_away : r.team_home}' in ${p.season}; game skipped`,
      });
      continue;
    }
    ssSeasons.add(p.season);
    const hs = int(r.score_home);
    const as = int(r.score_away);
    const playoff = r.schedule_playoff === 'TRUE';
    const label = (r.schedule_week ?? '').trim();
    games.push({
      key: '',
      season: p.season,
      date: p.date,
      home: p.home,
      away: p.away,
      hs,
      as,
      playoff,
      neutral: r.stadium_neutral === 'TRUE',
      label,
      round: null,
      week: !playoff && /^\d+$/.test(label) ? label : null,
      stadium: (r.stadium ?? '').trim() || null,
      source: S.spreadspoke,
    });
  }
  // ---- 538 (seasons spreadspoke lacks, and games spreadspoke lacks)
  const pair = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  const byDate = new Set(games.map((g) => `${g.date}|${pair(g.home, g.away)}`));
  const byScore = new Map<string, Game>();
  for (const g of games)
    byScore.set(`${g.season}|${pair(g.home, g.away)}|${[g.hs, g.as].sort().join('-')}`, g);
  const nonLeague = new Map<string, number[]>();
  for (const g of teams.fteGames) {
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
          source: S.fte,
          file: F.fte,
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
      stadium: null,
      source: S.fte,
    });
  }
  for (const [k, lines] of [...nonLeague].sort()) {
    ctx.report({
      source: S.fte,
      file: F.fte,
      line: lines[0],
      problem: `${lines.length} game(s) of ${k.split(' ')[1]} in ${k.split(' ')[0]} skipped: not a team in that season's league standings (non-league opponent or team missing from PFR standings); lines ${lines.join(',')}`,
    });
  }
  const added = games.filter((g) => g.source === S.fte && ssSeasons.has(g.season));
  if (added.length) {
    const seasons = [...new Set(added.map((g) => g.season))].sort();
    ctx.report({
      source: S.spreadspoke,
      file: F.scores,
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
      venue_name: g.stadium,
      attendance: null,
      championship: isSb ? `${L}:super-bowl` : null,
      source: g.source,
    });
  }
}

/** Seasons + standings. champions: season -> franchise key of the season's champion. */
export function addSeasonsAndStandings(
  ctx: BuildContext,
  teams: Teams,
  games: Game[],
  champions: Map<number, string>,
) {
  const seasons = [...new Set(teams.standings.map((s) => s.season))].sort((a, b) => a - b);
  const gamesOf = new Map<number, Game[]>();
  for (const g of games) gamesOf.set(g.season, [...(gamesOf.get(g.season) ?? []), g]);
  for (const season of seasons) {
    const list = (gamesOf.get(season) ?? []).slice().sort((a, b) => a.date.localeCompare(b.date));
    const inProgress = list.some((g) => g.hs == null);
    const rows = teams.standings.filter((s) => s.season === season);
    const final = list.filter((g) => g.hs != null && g.as != null);
    const played: PlayedGame[] = final.map((g) => ({
      date: g.date,
      home: g.home,
      away: g.away,
      homeScore: g.hs!,
      awayScore: g.as!,
      regularSeason: !g.playoff,
    }));
    const derived = deriveRecords(played, (t) => teams.alignment(t, season));
    // playoff results
    const post = new Map<string, Game[]>();
    for (const g of final)
      if (g.playoff) for (const t of [g.home, g.away]) post.set(t, [...(post.get(t) ?? []), g]);
    const mismatched: string[] = [];
    const champ = champions.get(season);
    const updated: string[] = [];
    for (const s of rows) {
      const d = derived.get(s.team);
      // A standings snapshot taken mid-season (2025) gives way to the complete season's games.
      if (d && !inProgress && d.wins + d.losses + d.ties > s.w + s.l + s.t) {
        updated.push(`${s.name} ${s.w}-${s.l}-${s.t} → ${d.wins}-${d.losses}-${d.ties}`);
        const gp = d.wins + d.losses + d.ties;
        Object.assign(s, { w: d.wins, l: d.losses, t: d.ties, pf: d.pointsFor, pa: d.pointsAgainst });
        s.pct = Math.round(((d.wins + d.ties / 2) / gp) * 1000) / 1000;
      }
      const ok = d && d.wins === s.w && d.losses === s.l && d.ties === s.t;
      if (d && !ok)
        mismatched.push(`${s.name} ${s.w}-${s.l}-${s.t} vs games ${d.wins}-${d.losses}-${d.ties}`);
      const al = teams.alignment(s.team, season);
      let result: string | null = null;
      const pg = post.get(s.team);
      if (pg) {
        const last = pg[pg.length - 1];
        const mine = last.home === s.team ? last.hs! : last.as!;
        const theirs = last.home === s.team ? last.as! : last.hs!;
        const won = mine > theirs;
        const round = last.round ?? 'Playoff';
        result = `${won ? 'Won' : 'Lost'} ${round}`;
      }
      // The champion is known from the title game even when this season's standings and games are partial.
      const isChamp = champ === s.team;
      const stats: Record<string, number | string> = { lg: s.league.toUpperCase(), ...s.extra };
      ctx.add('team_seasons', {
        key: `${s.team}:${season}`,
        team: s.team,
        season: `${L}:${season}`,
        name: s.name,
        abbreviation: teams.abbrIn(s.team, season),
        conference: al.conference,
        division: al.division,
        games_played: s.w + s.l + s.t,
        wins: s.w,
        losses: s.l,
        ties: s.t,
        ot_losses: null,
        points: null,
        win_percentage: s.pct,
        games_behind: null,
        rank: null,
        points_for: s.pf,
        points_against: s.pa,
        home_record: ok ? d!.homeRecord : null,
        away_record: ok ? d!.awayRecord : null,
        division_record: ok ? d!.divisionRecord : null,
        conference_record: ok ? d!.conferenceRecord : null,
        streak: ok ? d!.streak : null,
        playoff_result: result ?? (isChamp ? titleWithoutGame(season) : null),
        playoff_position: isChamp ? 'champion' : inProgress ? null : pg ? 'playoffs' : 'eliminated',
        is_champion: isChamp ? true : inProgress ? null : false,
        head_coach_name: null,
        stats,
        derived_from_games: !!ok,
        source: S.standings,
      });
    }
    const inStandings = new Set(rows.map((s) => s.team));
    const noRow = new Map<string, number>();
    for (const g of list)
      for (const t of [g.home, g.away]) if (!inStandings.has(t)) noRow.set(t, (noRow.get(t) ?? 0) + 1);
    for (const [t, n] of [...noRow].sort()) {
      ctx.report({
        source: S.standings,
        file: F.standings,
        problem: `${season}: ${t} plays ${n} game(s) but has no standings row (missing from the PFR file)`,
      });
    }
    if (updated.length)
      ctx.report({
        source: S.standings,
        file: F.standings,
        problem: `${season}: the standings file stops mid-season; W-L-T and points of ${updated.length} team(s) computed from the complete season's games: ${updated.join('; ')}`,
      });
    if (mismatched.length) {
      ctx.report({
        source: S.standings,
        file: F.standings,
        problem: `${season}${inProgress ? ' (season in progress)' : ''}: W-L-T from the games differs from the standings for ${mismatched.length} team(s), so their home/away/division/conference records and streak are left blank: ${mismatched.join('; ')}`,
      });
    }
    const regular = list.filter((g) => !g.playoff);
    const playoffs = list.filter((g) => g.playoff);
    const nflRows = rows.filter((s) => s.family === 'NFL');
    const counts = new Map<number, number>();
    for (const s of nflRows) counts.set(s.w + s.l + s.t, (counts.get(s.w + s.l + s.t) ?? 0) + 1);
    const mode = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? null;
    const lastDate = list.length ? list[list.length - 1].date : null;
    ctx.add('seasons', {
      key: `${L}:${season}`,
      slug: `nfl-${season}`,
      league: L,
      start_year: season,
      end_year: inProgress ? season + 1 : lastDate ? Number(lastDate.slice(0, 4)) : season,
      name: `${season} NFL Season`,
      regular_season_start: regular[0]?.date ?? null,
      regular_season_end: inProgress ? null : (regular[regular.length - 1]?.date ?? null),
      playoffs_start: playoffs[0]?.date ?? null,
      playoffs_end: inProgress ? null : (playoffs[playoffs.length - 1]?.date ?? null),
      teams_count: rows.length,
      games_count: list.length,
      regular_season_games: inProgress || season < 1936 ? null : mode,
      playoffs_format: null,
      champion_team: champions.get(season) ?? null,
      source: S.standings,
    });
  }
}

/**
 * A champion whose title game the data does not hold, labelled as its era decided it: by the standings until 1931,
 * by the league's first playoff game in 1932, by the NFL Championship Game until 1965, by the Super Bowl since.
 */
export function titleWithoutGame(season: number): string {
  if (season <= 1931) return 'NFL Champion (by the standings)';
  if (season === 1932) return 'Won NFL Championship (playoff game)';
  return season < 1966 ? 'Won NFL Championship' : 'Won Super Bowl';
}
