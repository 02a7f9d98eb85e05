// Season meetings from the Hockey Databank's TeamVsTeam (NHL rows 1917-18..2017-18): each team's regular-season
// W-L-T-OTL against each opponent, one row per team and opponent, the two teams matched to our franchises of that
// season. Goals are not in the file. Where games cover a season (Hockey-Reference's results 1949-50..2014-15, our
// games 2010-11 on), each pair's record is also counted from them, and every source's record is claimed (figure
// nhl.pair_season.record).
import type { BuildContext } from '../../model';
import { claimAll } from '../../pipeline/claims';
import { int } from '../../shared/parse';
import { leagueSeasonLabel, seasonKey } from '../../shared/season';
import { DB, dbFile } from './common';
import { gameSource } from './derived-standings';
import { claimGameRecords } from './game-records';
import { pairSeasonRecord, recordValue } from './figures';
import type { Franchises } from './franchises';
import type { NhlGame } from './game-types';
import { HREF_1950, type Result1950 } from './games-hockeyref-1950';

const FILE = dbFile('TeamVsTeam.csv');

interface Tally {
  w: number;
  l: number;
  t: number;
  otl: number;
}
/** `${year}|${team}|${opponent}` → the team's record against the opponent that season. */
type Tallies = Map<string, Tally>;
type Scored = Pick<
  NhlGame,
  'season' | 'home' | 'away' | 'homeScore' | 'awayScore' | 'overtime' | 'noOtPoint' | 'playoff'
>;

/** `games`: the games rows counted under `gameSource` (2010-11 on); `results1950`: Hockey-Reference's, to 2014-15. */
export function addTeamMeetings(
  ctx: BuildContext,
  fr: Franchises,
  games: readonly NhlGame[],
  results1950: readonly Result1950[],
): void {
  const fromFile: Tallies = new Map();
  ctx.readCsv(FILE).forEach((r, i) => {
    if (r.lgID !== 'NHL') return;
    const year = Number(r.year);
    const team = fr.databankTeam(year, r.tmID);
    const opponent = fr.databankTeam(year, r.oppID);
    if (!team || !opponent) {
      ctx.report({
        source: DB,
        file: FILE,
        line: i + 2,
        problem: `${year} ${r.tmID} vs ${r.oppID}: no NHL franchise of that season; row not used`,
      });
      return;
    }
    const [w, l, t, otl] = [int(r.W) ?? 0, int(r.L) ?? 0, int(r.T) ?? 0, int(r.OTL) ?? 0];
    fromFile.set(`${year}|${team}|${opponent}`, { w, l, t, otl });
    ctx.add('team_meetings', {
      key: `nhl:tvt:${year}:${team.slice(4)}:${opponent.slice(4)}`,
      league: 'nhl',
      season: seasonKey('nhl', year),
      team,
      opponent,
      games: w + l + t + otl,
      wins: w,
      losses: l,
      ties: r.T === '' ? null : t,
      ot_losses: r.OTL === '' ? null : otl,
      points_for: null,
      points_against: null,
      is_postseason: false,
      source: DB,
    });
  });
  claimGameRecords(ctx, fr, results1950, () => HREF_1950);
  const givers = [
    { source: () => DB, tallies: fromFile },
    { source: () => HREF_1950, tallies: tally(results1950, fromFile) },
    { source: gameSource, tallies: tally(games, fromFile) },
  ];
  claimPairSeasons(ctx, fr, givers);
}

/**
 * The record of each pair the games of a season give, from both sides; a pair TeamVsTeam has in a season these games
 * cover and the games lack is 0-0-0 (a missing game is a disagreement). A win is a win however decided; a loss in
 * overtime is an OT loss from 1999-00 (before, the league had no such column), except where the league withheld the
 * point (a goalie pulled in overtime, as the game file notes): a regulation loss, as the league scores it.
 */
function tally(games: readonly Scored[], fromFile: Tallies): Tallies {
  const out: Tallies = new Map();
  const at = (key: string) => {
    const s = out.get(key) ?? { w: 0, l: 0, t: 0, otl: 0 };
    out.set(key, s);
    return s;
  };
  const years = new Set(games.filter((g) => !g.playoff).map((g) => g.season));
  for (const key of fromFile.keys()) if (years.has(Number(key.split('|')[0]))) at(key);
  for (const g of games) {
    if (g.playoff) continue;
    for (const [team, opp, mine, theirs] of [
      [g.home, g.away, g.homeScore, g.awayScore],
      [g.away, g.home, g.awayScore, g.homeScore],
    ] as const) {
      const s = at(`${g.season}|${team}|${opp}`);
      if (mine > theirs) s.w++;
      else if (mine === theirs) s.t++;
      else if (g.overtime && g.season >= 1999 && !g.noOtPoint) s.otl++;
      else s.l++;
    }
  }
  return out;
}

/** Each pair-season from the side of the team whose key sorts first, every giver's record of it. */
function claimPairSeasons(
  ctx: BuildContext,
  fr: Franchises,
  givers: { source: (year: number) => string; tallies: Tallies }[],
) {
  const fileYears = new Set([...givers[0].tallies.keys()].map((k) => Number(k.split('|')[0])));
  const subjects = new Set<string>();
  for (const g of givers)
    for (const key of g.tallies.keys()) {
      const [y, a, b] = key.split('|');
      if (a < b && fileYears.has(Number(y))) subjects.add(key);
    }
  const name = (team: string, year: number) => fr.seasons.get(team)?.get(year)?.name ?? team;
  for (const key of [...subjects].sort()) {
    const [y, a, b] = key.split('|');
    const year = Number(y);
    claimAll(
      ctx,
      pairSeasonRecord,
      {
        league: 'nhl',
        key: `nhl:pair:${year}:${a.slice(4)}:${b.slice(4)}`,
        label: `${name(a, year)} vs ${name(b, year)}, ${leagueSeasonLabel('nhl', year)}`,
      },
      givers.map((g) => {
        const t = g.tallies.get(key);
        return { source: g.source(year), value: t ? recordValue(t.w, t.l, t.t, t.otl) : null };
      }),
    );
  }
}
