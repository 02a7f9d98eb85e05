// Player seasons (Lahman Batting, Pitching and their postseason tables): one regular-season row per player-year-
// stint, batting and pitching merged, and one postseason row per player-year-team with its rounds summed. Each row
// is built by playerSeasonRow.
import type { BuildContext, Json, Row, SourceModule } from '../../model';
import { table } from '../../pipeline/product';
import { compact } from '../../shared/json';
import { int, num as real } from '../../shared/parse';
import { readBigCsv } from './big-csv';
import { LAHMAN, type Lahman, personKey, seasonKey } from './common';
import { teamOf } from './rosters';
import { type Rec, addInto, avg, batCols, era, pick, pitCols } from './stat-lines';
import { careersDone, lahmanTeams, rosters } from './products';
import type { Careers } from './shapes';

/** The one player_seasons row of MLB. */
function playerSeasonRow(x: {
  key: string;
  pid: string;
  year: number;
  team: string | null;
  stint?: number;
  postseason: boolean;
  games: number | null;
  gamesStarted?: number | null;
  stats: Record<string, Json>;
}): Row<'player_seasons'> {
  return {
    key: x.key,
    player: personKey(x.pid),
    season: seasonKey(x.year),
    team: x.team,
    stint: x.stint,
    is_postseason: x.postseason,
    games_played: x.games,
    games_started: x.gamesStarted,
    stats: x.stats,
    source: LAHMAN,
  };
}

/** Batting, with its average. */
function battingStats(stats: Record<string, Json>, bat: Record<string, number>): void {
  Object.assign(stats, bat);
  const average = avg(bat);
  if (average !== undefined) stats.avg = average;
}

export function addPlayerSeasons(
  ctx: BuildContext,
  lahman: Lahman,
  careers: Careers,
  apps: Map<string, Rec>,
): void {
  addRegularSeasons(ctx, lahman, careers, apps);
  addPostseasons(ctx, lahman, careers);
}

function addRegularSeasons(
  ctx: BuildContext,
  lahman: Lahman,
  careers: Careers,
  apps: Map<string, Rec>,
): void {
  type Line = {
    pid: string;
    year: number;
    stint: number;
    teamID: string;
    bat?: Rec;
    pit?: Rec;
    line: number;
    file: string;
  };
  const lines = new Map<string, Line>();
  const stintsPerTeam = new Map<string, number>();
  for (const [file, kind] of [
    ['lahman/Batting.csv', 'bat'],
    ['lahman/Pitching.csv', 'pit'],
  ] as const) {
    readBigCsv(ctx, file).forEach((r, i) => {
      const k = `${r.playerID}:${r.yearID}:${r.stint}`;
      const cur = lines.get(k);
      if (cur) {
        if (cur[kind] || cur.teamID !== r.teamID) {
          ctx.report({
            source: LAHMAN,
            file,
            line: i + 2,
            problem: `${k}: stint already used for ${cur.teamID}; row skipped`,
          });
          return;
        }
        cur[kind] = r;
      } else {
        lines.set(k, {
          pid: r.playerID,
          year: Number(r.yearID),
          stint: Number(r.stint),
          teamID: r.teamID,
          [kind]: r,
          line: i + 2,
          file,
        });
      }
    });
  }
  for (const l of lines.values()) {
    const tk = `${l.pid}:${l.year}:${l.teamID}`;
    stintsPerTeam.set(tk, (stintsPerTeam.get(tk) ?? 0) + 1);
  }
  const sortedLines = [...lines.values()].sort(
    (a, b) => a.pid.localeCompare(b.pid) || a.year - b.year || a.stint - b.stint,
  );
  for (const l of sortedLines) {
    const t = teamOf(ctx, lahman, l.year, l.teamID, l.file, l.line);
    careers.span(l.pid, l.year);
    const bat = l.bat ? pick(l.bat, batCols) : null;
    const pit = l.pit ? pick(l.pit, pitCols) : null;
    const c = careers.totals.get(l.pid) ?? { bat: {}, pit: {}, g: 0 };
    if (bat) addInto(c.bat, bat);
    if (pit) addInto(c.pit, pit);
    careers.totals.set(l.pid, c);
    const g = Math.max(int(l.bat?.G) ?? 0, int(l.pit?.G) ?? 0);
    const tk = `${l.pid}:${l.year}:${l.teamID}`;
    const app = stintsPerTeam.get(tk) === 1 ? apps.get(tk) : undefined;
    const stats: Record<string, Json> = {};
    if (bat && bat.ab !== undefined) battingStats(stats, bat);
    if (pit) stats.p = compact({ ...pit, era: era(pit), baopp: real(l.pit?.BAOpp) ?? undefined });
    ctx.add(
      'player_seasons',
      playerSeasonRow({
        key: `mlb:${l.pid}:${l.year}:${l.stint}`,
        pid: l.pid,
        year: l.year,
        team: t?.team ?? null,
        stint: l.stint,
        postseason: false,
        games: g || null,
        gamesStarted: app ? gamesStarted(app, l.pit) : null,
        stats,
      }),
    );
  }
}

