// College hockey team seasons derived from the games (W-L-T, goals, conference and conference record), as other
// leagues derive standings the raw files lack.
import { upsertTeamSeason } from '../../shared/college';
import type { Pending } from '../../shared/pending';
import { L } from './frozen-four';
import { seasonWinPercentage } from '../../shared/win-percentage';

export interface Tally {
  name: string;
  w: number;
  l: number;
  t: number;
  gf: number;
  ga: number;
  cw: number;
  cl: number;
  ct: number;
  conf: Map<string, number>;
}

export function tally(
  all: Map<string, Tally>,
  key: string,
  name: string,
  gf: number,
  ga: number,
  conf: string | null,
): void {
  let t = all.get(key);
  if (!t) all.set(key, (t = { name, w: 0, l: 0, t: 0, gf: 0, ga: 0, cw: 0, cl: 0, ct: 0, conf: new Map() }));
  const r = gf > ga ? 'w' : gf < ga ? 'l' : 't';
  t[r]++;
  t.gf += gf;
  t.ga += ga;
  if (conf) {
    t[`c${r}`]++;
    t.conf.set(conf, (t.conf.get(conf) ?? 0) + 1);
  }
}

/** The team seasons of the tallies, each from `source` (the games' source: chn-games.ts, which calls this). */
export function addTeamSeasons(p: Pending, tallies: Map<string, Tally>, source: string): void {
  const teamsPerSeason = new Map<number, number>();
  const latest = new Map<string, { start: number; conference: string | null }>();
  for (const key of [...tallies.keys()].sort()) {
    const t = tallies.get(key)!;
    const i = key.lastIndexOf(':');
    const team = key.slice(0, i);
    const start = Number(key.slice(i + 1));
    // The conference it played most of its conference games in (a tie goes to the first by key).
    const conference =
      [...t.conf.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
    const games = t.w + t.l + t.t;
    upsertTeamSeason(p, {
      key,
      team,
      season: `${L}:${start}`,
      name: t.name,
      conference,
      games_played: games,
      wins: t.w,
      losses: t.l,
      ties: t.t,
      win_percentage: seasonWinPercentage(L, start, { wins: t.w, losses: t.l, ties: t.t }),
      points_for: t.gf,
      points_against: t.ga,
      conference_record: conference ? `${t.cw}-${t.cl}-${t.ct}` : null,
      derived_from_games: true,
      source,
    });
    teamsPerSeason.set(start, (teamsPerSeason.get(start) ?? 0) + 1);
    const prev = latest.get(team);
    if (!prev || prev.start < start) latest.set(team, { start, conference });
  }
  for (const [start, n] of teamsPerSeason) p.get('seasons', `${L}:${start}`)!.teams_count = n;
  // A programme whose last season here is before 2018-19 no longer plays Division I hockey (as far as these data go).
  for (const [team, { start, conference }] of latest) {
    const row = p.get('teams', team)!;
    if (start < 2018) row.is_active = false;
    else if (!row.conference) row.conference = conference;
  }
}
