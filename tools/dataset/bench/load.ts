// Benchmark: cold load of the whole dataset into a fresh PGlite, warm start, and p50 of ten heavy screen queries.
//   npx tsx tools/dataset/bench/load.ts [--data <dir>] [--synthetic]
// Uses <repo>/data when it has a manifest.json, otherwise (or with --synthetic) a generated dataset of realistic size.
// Prints figures only (goals: load ≤ 60 s, warm start ≤ 3 s, each query p50 ≤ 20 ms).
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDb, type Db, defaultDatasetDir, ensureLoaded } from '@trophy-room/db';
import { writeDataset } from '../src/write';
import { syntheticDataset } from './synthetic';

export interface BenchQuery {
  name: string;
  sql: string;
  params: unknown[];
}

/** The heavy queries the screens run, with parameters picked from the loaded data (the biggest cases). */
export async function heavyQueries(db: Db): Promise<BenchQuery[]> {
  const one = async <T>(sql: string): Promise<T> => (await db.query<T>(sql))[0];
  const league = (await one<{ id: number }>(
    `SELECT c.league_id AS id FROM championship_results cr JOIN championships c ON c.id = cr.championship_id
      GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  )) ?? { id: 1 };
  const team = (await one<{ id: number }>(
    `SELECT team_id AS id FROM team_seasons GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  )) ?? { id: 1 };
  const season = (await one<{ id: number; team: number }>(
    `SELECT season_id AS id, min(team_id) AS team FROM team_seasons GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  )) ?? { id: 1, team: 1 };
  const gamesLeague = (await one<{ id: number; d: string }>(
    `SELECT league_id AS id, max(game_date)::text AS d FROM games GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  )) ?? { id: 1, d: '2024-01-01' };
  const sched = (await one<{ season: number; team: number }>(
    `SELECT season_id AS season, home_team_id AS team FROM games GROUP BY 1, 2 ORDER BY count(*) DESC, 1, 2 LIMIT 1`,
  )) ?? { season: 1, team: 1 };
  const playersLeague = (await one<{ id: number }>(
    `SELECT league_id AS id FROM players GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  )) ?? { id: 1 };
  const player = (await one<{ id: number }>(
    `SELECT player_id AS id FROM player_seasons GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  )) ?? { id: 1 };
  const coachLeague = (await one<{ id: number }>(
    `SELECT league_id AS id FROM coaches GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  )) ?? { id: 1 };
  const to = gamesLeague.d ?? '2024-12-31';
  const from = `${Number(to.slice(0, 4)) - 1}${to.slice(4)}`;
  return [
    {
      name: 'championship results (league)',
      sql: `SELECT cr.year, cr.edition, cr.series_result, cr.winner_score, cr.runner_up_score, cr.overtime, cr.game_date,
                   cr.winner_name, cr.runner_up_name, w.slug AS winner_slug, r.slug AS runner_up_slug, cr.mvp_name,
                   coalesce(v.name, cr.venue_name) AS venue
              FROM championship_results cr JOIN championships c ON c.id = cr.championship_id
              LEFT JOIN teams w ON w.id = cr.winner_team_id LEFT JOIN teams r ON r.id = cr.runner_up_team_id
              LEFT JOIN venues v ON v.id = cr.venue_id
             WHERE c.league_id = $1 ORDER BY cr.year DESC`,
      params: [league.id],
    },
    {
      name: "team's seasons",
      sql: `SELECT s.start_year, s.slug, ts.name, ts.wins, ts.losses, ts.ties, ts.ot_losses, ts.win_percentage, ts.rank,
                   ts.playoff_result, ts.is_champion, c.name AS conference, d.name AS division
              FROM team_seasons ts JOIN seasons s ON s.id = ts.season_id
              LEFT JOIN conferences c ON c.id = ts.conference_id LEFT JOIN divisions d ON d.id = ts.division_id
             WHERE ts.team_id = $1 ORDER BY s.start_year DESC`,
      params: [team.id],
    },
    {
      name: 'standings (season)',
      sql: `SELECT t.slug, ts.name, ts.abbreviation, ts.wins, ts.losses, ts.ties, ts.ot_losses, ts.points, ts.win_percentage,
                   ts.games_behind, ts.home_record, ts.away_record, ts.streak, c.name AS conference, d.name AS division
              FROM team_seasons ts JOIN teams t ON t.id = ts.team_id
              LEFT JOIN conferences c ON c.id = ts.conference_id LEFT JOIN divisions d ON d.id = ts.division_id
             WHERE ts.season_id = $1 ORDER BY c.name NULLS LAST, d.name NULLS LAST, ts.win_percentage DESC NULLS LAST, ts.rank`,
      params: [season.id],
    },
    {
      name: 'games by league and date range',
      sql: `SELECT g.slug, g.game_date, g.status, g.home_score, g.away_score, g.overtime, g.is_playoff, g.round,
                   h.slug AS home_slug, h.name AS home, a.slug AS away_slug, a.name AS away
              FROM games g JOIN teams h ON h.id = g.home_team_id JOIN teams a ON a.id = g.away_team_id
             WHERE g.league_id = $1 AND g.game_date BETWEEN $2 AND $3
             ORDER BY g.game_date DESC, g.id LIMIT 200`,
      params: [gamesLeague.id, from, to],
    },
    {
      name: "team's schedule (season)",
      sql: `SELECT g.slug, g.game_date, g.status, g.home_score, g.away_score, g.is_playoff, g.round,
                   h.name AS home, a.name AS away
              FROM games g JOIN teams h ON h.id = g.home_team_id JOIN teams a ON a.id = g.away_team_id
             WHERE g.season_id = $1 AND (g.home_team_id = $2 OR g.away_team_id = $2) ORDER BY g.game_date, g.id`,
      params: [sched.season, sched.team],
    },
    {
      name: 'players by league with current team',
      sql: `WITH page AS (
              SELECT p.id, p.slug, pe.full_name, pe.last_name, pe.first_name, p.primary_position, p.first_year, p.last_year
                FROM players p JOIN people pe ON pe.id = p.person_id
               WHERE p.league_id = $1 ORDER BY pe.last_name, pe.first_name, p.id LIMIT 50 OFFSET 0)
            SELECT page.*, t.slug AS team_slug, t.name AS team
              FROM page LEFT JOIN LATERAL (
                SELECT ps.team_id FROM player_seasons ps JOIN seasons s ON s.id = ps.season_id
                 WHERE ps.player_id = page.id ORDER BY s.start_year DESC, ps.stint DESC NULLS LAST LIMIT 1) cur ON true
              LEFT JOIN teams t ON t.id = cur.team_id
             ORDER BY page.last_name, page.first_name, page.id`,
      params: [playersLeague.id],
    },
    {
      name: "player's seasons",
      sql: `SELECT s.start_year, s.slug, t.slug AS team_slug, t.abbreviation, ps.stint, ps.is_postseason, ps.games_played,
                   ps.games_started, ps.stats
              FROM player_seasons ps JOIN seasons s ON s.id = ps.season_id LEFT JOIN teams t ON t.id = ps.team_id
             WHERE ps.player_id = $1 ORDER BY s.start_year, ps.is_postseason, ps.stint`,
      params: [player.id],
    },
    {
      name: 'coaches with stints (league)',
      sql: `SELECT co.slug, pe.full_name, count(cs.id)::int AS seasons, sum(cs.wins)::int AS wins, sum(cs.losses)::int AS losses,
                   min(cs.start_year) AS first_year, max(coalesce(cs.end_year, cs.start_year)) AS last_year
              FROM coaches co JOIN people pe ON pe.id = co.person_id JOIN coach_stints cs ON cs.coach_id = co.id
             WHERE co.league_id = $1 GROUP BY co.id, co.slug, pe.full_name ORDER BY sum(cs.wins) DESC NULLS LAST, co.slug LIMIT 100`,
      params: [coachLeague.id],
    },
    {
      name: 'champions history (all leagues)',
      sql: `SELECT l.slug AS league, cr.year, cr.winner_name, w.slug AS winner_slug, cr.runner_up_name, cr.series_result,
                   cr.winner_score, cr.runner_up_score
              FROM championship_results cr JOIN championships c ON c.id = cr.championship_id
              JOIN leagues l ON l.id = c.league_id LEFT JOIN teams w ON w.id = cr.winner_team_id
             ORDER BY cr.year DESC, l.slug LIMIT 400`,
      params: [],
    },
    {
      name: 'coverage counts',
      sql: `SELECT l.slug, l.name,
                   max(c.rows) FILTER (WHERE c.table_name = 'teams') AS teams,
                   max(c.rows) FILTER (WHERE c.table_name = 'seasons') AS seasons,
                   max(c.rows) FILTER (WHERE c.table_name = 'games') AS games,
                   max(c.rows) FILTER (WHERE c.table_name = 'players') AS players,
                   max(c.rows) FILTER (WHERE c.table_name = 'championship_results') AS championships,
                   min(c.min_year) FILTER (WHERE c.table_name = 'seasons') AS first_year,
                   max(c.max_year) FILTER (WHERE c.table_name = 'seasons') AS last_year
              FROM leagues l LEFT JOIN dataset_coverage c ON c.league = l.slug
             GROUP BY l.id, l.slug, l.name ORDER BY l.slug`,
      params: [],
    },
  ];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2).padStart(7)} s`;

/**
 * The load's steps, grouped (COPY, index builds) with the slowest of each group listed: wall time and the process's
 * CPU time (PGlite runs on this thread, so CPU time is the load's own work even on a busy machine).
 */
function printSteps(open: [number, number], steps: [string, number, number][]) {
  console.log(`  phase breakdown:${' '.repeat(45)}wall       cpu`);
  console.log(
    `    ${'create the database directory (initdb)'.padEnd(54)} ${seconds(open[0])} ${seconds(open[1])}`,
  );
  const groups = new Map<string, [string, number, number][]>();
  for (const s of steps) {
    const [name] = s;
    const group = name.startsWith('copy ') ? 'COPY' : name.startsWith('index ') ? 'index builds' : name;
    groups.set(group, [...(groups.get(group) ?? []), s]);
  }
  for (const [group, items] of groups) {
    const wall = items.reduce((a, [, ms]) => a + ms, 0);
    const cpu = items.reduce((a, [, , c]) => a + c, 0);
    console.log(`    ${group.padEnd(54)} ${seconds(wall)} ${seconds(cpu)}`);
    if (items.length > 1)
      for (const [name, ms, c] of [...items].sort((a, b) => b[1] - a[1]).slice(0, 12))
        console.log(`      ${name.padEnd(52)} ${seconds(ms)} ${seconds(c)}`);
  }
}

/** Each derived table's rebuild alone, timed on the loaded database (rolled back). */
async function printDerived(db: Db) {
  const fns = await db.query<{ proname: string }>(
    `SELECT proname FROM pg_proc WHERE proname IN ('leader_refresh', 'search_refresh') ORDER BY 1`,
  );
  for (const { proname } of fns) {
    const t = performance.now();
    const cpu = process.cpuUsage();
    await db.exec(`BEGIN; SET LOCAL maintenance_work_mem = '256MB'; SELECT ${proname}(); ROLLBACK;`);
    const used = process.cpuUsage(cpu);
    console.log(
      `    ${`(alone, rolled back: ${proname}())`.padEnd(54)} ${seconds(performance.now() - t)} ${seconds((used.user + used.system) / 1000)}`,
    );
  }
}

/** Megabytes of the PGlite directory, of base/ and of pg_wal/. */
function sizes(dir: string): string {
  const du = (p: string): number =>
    statSync(p).isDirectory() ? readdirSync(p).reduce((a, f) => a + du(join(p, f)), 0) : statSync(p).size;
  const mb = (p: string) => `${Math.round(du(p) / 1e6)} MB`;
  return `${mb(dir)} (base ${mb(join(dir, 'base'))}, pg_wal ${mb(join(dir, 'pg_wal'))})`;
}

async function main(argv: string[]) {
  const i = argv.indexOf('--data');
  let dataDir = resolve(i >= 0 ? argv[i + 1] : defaultDatasetDir());
  const tmp = mkdtempSync(join(tmpdir(), 'trophy-bench-'));
  try {
    if (argv.includes('--synthetic') || !existsSync(join(dataDir, 'manifest.json'))) {
      dataDir = join(tmp, 'data');
      const t = performance.now();
      const res = writeDataset(syntheticDataset(), dataDir);
      const rows = Object.values(res.manifest.tables).reduce((a, b) => a + b.rows, 0);
      console.log(
        `synthetic dataset: ${rows} rows written in ${((performance.now() - t) / 1000).toFixed(1)} s`,
      );
    }
    console.log(`dataset: ${dataDir}`);
    const dbDir = join(tmp, 'pglite');
    let t = performance.now();
    let cpu = process.cpuUsage();
    let db = await createDb({ dataDir: dbDir });
    const openCpu = process.cpuUsage(cpu);
    const opened: [number, number] = [performance.now() - t, (openCpu.user + openCpu.system) / 1000];
    const steps: [string, number, number][] = [];
    cpu = process.cpuUsage();
    const cold = await ensureLoaded(db, {
      dataDir,
      onStep: (step, ms) => {
        const used = process.cpuUsage(cpu);
        cpu = process.cpuUsage();
        steps.push([step, ms, (used.user + used.system) / 1000]);
      },
    });
    const coldMs = performance.now() - t;
    const total = Object.values(cold.rows ?? {}).reduce((a, b) => a + b, 0);
    const coldCpu = steps.reduce((a, [, , c]) => a + c, opened[1]);
    console.log(
      `cold load:  ${(coldMs / 1000).toFixed(2)} s wall, ${(coldCpu / 1000).toFixed(2)} s CPU (${total} rows; status ${cold.status}; load average ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')})`,
    );
    printSteps(opened, steps);
    await printDerived(db);
    await db.close();
    console.log(`database directory: ${sizes(dbDir)}`);
    t = performance.now();
    db = await createDb({ dataDir: dbDir });
    const warm = await ensureLoaded(db, { dataDir });
    console.log(
      `warm start: ${((performance.now() - t) / 1000).toFixed(2)} s (open + check; status ${warm.status})`,
    );
    const queries = await heavyQueries(db);
    console.log('query p50 over 10 runs (after 1 warm-up):');
    for (const q of queries) {
      await db.query(q.sql, q.params);
      const times: number[] = [];
      let n = 0;
      for (let k = 0; k < 10; k++) {
        const s = performance.now();
        n = (await db.query(q.sql, q.params)).length;
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      const p50 = (times[4] + times[5]) / 2;
      console.log(`  ${q.name.padEnd(38)} ${p50.toFixed(1).padStart(7)} ms  (${n} rows)`);
    }
    await db.close();
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  main(process.argv.slice(2)).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
