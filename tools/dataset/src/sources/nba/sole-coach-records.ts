// Head coaches' W-L after the coaching file's records end (2015-16): the file names every head coach of a team-season
// from 2016-17 to 2020-21 (nba_coaches_2021: a mid-season change names both), so a team-season it names one head
// coach for is his whole season, and his regular-season W-L is the team's. Seasons with two coaches keep none (the
// split is not in the sources); playoff W-L stays unknown. The stint's source becomes the derived one, which says so
// (its key ends ':team-season', so the cross-check of coach and team records leaves it out: it is the team's record).
import type { BuildContext } from '../../model';
import { editableRows } from '../../history/editable';
import { LG } from './keys';
import { SRC } from './sources';

export function addSoleCoachRecords(ctx: BuildContext): number {
  const heads = new Map<string, number>();
  for (const c of ctx.rows('coach_stints'))
    if (String(c.season).startsWith(`${LG}:`) && c.is_head_coach !== false) {
      const k = `${String(c.team)}|${String(c.season)}`;
      heads.set(k, (heads.get(k) ?? 0) + 1);
    }
  const teamSeasons = new Map(
    ctx.rows('team_seasons').map((t) => [`${String(t.team)}|${String(t.season)}`, t]),
  );
  let filled = 0;
  for (const c of editableRows(ctx, 'coach_stints')) {
    if (
      !String(c.season).startsWith(`${LG}:`) ||
      c.wins != null ||
      c.losses != null ||
      c.is_head_coach === false
    )
      continue;
    const k = `${String(c.team)}|${String(c.season)}`;
    if (heads.get(k) !== 1) continue;
    const ts = teamSeasons.get(k);
    if (!ts || typeof ts.wins !== 'number' || typeof ts.losses !== 'number') continue;
    Object.assign(c, {
      wins: ts.wins,
      losses: ts.losses,
      games: ts.wins + ts.losses,
      source: SRC.soleCoachRecords,
    });
    filled++;
  }
  return filled;
}
