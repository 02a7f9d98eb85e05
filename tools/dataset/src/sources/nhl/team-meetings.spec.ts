// The NHL's season meetings (Hockey Databank TeamVsTeam) and the records claimed against the games.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { built } from '../../testing/built';
import { core } from '../core';
import { nhlSteps } from '.';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...nhlSteps]);
}, 300000);

const meetings = (team: string, opponent: string, lastYear: number) =>
  ctx
    .rows('team_meetings')
    .filter(
      (r) => r.team === team && r.opponent === opponent && Number(String(r.season).slice(4)) <= lastYear,
    );
const sum = (rows: { [k: string]: unknown }[], col: string) =>
  rows.reduce((n, r) => n + Number(r[col] ?? 0), 0);

describe('nhl: season meetings (TeamVsTeam)', () => {
  it('has the Red Wings against the Maple Leafs 275-273-93-3 in 644 regular-season games to 2012-13', () => {
    // greatesthockeylegends.com, "2014 NHL Winter Classic: By The Numbers" (2013-12-30): "met in the regular season
    // 644 times. Detroit leads the career series ... with a 275-273-93-3 record" (none met in 2013-14 before it).
    const rows = meetings('nhl:DET', 'nhl:TOR', 2012);
    expect(rows.map((r) => r.season)).toContain('nhl:1926'); // the Detroit Cougars' first season
    expect([sum(rows, 'wins'), sum(rows, 'losses'), sum(rows, 'ties'), sum(rows, 'ot_losses')]).toEqual([
      275, 273, 93, 3,
    ]);
    expect(sum(rows, 'games')).toBe(644);
  });

  it("adds up to every databank team-season's record, one row per team and opponent", () => {
    const bySeason = new Map<string, number[]>();
    for (const r of ctx.rows('team_meetings')) {
      const key = `${String(r.season)}|${String(r.team)}`;
      const s = bySeason.get(key) ?? [0, 0, 0, 0];
      [r.wins, r.losses, r.ties, r.ot_losses].forEach((v, i) => (s[i] += Number(v ?? 0)));
      bySeason.set(key, s);
    }
    let off = 0;
    for (const ts of ctx.rows('team_seasons')) {
      const s = bySeason.get(`${String(ts.season)}|${String(ts.team)}`);
      if (!s) continue;
      const want = [ts.wins, ts.losses, ts.ties ?? 0, ts.ot_losses ?? 0].map(Number);
      if (s.join() !== want.join()) off++;
    }
    expect(bySeason.size).toBeGreaterThan(1500);
    expect(off).toBe(0);
  });

  it('claims each pair-season and team-season record from every source, and they agree', () => {
    const figures = new Map(
      ctx
        .claims()
        .figures()
        .map((f) => [f.figure.id, f.subjects]),
    );
    for (const id of ['nhl.pair_season.record', 'nhl.team_season.record']) {
      const subjects = [...figures.get(id)!.values()].filter((c) => c.length > 1);
      expect(subjects.length).toBeGreaterThan(1000);
      const differ = subjects.filter((c) => new Set(c.map((x) => x.value)).size > 1);
      expect(differ.map((c) => c[0].label)).toEqual([]);
    }
    // 1950-51 Red Wings vs Maple Leafs from both the databank and Hockey-Reference's results.
    const pair = figures.get('nhl.pair_season.record')!.get('nhl:pair:1950:DET:TOR')!;
    expect(pair.map((c) => c.source).sort()).toEqual([
      'hockey-databank',
      'nhl-hockey-reference-results-1950-2015',
    ]);
  });

  it('notes the point Minnesota did not get in 2023-24 (a goalie pulled in overtime): 39-34-9, 87 points', () => {
    const [claim] = ctx
      .claims()
      .figures()
      .find((f) => f.figure.id === 'nhl.team_season.record')!
      .subjects.get('nhl:ts:2023:MIN')!;
    expect(claim.value).toBe('39-34-9, 87 pts');
    expect(claim.note).toMatch(/pulled goalie in overtime.*2024-03-30 vs Vegas Golden Knights/);
    expect(ctx.get('team_seasons', 'nhl:ts:2023:MIN')).toMatchObject({ points: 87, ot_losses: 9 });
  });
});
