// The NFL's regular-season MVP, the Associated Press award (1957 on; the league's own award, as Pro-Football-Reference
// and NFL.com list it), from hand/nfl/ap_mvp.csv: one row per winner (two in a shared year) with the team as named
// that season and its reference. No raw file holds it. A winner is linked to his player as a Super Bowl MVP is; one
// without a page (a career before the sources' rosters, Jim Brown) is kept unlinked and reported.
import { MVP_AWARD } from '@trophy-room/domain';
import type { BuildContext } from '../../model';
import { readHand } from '../../shared/hand';
import { slugify } from '../../shared/slug';
import { L, handSource } from './league';
import type { Teams } from './team-types';

/** The award's name in the awards table: the one the domain counts as the NFL's MVP. */
export const AP_MVP = MVP_AWARD.nfl!.name;
const FILE = 'hand/nfl/ap_mvp.csv';

export function addApMvps(
  ctx: BuildContext,
  teams: Teams,
  playerOf: (name: string, season: number, team: string | null) => string | null,
) {
  readHand(ctx, L, 'ap_mvp.csv').forEach((r, i) => {
    const season = Number(r.season);
    const source = handSource(ctx, r.reference);
    const team = teams.byName(season, r.team_name);
    if (!team)
      ctx.report({ source, file: FILE, line: i + 2, problem: `${r.team_name} not an NFL team of ${season}` });
    const person = playerOf(r.player_name, season, team);
    if (!person)
      ctx.report({
        source,
        file: FILE,
        line: i + 2,
        problem: `${season} AP MVP ${r.player_name}: no player page to link`,
      });
    ctx.add('awards', {
      key: `${L}:award:ap-mvp:${season}:${slugify(r.player_name)}`,
      slug: `nfl-${season}-ap-mvp-${slugify(r.player_name)}`,
      name: AP_MVP,
      league: L,
      year: season,
      season: `${L}:${season}`,
      person,
      team,
      recipient_name: r.player_name,
      notes: null,
      source,
    });
  });
}
