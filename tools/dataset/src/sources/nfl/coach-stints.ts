// Coach stints: the one builder of the NFL's coach_stints rows, each naming its franchise.
// - 2000-2025: one stint per coach, team and season from the head coaches of the nflverse games (record counted from
//   those games; a coach the career file lacks becomes a coach of his own), and each team season's head coach(es);
// - before 2000: hand/nfl/coach_stints.csv (franchise and seasons, one row per stint), its record summed from the team
//   seasons and playoff games in the data.
// A coach's stints replace his career total (coaches-pfr, to 2015) only when they add up to it through 2015; else the
// total stays as the one stint without a team, and the difference is reported.
import type { BuildContext, Row } from '../../model';
import { readHand } from '../../shared/hand';
import { int, text } from '../../shared/parse';
import { slugify } from '../../shared/slug';
import { claimAll } from '../../pipeline/claims';
import { COACHES, type CoachCareer } from './coaches-pfr';
import { coachRecord } from './figures';
import { L, handSource } from './league';
import { NFLVERSE_GAMES, nflverseTeam, readNflverseGames } from './nflverse-games';
import type { Teams } from './team-types';
import { addCoach } from './person-rows';
import { joinHeadCoaches } from '@trophy-room/domain';

const CAREER_FILE_LAST = 2015;

interface Stint {
  team: string;
  first: number;
  last: number;
  games: number;
  w: number;
  l: number;
  t: number;
  pw: number;
  pl: number;
  source: string;
  perSeason: boolean;
}

/** A stint before its first game is counted. */
const NO_GAMES = { games: 0, w: 0, l: 0, t: 0, pw: 0, pl: 0 };

/** Each coach's stints per team and season from the nflverse games (regular season and playoffs). */
function nflverseStints(ctx: BuildContext, teams: Teams): Map<string, Stint[]> {
  const byKey = new Map<string, Stint & { name: string; date: string }>();
  for (const g of readNflverseGames(ctx)) {
    const season = int(g.season)!;
    const [hs, as] = [int(g.home_score), int(g.away_score)];
    if (hs === null || as === null) continue;
    for (const side of ['home', 'away'] as const) {
      const name = text(g[`${side}_coach`]);
      const team = nflverseTeam(teams, g[`${side}_team`], season);
      if (!name || !team) continue;
      const k = `${name}|${team}|${season}`;
      const s = byKey.get(k) ?? {
        name,
        date: g.gameday,
        team,
        first: season,
        last: season,
        ...NO_GAMES,
        source: NFLVERSE_GAMES.key,
        perSeason: true,
      };
      const [mine, theirs] = side === 'home' ? [hs, as] : [as, hs];
      if (g.game_type === 'REG') {
        s.games++;
        if (mine > theirs) s.w++;
        else if (mine < theirs) s.l++;
        else s.t++;
      } else if (mine > theirs) s.pw++;
      else s.pl++;
      byKey.set(k, s);
    }
  }
  const out = new Map<string, Stint[]>();
  for (const s of byKey.values()) out.set(s.name, [...(out.get(s.name) ?? []), s]);
  // Each team season's head coach(es), in the order they coached.
  const heads = new Map<string, { name: string; date: string }[]>();
  for (const s of byKey.values()) {
    const k = `${s.team}:${s.first}`;
    heads.set(k, [...(heads.get(k) ?? []), s]);
  }
  for (const [k, list] of heads) {
    const ts = ctx.get('team_seasons', k);
    if (ts)
      Object.assign(ts, {
        head_coach_name: joinHeadCoaches(
          list.sort((a, b) => a.date.localeCompare(b.date)).map((x) => x.name),
        ),
      });
  }
  return out;
}

/**
 * The hand-written stints before 2000, their records summed from the team seasons and playoff games; each of those
 * team seasons names him its head coach.
 */
function handStints(ctx: BuildContext): Map<string, Stint[]> {
  const out = new Map<string, Stint[]>();
  for (const r of readHand(ctx, L, 'coach_stints.csv')) {
    const [team, first, last] = [`${L}:${r.team}`, Number(r.first_year), Number(r.last_year)];
    const source = handSource(ctx, r.reference);
    const s: Stint = {
      team,
      first,
      last,
      ...NO_GAMES,
      source,
      perSeason: false,
    };
    for (let y = first; y <= last; y++) {
      const ts = ctx.get('team_seasons', `${team}:${y}`);
      if (!ts) {
        ctx.report({
          source: s.source,
          file: 'hand/nfl/coach_stints.csv',
          problem: `${r.coach}: no ${team} ${y} season`,
        });
        continue;
      }
      // He coached every game of those seasons (the record is theirs): the season's head coach.
      if (ts.head_coach_name == null) Object.assign(ts, { head_coach_name: r.coach });
      s.games += Number(ts.games_played ?? 0);
      s.w += Number(ts.wins ?? 0);
      s.l += Number(ts.losses ?? 0);
      s.t += Number(ts.ties ?? 0);
    }
    for (const g of ctx.rows('games')) {
      const y = Number(String(g.season).slice(L.length + 1));
      if (!g.is_playoff || y < first || y > last || (g.home_team !== team && g.away_team !== team)) continue;
      const [mine, theirs] =
        g.home_team === team ? [g.home_score, g.away_score] : [g.away_score, g.home_score];
      if (Number(mine) > Number(theirs)) s.pw++;
      else s.pl++;
    }
    out.set(r.coach, [...(out.get(r.coach) ?? []), s]);
  }
  return out;
}

