// MLB 2025 team seasons from the Baseball-Reference team tables (mlb_2025_team_bbref: standings, batting, pitching),
// the season Lahman (to 2024) lacks. The tables name teams in full and carry no league or division: each team is
// the franchise of that name in Lahman's 2024 season, in the same league and division (MLB's alignment did not
// change for 2025). Figures are checked against the tables' own totals row and against each other; a disagreement is
// reported.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildContext, SourceModule } from '../../model';
import { table } from '../../pipeline/product';
import {
  ballparks as ballparksP,
  handSeries,
  lahmanTeams,
  teamSeasonsAdded,
  teams2025,
  venueNames,
} from './products';
import { bbref2025Source, handWorldSeriesSource } from './sources';
import { int, num } from '../../shared/parse';
import type { Lahman } from './common';
import { BBREF_2025, teamKey } from './common';
import { teamSeasonRow } from './team-seasons';
import { readHand } from '../../shared/hand';
import { handFileSource } from '../../shared/hand-file-source';
import type { ParkInfo, Team2025, VenueNames } from './shapes';

export { BBREF_2025 };

const DIR = 'mlb_2025_team_bbref';
export const YEAR = 2025;

/**
 * Teams whose 2025 name is not their 2024 name: the Athletics left Oakland after 2024 and played 2025 in West
 * Sacramento (Sutter Health Park) as the "Athletics", abbreviated ATH (MLB.com, Baseball-Reference 2025 team page).
 */
const renamed: Record<string, { franchID: string; abbreviation: string; city: string }> = {
  Athletics: { franchID: 'OAK', abbreviation: 'ATH', city: 'West Sacramento' },
};

type Rec = Record<string, string>;

