// Every standings table in the committed data/ as its league publishes it (libs/domain standingsRules): ranks follow
// the league's order (points in the NHL, conference record in a college conference, win percentage elsewhere) with
// no rank skipped, and a college table without every team's conference record unranked; games behind is measured
// from the leader of the same table where the league prints it (NBA, MLB) and absent elsewhere; NHL points are the
// season's points system. Family checks over whole tables: each prints its count and must stay at zero.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultDatasetDir } from '@trophy-room/db';
import { gamesBehind, standingsPoints, standingsRules } from '@trophy-room/domain';
import { describe, expect, it } from 'vitest';
import { csvTable } from './testing/committed';

const dir = defaultDatasetDir();
const table = (name: string) => csvTable(dir, name);
const int = (v: string) => (v === '' ? null : Number(v));

describe.skipIf(!existsSync(join(dir, 'team_seasons.csv.gz')))('standings in the committed data/', () => {
  const byId = (rows: Record<string, string>[]) => new Map(rows.map((r) => [r.id, r]));
  const [sports, levels, leagues, seasons] = ['sports', 'levels', 'leagues', 'seasons'].map((t) =>
    byId(table(t)),
  );
  const tables = new Map<string, Record<string, string>[]>();
  for (const ts of table('team_seasons')) {
    if (int(ts.wins) === null || int(ts.losses) === null) continue;
    const key = `${ts.season_id}|${ts.conference_id}|${ts.division_id}`;
    const rows = tables.get(key);
    if (rows) rows.push(ts);
    else tables.set(key, [ts]);
  }
  const rulesOf = (seasonId: string) => {
    const season = seasons.get(seasonId)!;
    const league = leagues.get(season.league_id)!;
    return standingsRules({
      sport: sports.get(league.sport_id)!.slug,
      level: levels.get(league.level_id)!.slug,
      year: Number(season.start_year),
    });
  };
  const report = (family: string, wrong: string[]) => {
    console.log(`standings family "${family}": ${wrong.length}`);
    expect(wrong.slice(0, 10)).toEqual([]);
  };

  const share = (record: string) => {
    const m = /^(\d+)-(\d+)(?:-(\d+))?$/.exec(record);
    if (!m) return null;
    const [w, l, t] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
    return w + l + t ? (w + t / 2) / (w + l + t) : null;
  };

  it('ranks every table by its league order, a shared rank only for level teams', () => {
    const wrong: string[] = [];
    for (const rows of tables.values()) {
      const rules = rulesOf(rows[0].season_id);
      if (rules.order === 'conference-percentage' && rows.some((r) => share(r.conference_record) === null)) {
        for (const r of rows)
          if (r.rank !== '') wrong.push(`${r.name} ${r.season_id}: ranked without conference records`);
        continue;
      }
      const order = (r: Record<string, string>) =>
        rules.order === 'points'
          ? Number(r.points)
          : rules.order === 'points-percentage'
            ? Number(r.points) / (2 * Number(r.games_played))
            : rules.order === 'conference-percentage'
              ? share(r.conference_record)!
              : Number(r.win_percentage);
      const sorted = [...rows].sort((a, b) => Number(a.rank) - Number(b.rank));
      sorted.forEach((r, i) => {
        if (r.rank === '') wrong.push(`${r.name} ${r.season_id}: no rank`);
        const prev = sorted[i - 1];
        if (!prev) return;
        if (order(prev) < order(r)) wrong.push(`${r.name} ${r.season_id}: ranked below a worse record`);
        if (r.rank !== prev.rank && Number(r.rank) !== i + 1)
          wrong.push(`${r.name} ${r.season_id}: rank ${r.rank} at place ${i + 1}`);
        if (r.rank === prev.rank && order(prev) !== order(r))
          wrong.push(`${r.name} ${r.season_id}: shares a rank with a different record`);
      });
    }
    report('ranks out of the league order', wrong);
  });

  it('measures games behind within the table, where the league prints it', () => {
    const wrong: string[] = [];
    for (const rows of tables.values()) {
      const rules = rulesOf(rows[0].season_id);
      const leader = rows.find((r) => r.rank === '1');
      for (const r of rows) {
        const want =
          rules.gamesBehind && leader
            ? gamesBehind(
                { wins: Number(leader.wins), losses: Number(leader.losses) },
                { wins: Number(r.wins), losses: Number(r.losses) },
              )
            : null;
        if (int(r.games_behind) !== want)
          wrong.push(`${r.name} ${r.season_id}: GB ${r.games_behind}, the table gives ${want}`);
      }
    }
    report('games behind not from the table leader', wrong);
  });

  it("marks every team of a season's postseason series as a playoff team", () => {
    const marked = new Set(
      table('team_seasons')
        .filter((r) => r.playoff_position === 'playoffs' || r.playoff_position === 'champion')
        .map((r) => `${r.season_id}|${r.team_id}`),
    );
    const wrong: string[] = [];
    for (const s of table('postseason_series'))
      for (const team of [s.winner_team_id, s.loser_team_id])
        if (team && !marked.has(`${s.season_id}|${team}`))
          wrong.push(
            `team ${team} season ${s.season_id}: in the ${s.round_name || s.round} series, not marked`,
          );
    report('postseason series teams not marked', wrong);
  });

  it('gives NHL points by the season points system', () => {
    const wrong: string[] = [];
    for (const rows of tables.values()) {
      const rules = rulesOf(rows[0].season_id);
      if (!rules.points) continue;
      for (const r of rows) {
        const want = standingsPoints(
          { wins: Number(r.wins), ties: int(r.ties), ot_losses: int(r.ot_losses) },
          rules.points,
        );
        if (int(r.points) !== want)
          wrong.push(`${r.name} ${r.season_id}: ${r.points} points, the rule gives ${want}`);
      }
    }
    report('NHL points off the points system', wrong);
  });
});