function addStint(ctx: BuildContext, coach: string, s: Stint) {
  ctx.add('coach_stints', {
    key: `${coach}:${s.team.slice(L.length + 1)}:${s.first}`,
    coach,
    team: s.team,
    season: s.perSeason ? `${L}:${s.first}` : null,
    start_year: s.first,
    end_year: s.last,
    title: 'Head Coach',
    is_head_coach: true,
    games: s.games,
    wins: s.w,
    losses: s.l,
    ties: s.t,
    playoff_wins: s.pw,
    playoff_losses: s.pl,
    source: s.source,
  });
}

function addCareer(ctx: BuildContext, c: CoachCareer) {
  ctx.add('coach_stints', {
    key: `${c.coach}:career`,
    coach: c.coach,
    team: null,
    season: null,
    start_year: null,
    end_year: null,
    // The role only; the source's career summary (seasons, titles) is not a title.
    title: 'Head Coach',
    is_head_coach: true,
    games: c.games,
    wins: c.wins,
    losses: c.losses,
    ties: c.ties,
    playoff_wins: c.playoffWins,
    playoff_losses: c.playoffLosses,
    source: COACHES.key,
  } satisfies Row<'coach_stints'>);
}

export function addCoachStints(ctx: BuildContext, teams: Teams, careers: CoachCareer[]): void {
  const recent = nflverseStints(ctx, teams);
  const early = handStints(ctx);
  const known = new Set(careers.map((c) => c.name));
  let replaced = 0;
  let completed = 0;
  const kept: string[] = [];
  for (const c of careers) {
    const stints = c.ambiguous ? [] : [...(early.get(c.name) ?? []), ...(recent.get(c.name) ?? [])];
    const upTo = stints.filter((s) => s.first <= CAREER_FILE_LAST);
    const sum = (k: 'games' | 'w' | 'l' | 't' | 'pw' | 'pl') => upTo.reduce((a, s) => a + s[k], 0);
    if (stints.length)
      claimAll(ctx, coachRecord, { league: L, key: c.coach, label: c.name }, [
        {
          source: COACHES.key,
          value: `${c.wins}-${c.losses}-${c.ties ?? 0}`,
          note: `career to ${CAREER_FILE_LAST}`,
        },
        {
          source: NFLVERSE_GAMES.key,
          value: `${sum('w')}-${sum('l')}-${sum('t')}`,
          note: `the games he coached 2000-${CAREER_FILE_LAST}, with hand/nfl/coach_stints.csv before 2000`,
        },
      ]);
    if (stints.length && sum('w') === c.wins && sum('l') === c.losses && sum('t') === (c.ties ?? 0)) {
      for (const s of stints) addStint(ctx, c.coach, s);
      replaced++;
      continue;
    }
    // Stints that account for part of the career (the games from 2000 on, no hand stints before): the rest of the
    // career total stays a stint without a team, and his stints carry his record on past the career file.
    const rest = {
      games: c.games - sum('games'),
      w: (c.wins ?? 0) - sum('w'),
      l: (c.losses ?? 0) - sum('l'),
      t: (c.ties ?? 0) - sum('t'),
      pw: (c.playoffWins ?? 0) - sum('pw'),
      pl: (c.playoffLosses ?? 0) - sum('pl'),
    };
    if (stints.length && Object.values(rest).every((v) => v >= 0) && rest.games > 0) {
      addCareer(ctx, {
        ...c,
        games: rest.games,
        wins: rest.w,
        losses: rest.l,
        ties: rest.t,
        playoffWins: rest.pw,
        playoffLosses: rest.pl,
      });
      for (const s of stints) addStint(ctx, c.coach, s);
      completed++;
      continue;
    }
    addCareer(ctx, c);
    if (stints.length)
      kept.push(
        `${c.name} (career ${c.wins}-${c.losses}-${c.ties ?? 0}, stints to ${CAREER_FILE_LAST} ${sum('w')}-${sum('l')}-${sum('t')})`,
      );
  }
  // Coaches of 2000-2025 the career file lacks (hired after it, or missing from it).
  let added = 0;
  for (const [name, stints] of [...recent].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (known.has(name)) continue;
    const base = `${L}:coach-${slugify(name)}`;
    addCoach(ctx, base, name, NFLVERSE_GAMES.key);
    for (const s of stints) addStint(ctx, base, s);
    added++;
  }
  ctx.report({
    source: COACHES.key,
    file: 'nfl_coaches_pfr/nfl_coaches.csv',
    problem: `${replaced} coaches' career totals replaced by their stints by franchise (nflverse games 2000-2025, hand/nfl/coach_stints.csv before), which add up to them through ${CAREER_FILE_LAST}; ${completed} whose stints make part of it keep the rest as a stint without a team beside their stints; ${careers.length - replaced - completed} keep the career total as a stint without a team (no source gives their franchises by season), ${kept.length} of them with stints that do not add up: ${kept.join('; ')}. ${added} coaches of 2000-2025 the career file lacks added from the nflverse games.`,
  });
}
