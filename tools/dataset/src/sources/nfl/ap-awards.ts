// The Associated Press's NFL awards, from hand files: the MVP (hand/nfl/ap_mvp.csv, 1957 on; the league's own award,
// as Pro-Football-Reference and NFL.com list it) and the other player awards (hand/nfl/ap_awards.csv: Offensive and
// Defensive Player of the Year, Offensive and Defensive Rookie of the Year, Comeback Player of the Year). One row per
// winner (two in a shared year) with the team as named that season and its reference. No raw file holds them. A
// winner is linked to his player as a Super Bowl MVP is; one without a page (a career before the sources' rosters,
// Jim Brown) is kept unlinked and reported.
import { MVP_AWARD } from '@trophy-room/domain';
import type { BuildContext } from '../../model';
import { readHand } from '../../shared/hand';
import { handFileSource } from '../../shared/hand-file-source';
import { slugify } from '../../shared/slug';
import { L, handSource } from './league';
import type { Teams } from './team-types';

/** The MVP's name in the awards table: the one the domain counts as the NFL's MVP. */
export const AP_MVP = MVP_AWARD.nfl!.name;

type PlayerOf = (name: string, season: number, team: string | null) => string | null;

export function addApAwards(ctx: BuildContext, teams: Teams, playerOf: PlayerOf) {
  const mvps = readHand(ctx, L, 'ap_mvp.csv').map((r) => ({
    ...r,
    award: AP_MVP,
    code: 'ap-mvp',
    source: handSource(ctx, r.reference),
  }));
  const othersSource = fileSource(ctx);
  const others = readHand(ctx, L, 'ap_awards.csv').map((r) => ({
    ...r,
    code: slugify(r.award ?? ''),
    source: othersSource,
  }));
  for (const [file, rows] of [
    ['hand/nfl/ap_mvp.csv', mvps],
    ['hand/nfl/ap_awards.csv', others],
  ] as const)
    rows.forEach((r, i) => addAward(ctx, teams, playerOf, { file, line: i + 2 }, r));
}

/** The other awards' file is one source, citing every page its rows name. */
function fileSource(ctx: BuildContext): string {
  const row = handFileSource(
    L,
    'ap_awards.csv',
    'AP NFL player awards (Offensive and Defensive Player and Rookie, Comeback)',
  );
  if (!ctx.has('sources', row.key)) ctx.add('sources', row);
  return row.key;
}

function addAward(
  ctx: BuildContext,
  teams: Teams,
  playerOf: PlayerOf,
  at: { file: string; line: number },
  r: Record<string, string>,
) {
  const season = Number(r.season);
  const source = r.source;
  const team = teams.byName(season, r.team_name);
  if (!team) ctx.report({ source, ...at, problem: `${r.team_name} not an NFL team of ${season}` });
  const person = playerOf(r.player_name, season, team);
  if (!person)
    ctx.report({ source, ...at, problem: `${season} ${r.award} ${r.player_name}: no player page to link` });
  ctx.add('awards', {
    key: `${L}:award:${r.code}:${season}:${slugify(r.player_name)}`,
    slug: `nfl-${season}-${r.code}-${slugify(r.player_name)}`,
    name: r.award,
    league: L,
    year: season,
    season: `${L}:${season}`,
    person,
    team,
    recipient_name: r.player_name,
    notes: r.notes || null,
    source,
  });
}
