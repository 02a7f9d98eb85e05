// A standings table on a date, computed from the regular-season games played up to it: records, then each table
// ranked by its league's rules (libs/domain rankTable, as the pipeline ranks the final tables): points in the NHL,
// win percentage elsewhere, tie-breakers from the same games, games behind within the table. The final table of a
// season is the same computation on its last day, which the API tests check against the stored final tables (the
// NHL's back to 1949-50 in dated-history.spec.ts). An overtime loss is one only where the league's rules of the season
// give it a point (the NHL from 1999-00): before, it was a loss, and the table has no OTL column.
import type { Standing } from '@trophy-room/contract';
import type { SeasonTeamRow } from './rows';
import { compareText, formatRecord, rankTable, standingsRules, winPercentage } from '@trophy-room/domain';

/** One side of one scored regular-season game, in date order. */
export interface TeamGameRow {
  season_id: number;
  team_id: number;
  opponent_id: number;
  home: boolean;
  pf: number;
  pa: number;
  overtime: boolean;
  division_game: boolean;
  conference_game: boolean;
}

/** A team's identity that season (games/rows.ts). */
export type TeamSeasonInfo = SeasonTeamRow;

interface Tally {
  w: number;
  l: number;
  t: number;
  otl: number;
  pf: number;
  pa: number;
  home: [number, number, number];
  away: [number, number, number];
  div: [number, number, number];
  conf: [number, number, number];
  streak: { type: 'W' | 'L' | 'T'; n: number } | null;
}

const record = ([w, l, t]: [number, number, number]) => formatRecord(w, l, t);
const keyOf = (seasonId: number, teamId: number) => `${seasonId}:${teamId}`;

const emptyTally = (): Tally => ({
  w: 0,
  l: 0,
  t: 0,
  otl: 0,
  pf: 0,
  pa: 0,
  home: [0, 0, 0],
  away: [0, 0, 0],
  div: [0, 0, 0],
  conf: [0, 0, 0],
  streak: null,
});

function tally(rows: TeamGameRow[], otLosses: (seasonId: number) => boolean): Map<string, Tally> {
  const out = new Map<string, Tally>();
  for (const g of rows) {
    const key = keyOf(g.season_id, g.team_id);
    let x = out.get(key);
    if (!x) {
      x = emptyTally();
      out.set(key, x);
    }
    const r = g.pf > g.pa ? 0 : g.pf < g.pa ? 1 : 2;
    if (r === 0) x.w++;
    else if (r === 2) x.t++;
    else if (g.overtime && otLosses(g.season_id)) x.otl++;
    else x.l++;
    x.pf += g.pf;
    x.pa += g.pa;
    (g.home ? x.home : x.away)[r]++;
    if (g.division_game) x.div[r]++;
    if (g.conference_game) x.conf[r]++;
    const type = (['W', 'L', 'T'] as const)[r];
    x.streak = x.streak?.type === type ? { type, n: x.streak.n + 1 } : { type, n: 1 };
  }
  return out;
}

/** The win percentage by the league's rule of that season (an overtime loss is a game lost). */
const pct = (x: Tally, info: TeamSeasonInfo) =>
  winPercentage(
    { wins: x.w, losses: x.l, ties: x.t, ot_losses: x.otl },
    { sport: info.sport.slug, level: info.level.slug, year: info.season },
  );

/** The table on `date` for the teams in `teams` (every team that has a game or a season row in scope). */
export function tableOnDate(teams: TeamSeasonInfo[], rows: TeamGameRow[], date: string): Standing[] {
  // Hockey seasons whose overtime losses are not losses: every college season (its tables are by percentage), the
  // NHL's from 1999-00 (a point for an overtime loss).
  const otlSeasons = new Set(
    teams
      .filter((t) => {
        const points = standingsRules({ sport: t.sport.slug, level: t.level.slug, year: t.season }).points;
        return t.hockey && (!points || points.otLoss > 0);
      })
      .map((t) => t.season_id),
  );
  const tallies = tally(rows, (seasonId) => otlSeasons.has(seasonId));
  const lines = teams.map((info) => ({
    info,
    x: tallies.get(keyOf(info.season_id, info.team.id)) ?? emptyTally(),
  }));
  const h2h = new Map<string, { w: number; l: number; t: number }>();
  for (const g of rows) {
    const key = `${g.season_id}:${g.team_id}:${g.opponent_id}`;
    const x = h2h.get(key) ?? { w: 0, l: 0, t: 0 };
    if (g.pf > g.pa) x.w++;
    else if (g.pf < g.pa) x.l++;
    else x.t++;
    h2h.set(key, x);
  }
  // One table per division (or conference, or league when the team has none).
  const groups = new Map<string, typeof lines>();
  for (const line of lines) {
    const g = `${line.info.season_id}:${line.info.conference_id}:${line.info.division_id}`;
    groups.set(g, [...(groups.get(g) ?? []), line]);
  }
  const out: Standing[] = [];
  for (const group of groups.values()) {
    const first = group[0].info;
    const rules = standingsRules({ sport: first.sport.slug, level: first.level.slug, year: first.season });
    const otl = otlSeasons.has(first.season_id);
    const entries = group
      .sort((a, b) => compareText(a.info.team.name, b.info.team.name))
      .map(({ info, x }) => ({
        info,
        x,
        team: String(info.team.id),
        wins: x.w,
        losses: x.l,
        ties: x.t,
        ot_losses: otl ? x.otl : null,
        win_percentage: pct(x, info),
        division_record: info.division_id === null ? null : record(x.div),
        conference_record: info.conference_id === null ? null : record(x.conf),
      }));
    const ranked = rankTable(entries, rules, {
      headToHead: (t, o) => h2h.get(`${first.season_id}:${t}:${o}`) ?? null,
      divisionTable: first.division_id !== null,
    });
    ranked.forEach((r, i) => {
      const { info, x } = r.entry;
      const { season_id: _s, division_id: _d, conference_id: _c, hockey: _h, ...standing } = info;
      out.push({
        ...standing,
        rank: r.rank,
        tied: r.tied,
        position: i + 1,
        games_played: x.w + x.l + x.t + x.otl,
        wins: x.w,
        losses: x.l,
        ties: x.t,
        ot_losses: otl ? x.otl : null,
        points: r.points,
        points_percentage: r.points_percentage,
        win_percentage: r.entry.win_percentage,
        games_behind: r.games_behind,
        points_for: x.pf,
        points_against: x.pa,
        streak: x.streak ? `${x.streak.type}${x.streak.n}` : null,
        streak_type: x.streak ? ({ W: 'win', L: 'loss', T: 'tie' } as const)[x.streak.type] : null,
        last_updated: date,
        in_progress: false,
        playoff_position: null,
        playoff_result: null,
        is_champion: false,
        home_record: record(x.home),
        away_record: record(x.away),
        division_record: r.entry.division_record,
        conference_record: r.entry.conference_record,
      });
    });
  }
  return out;
}
