// Source: spreadspoke NFL scores (Toby Crabtree): games 1966-2025 with the stadium named on each (scores file), the
// teams with their current and pre-2002 alignment (teams file) and stadiums (stadiums file, read by ./venues.ts).
// Read → Game rows (team names resolved to franchises; an ambiguous name is resolved by the week's other games).
import type { BuildContext, Row } from '../../model';
import { int } from '../../shared/parse';
import type { Game } from './game-types';
import { mdy } from './league';
import type { Teams } from './team-types';

export const SPREADSPOKE_FILES = {
  scores: 'nfl_spreadspoke/spreadspoke_scores.csv',
  teams: 'nfl_spreadspoke/nfl_teams.csv',
  stadiums: 'nfl_spreadspoke/nfl_stadiums.csv',
} as const;
export const SPREADSPOKE: Row<'sources'> = {
  key: 'spreadspoke',
  name: 'spreadspoke NFL scores and betting data',
  url: 'https://github.com/tobycrabtree/spreadspoke',
  licence: 'No licence stated',
  attribution: 'NFL scores and betting data by Toby Crabtree (spreadspoke / Kaggle)',
  notes:
    'Games 1966-2025 (2025 partial: weeks 1-4 played, week 5 scheduled), teams with current and pre-2002 alignment, stadiums (open/close years are often years of NFL use).',
};

/** The teams file: one row per team name (current id, short name, division now and before 2002). */
export const readSpreadspokeTeams = (ctx: BuildContext) => ctx.readCsv(SPREADSPOKE_FILES.teams);

/** The games of the scores file whose teams resolve (others reported), in file order, keys not yet assigned. */
export function readSpreadspokeGames(
  ctx: BuildContext,
  teams: Teams,
): { games: Game[]; seasons: Set<number> } {
  const games: Game[] = [];
  const raw = ctx.readCsv(SPREADSPOKE_FILES.scores);
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
        source: SPREADSPOKE.key,
        file: SPREADSPOKE_FILES.scores,
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
            source: SPREADSPOKE.key,
            file: SPREADSPOKE_FILES.scores,
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
          source: SPREADSPOKE.key,
          file: SPREADSPOKE_FILES.scores,
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
        source: SPREADSPOKE.key,
        file: SPREADSPOKE_FILES.scores,
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
      source: SPREADSPOKE.key,
    });
  }
  return { games, seasons: ssSeasons };
}