/**
 * Games started: a season played mostly as a pitcher counts his starts as a pitcher (Pitching's GS, as the references
 * count a pitcher's: Cy Young's 815; Appearances has no GS before 1914); any other season Appearances' GS.
 */
export function gamesStarted(
  app: Record<string, string>,
  pit: Record<string, string> | undefined,
): number | null {
  const [pitched, all] = [int(app.G_p) ?? 0, int(app.G_all) ?? 0];
  const pitcherStarts = pit ? int(pit.GS) : null;
  if (pitcherStarts !== null && pitched > 0 && pitched * 2 >= all) return pitcherStarts;
  return int(app.GS);
}

function addPostseasons(ctx: BuildContext, lahman: Lahman, careers: Careers): void {
  // One row per player-year-team, rounds summed (rounds listed in `rd`).
  type Post = {
    pid: string;
    year: number;
    teamID: string;
    bat?: Record<string, number>;
    pit?: Record<string, number>;
    rd: Set<string>;
    g: number;
    line: number;
    file: string;
  };
  const post = new Map<string, Post>();
  for (const [file, kind] of [
    ['lahman/BattingPost.csv', 'bat'],
    ['lahman/PitchingPost.csv', 'pit'],
  ] as const) {
    readBigCsv(ctx, file).forEach((r, i) => {
      const k = `${r.playerID}:${r.yearID}:${r.teamID}`;
      const p = post.get(k) ?? {
        pid: r.playerID,
        year: Number(r.yearID),
        teamID: r.teamID,
        rd: new Set<string>(),
        g: 0,
        line: i + 2,
        file,
      };
      p.rd.add(r.round);
      const x = pick(r, kind === 'bat' ? batCols : pitCols);
      if (kind === 'bat') {
        p.bat = p.bat ?? {};
        addInto(p.bat, x);
        p.g += int(r.G) ?? 0;
      } else {
        p.pit = p.pit ?? {};
        addInto(p.pit, x);
      }
      post.set(k, p);
    });
  }
  for (const p of [...post.values()].sort(
    (a, b) => a.pid.localeCompare(b.pid) || a.year - b.year || a.teamID.localeCompare(b.teamID),
  )) {
    const t = teamOf(ctx, lahman, p.year, p.teamID, p.file, p.line);
    careers.span(p.pid, p.year); // e.g. Mark Kiger: 2006 postseason only
    const stats: Record<string, Json> = { rd: [...p.rd].sort() };
    if (p.bat) battingStats(stats, p.bat);
    if (p.pit) stats.p = compact({ ...p.pit, era: era(p.pit) });
    ctx.add(
      'player_seasons',
      playerSeasonRow({
        key: `mlb:${p.pid}:${p.year}:post:${p.teamID}`,
        pid: p.pid,
        year: p.year,
        team: t?.team ?? null,
        postseason: true,
        games: Math.max(p.g, p.pit?.g ?? 0) || null,
        stats,
      }),
    );
  }
}

/** The player-season lines (regular season and postseason). */
export const playerSeasonsStep: SourceModule = {
  name: 'mlb-player-seasons',
  leagues: ['mlb'],
  needs: [lahmanTeams, rosters],
  gives: [table('player_seasons'), careersDone],
  build(ctx) {
    const { careers, apps } = ctx.need(rosters);
    addPlayerSeasons(ctx, ctx.need(lahmanTeams), careers, apps);
  },
};
