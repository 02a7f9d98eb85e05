// Each team-season's regular-season record counted straight from its games, claimed against the standings source
// (figure nhl.team_season.record). A win is a win however decided; a loss in overtime or a shootout is an OT loss,
// except the one the league scores as a regulation loss (a team that pulls its goalie in overtime and loses gets
// no point, as the game file notes): its claim says so. A tie is a tie (to 2003-04); before 1999-00 an overtime loss
// was a loss. A season whose game file cannot give the record is left out: 2019-20 (shootout losses not told from
// regulation losses).
import type { BuildContext } from '../../model';
import { claimAll } from '../../pipeline/claims';
import { leagueSeasonLabel } from '../../shared/season';
import { gameSource } from './derived-standings';
import { recordValue, teamSeasonRecord } from './figures';
import type { Franchises } from './franchises';
import type { NhlGame } from './game-types';
import { teamSeasonKey } from './team-seasons';

type Scored = Pick<
  NhlGame,
  'season' | 'date' | 'home' | 'away' | 'homeScore' | 'awayScore' | 'overtime' | 'noOtPoint' | 'playoff'
> & {
  soUnknown?: boolean;
};

/** `games` of one giver (its source key by season); a tie counts as such, an OT loss as one from 1999-00. */
export function claimGameRecords(
  ctx: BuildContext,
  fr: Franchises,
  games: readonly Scored[],
  source: (year: number) => string = gameSource,
): void {
  const tallies = new Map<string, { w: number; l: number; t: number; otl: number; withheld: string[] }>();
  const unknown = new Set(games.filter((g) => g.soUnknown).map((g) => g.season));
  for (const g of games) {
    if (g.playoff || unknown.has(g.season)) continue;
    for (const [team, mine, theirs, opp] of [
      [g.home, g.homeScore, g.awayScore, g.away],
      [g.away, g.awayScore, g.homeScore, g.home],
    ] as const) {
      const key = `${g.season}|${team}`;
      const t = tallies.get(key) ?? { w: 0, l: 0, t: 0, otl: 0, withheld: [] };
      tallies.set(key, t);
      if (mine > theirs) t.w++;
      else if (mine === theirs) t.t++;
      else if (!g.overtime || g.season < 1999) t.l++;
      else if (g.noOtPoint) {
        t.l++;
        t.withheld.push(`${g.date} vs ${fr.seasons.get(opp)?.get(g.season)?.name ?? opp}`);
      } else t.otl++;
    }
  }
  for (const [key, t] of tallies) {
    const [y, team] = key.split('|');
    const year = Number(y);
    const name = fr.seasons.get(team)?.get(year)?.name ?? team;
    claimAll(
      ctx,
      teamSeasonRecord,
      { league: 'nhl', key: teamSeasonKey(year, team), label: `${name}, ${leagueSeasonLabel('nhl', year)}` },
      [
        {
          source: source(year),
          value: recordValue(t.w, t.l, t.t, t.otl, 2 * t.w + t.t + t.otl),
          note: t.withheld.length
            ? `an overtime loss scored as a regulation loss, no point (pulled goalie in overtime, as the game file notes): ${t.withheld.join('; ')}`
            : undefined,
        },
      ],
    );
  }
}
