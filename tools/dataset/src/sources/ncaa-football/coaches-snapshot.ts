// FBS head coaches c.2020 with their record at the school (ncaa_fbs_2021_snapshot): one coach and one stint each.
import type { BuildContext } from '../../model';
import { type School, collegeTeamKey } from '../../shared/college';
import { int } from '../../shared/parse';
import type { Pending } from '../../shared/pending';
import { slugify } from '../../shared/slug';
import { canonicalCoachName, ensureCoach } from './cfbd-coaches';
import { L, SRC_SNAPSHOT } from './sources';

/**
 * `seasonal` holds the coach-team pairs the CFBD exports give season by season (./cfbd-coaches.ts, 2014-2020, and
 * ./cfbd-coach-history.ts, 1886-2023): their record is computed from those seasons, so the snapshot's total at the
 * school (which overlaps them) is left out.
 */
export function addSnapshotCoaches(
  ctx: BuildContext,
  p: Pending,
  schools: Map<string, School>,
  seasonal: Set<string>,
) {
  const covered: string[] = [];
  const file = 'ncaa_fbs_2021_snapshot/coach_wins_career.csv';
  const seen = new Map<string, string>();
  ctx.readCsv(file).forEach((r, i) => {
    const line = i + 2;
    const full = (r.Coach ?? '').trim().replace(/\s+/g, ' ');
    const schoolName = (r.School ?? '').trim();
    const s = schools.get(schoolName);
    if (!full || !s) {
      ctx.report({
        source: SRC_SNAPSHOT,
        file,
        line,
        problem: `coach '${full}' at unknown school '${schoolName}'; skipped`,
      });
      return;
    }
    const team = collegeTeamKey(L, s.school);
    if (!p.has('teams', team)) {
      ctx.report({
        source: SRC_SNAPSHOT,
        file,
        line,
        problem: `${full}: ${s.school} has no FBS team row; skipped`,
      });
      return;
    }
    const canonical = canonicalCoachName(full);
    const key = `${L}:coach:${slugify(canonical)}`;
    if (seen.has(key)) {
      ctx.report({
        source: SRC_SNAPSHOT,
        file,
        line,
        problem: `${full}: second row (older record at ${s.school}) ignored`,
      });
      return;
    }
    seen.set(key, s.school);
    ensureCoach(ctx, canonical, SRC_SNAPSHOT);
    if (seasonal.has(`${key}|${team}`)) {
      covered.push(`${canonical} (${s.school})`);
      return;
    }
    const w = int(r['School W']);
    const l = int(r['School L']);
    ctx.add('coach_stints', {
      key: `${key}:${slugify(s.school)}`,
      coach: key,
      team,
      // A title is the role, clean text; whether the stint is current is the stint's years' business.
      title: 'Head Coach',
      is_head_coach: true,
      games: w != null && l != null ? w + l : null,
      wins: w,
      losses: l,
      source: SRC_SNAPSHOT,
    });
  });
  if (covered.length)
    ctx.report({
      source: SRC_SNAPSHOT,
      file,
      problem: `${covered.length} coaches' totals at their school left out, their record there being given season by season 2014-2020 (cfb_coaches_cfbd_2014_2020): ${covered.join(', ')}`,
    });
}