/** A Sports-Reference 'Share & Export' table: the rows after the header line that starts with `Tm,`, to a blank line. */
function readExport(ctx: BuildContext, file: string): { rows: Rec[]; firstLine: number } {
  const lines = readFileSync(join(ctx.rawDir, file), 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  const h = lines.findIndex((l) => l.startsWith('Tm,'));
  const header = lines[h].split(',');
  const rows: Rec[] = [];
  for (let i = h + 1; i < lines.length && lines[i].trim(); i++) {
    const cells = lines[i].split(',');
    rows.push(Object.fromEntries(header.map((c, j) => [c, cells[j] ?? ''])));
  }
  return { rows, firstLine: h + 2 };
}

/** Innings pitched as written ("1437.2": 1437 innings and 2 outs) → outs. */
export function inningsToOuts(ip: string | undefined): number | null {
  const m = /^(\d+)\.([012])$/.exec((ip ?? '').trim());
  return m ? Number(m[1]) * 3 + Number(m[2]) : null;
}

export function readBbref2025(ctx: BuildContext, lahman: Lahman): Team2025[] {
  const report = (file: string, problem: string, line?: number) =>
    ctx.report({ source: BBREF_2025, file: `${DIR}/${file}`, line, problem });
  const prevByName = new Map(lahman.teams.filter((t) => t.year === YEAR - 1).map((t) => [t.name, t]));
  const byFranch = new Map(lahman.teams.filter((t) => t.year === YEAR - 1).map((t) => [t.franchID, t]));
  const batting = readExport(ctx, `${DIR}/batting_2025.csv`);
  const pitching = readExport(ctx, `${DIR}/pitching_2025.csv`);
  const bat = new Map(batting.rows.map((r) => [r.Tm, r]));
  const pit = new Map(pitching.rows.map((r) => [r.Tm, r]));
  const out: Team2025[] = [];
  ctx.readCsv(`${DIR}/mlb_standings_2025.csv`).forEach((r, i) => {
    const line = i + 2;
    if (!int(r.Rk)) return; // the ',Average,...' row closing the table
    const rn = renamed[r.Tm];
    const prev = rn ? byFranch.get(rn.franchID) : prevByName.get(r.Tm);
    const w = int(r.W);
    const l = int(r.L);
    const b = bat.get(r.Tm);
    const p = pit.get(r.Tm);
    if (!prev || w === null || l === null || !b || !p) {
      report(
        'mlb_standings_2025.csv',
        `${r.Tm}: no 2024 franchise of that name, no W-L or no batting/pitching row; skipped`,
        line,
      );
      return;
    }
    if (int(p.W) !== w || int(p.L) !== l)
      report(
        'pitching_2025.csv',
        `${r.Tm}: pitching W-L ${p.W}-${p.L} differs from the standings ${w}-${l}; standings kept`,
      );
    const games = int(b.G);
    const runs = int(b.R);
    const runsAllowed = int(p.R);
    // The standings give runs per game (one decimal); the totals must agree with them.
    for (const [what, total, perGame] of [
      ['R', runs, num(r.R)],
      ['RA', runsAllowed, num(r.RA)],
    ] as const) {
      if (total === null || games === null || perGame === null || Math.abs(total / games - perGame) > 0.05)
        report(
          'mlb_standings_2025.csv',
          `${r.Tm}: ${what} ${total} in ${games} games disagrees with ${perGame} per game`,
          line,
        );
    }
    out.push({
      prev,
      name: r.Tm,
      abbreviation: rn?.abbreviation ?? prev.abbr,
      city: rn?.city ?? null,
      key: `mlb:${prev.franchID}:${YEAR}`,
      team: teamKey(prev.franchID),
      wins: w,
      losses: l,
      games,
      runs,
      runsAllowed,
      totals: {
        ab: int(b.AB),
        h: int(b.H),
        '2b': int(b['2B']),
        '3b': int(b['3B']),
        hr: int(b.HR),
        bb: int(b.BB),
        so: int(b.SO),
        sb: int(b.SB),
        cs: int(b.CS),
        hbp: int(b.HBP),
        sf: int(b.SF),
        er: int(p.ER),
        era: num(p.ERA),
        cg: int(p.CG),
        sho: int(p.tSho),
        sv: int(p.SV),
        ipo: inningsToOuts(p.IP),
        ha: int(p.H),
        hra: int(p.HR),
        bba: int(p.BB),
        soa: int(p.SO),
      },
    });
  });
  checkTotals(ctx, out, batting.rows, pitching.rows);
  return out;
}

/** The tables end with a totals row (no team name): the teams must sum to it; every game has a winner and a loser. */
function checkTotals(ctx: BuildContext, teams: Team2025[], batting: Rec[], pitching: Rec[]): void {
  const problems: string[] = [];
  if (teams.length !== 30) problems.push(`${teams.length} teams, not 30`);
  const sum = (f: (t: Team2025) => number | null | undefined) => teams.reduce((a, t) => a + (f(t) ?? 0), 0);
  const wins = sum((t) => t.wins);
  if (wins !== sum((t) => t.losses)) problems.push(`wins ${wins} != losses ${sum((t) => t.losses)}`);
  const bt = batting.find((r) => r.Tm === '');
  const pt = pitching.find((r) => r.Tm === '');
  const checks: [string, number, number | null][] = [
    ['R', sum((t) => t.runs), int(bt?.R)],
    ['HR', sum((t) => t.totals.hr), int(bt?.HR)],
    ['H', sum((t) => t.totals.h), int(bt?.H)],
    ['RA', sum((t) => t.runsAllowed), int(pt?.R)],
    ['W', wins, int(pt?.W)],
    ['SO (pitching)', sum((t) => t.totals.soa), int(pt?.SO)],
  ];
  for (const [what, got, total] of checks)
    if (got !== total) problems.push(`${what}: teams sum to ${got}, totals row ${total}`);
  for (const problem of problems)
    ctx.report({ source: BBREF_2025, file: `${DIR}/batting_2025.csv`, problem });
}

/**
 * The 2025 team-season rows. The World Series is hand/mlb/world_series.csv (its winner the champion, with its
 * manager as that file names him); every other postseason team and the round it lost is
 * hand/mlb/postseason_2025.csv (the raw files hold no 2025 postseason), with its place in its division as
 * published (the Blue Jays won the AL East over the Yankees, both 94-68, on head-to-head; the 2025 games are not in
 * the raw files); the rest did not reach it. Each team's ballpark is hand/mlb/parks_2025.csv's, under its 2025 name
 * (Daikin Park, Rate Field; the Athletics at Sutter Health Park), linked to its venue where one bears that name.
 */
export function addStandings2025(
  ctx: BuildContext,
  teams: Team2025[],
  worldSeries: Record<string, string>[],
  venueOf: (park: string) => string | null = () => null,
): void {
  const ws = worldSeries.find((h) => Number(h.year) === YEAR);
  const hand = readHand(ctx, 'mlb', 'postseason_2025.csv').filter((r) => Number(r.year) === YEAR);
  const postseason = new Map(hand.map((r) => [r.team, r.playoff_result]));
  const divisionRank = new Map(hand.map((r) => [r.team, int(r.division_rank)]));
  for (const code of postseason.keys())
    if (!teams.some((t) => t.prev.franchID === code))
      ctx.report({
        source: BBREF_2025,
        file: 'hand/mlb/postseason_2025.csv',
        problem: `no 2025 team ${code}`,
      });
  const parks = new Map(readHand(ctx, 'mlb', 'parks_2025.csv').map((r) => [r.team, r.park]));
  for (const t of teams) {
    const champion = ws?.winner === t.prev.franchID;
    const park = parks.get(t.prev.franchID) ?? null;
    if (!park)
      ctx.report({ source: BBREF_2025, file: 'hand/mlb/parks_2025.csv', problem: `no park for ${t.name}` });
    ctx.add(
      'team_seasons',
      teamSeasonRow({
        key: t.key,
        team: t.team,
        year: YEAR,
        name: t.name,
        abbreviation: t.abbreviation,
        lgID: t.prev.lgID,
        divID: t.prev.divID,
        games: t.games,
        wins: t.wins,
        losses: t.losses,
        ties: t.games !== null ? t.games - t.wins - t.losses : null,
        rank: divisionRank.get(t.prev.franchID) ?? null,
        runs: t.runs,
        runsAllowed: t.runsAllowed,
        playoffResult: champion ? 'Won World Series' : (postseason.get(t.prev.franchID) ?? null),
        playoffPosition: champion ? 'champion' : postseason.has(t.prev.franchID) ? 'playoffs' : 'eliminated',
        champion,
        managers: champion ? ws?.winner_coach_name || null : null,
        totals: t.totals,
        source: BBREF_2025,
        venueName: park,
        venue: park ? venueOf(park) : null,
      }),
    );
  }
}

/** The 2025 teams (Lahman ends with 2024), read once: the franchises and the seasons read them too. */
export const teams2025Step: SourceModule = {
  name: 'mlb-2025-teams',
  leagues: ['mlb'],
  sources: [bbref2025Source],
  needs: [lahmanTeams],
  gives: [teams2025],
  build: (ctx) => ctx.give(teams2025, readBbref2025(ctx, ctx.need(lahmanTeams))),
};

/** The venue row of a park by its 2025 name: the name period's that holds 2025, else the park's one name. */
function venuesOf2025(ballparks: Map<string, ParkInfo>, names: VenueNames) {
  const byName = new Map<string, string>();
  for (const [park, info] of ballparks)
    byName.set((names.nameOn(park, YEAR) ?? info.name).toLowerCase(), `mlb:${park}`);
  return (name: string) => byName.get(name.toLowerCase()) ?? null;
}

/** The ballparks of 2025 (Lahman's parks end with 2024): hand/mlb/parks_2025.csv, one row per team. */
const parks2025Source = handFileSource('mlb', 'parks_2025.csv', 'MLB ballparks of the 2025 season');

/** The 2025 team_seasons rows. */
export const standings2025Step: SourceModule = {
  name: 'mlb-2025-standings',
  leagues: ['mlb'],
  sources: [handWorldSeriesSource, parks2025Source],
  needs: [teams2025, handSeries, ballparksP, venueNames],
  gives: [table('team_seasons'), teamSeasonsAdded],
  build: (ctx) =>
    addStandings2025(
      ctx,
      ctx.need(teams2025),
      ctx.need(handSeries),
      venuesOf2025(ctx.need(ballparksP), ctx.need(venueNames)),
    ),
};
