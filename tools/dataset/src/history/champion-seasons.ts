// Every title season has its champion's season row (issue 25: Texas Western's 1965-66, the NCAA title season, was
// missing from UTEP's seasons while the page counted the title). Where a league's sources give the champion no row
// that season, one is made from the result itself: the name borne, its record when the result gives one, the head
// coach it names, champion, and the result's source. Run after the results carry their names as borne.
import type { BuildContext, League, Row } from '../model';
import { seasonWinPercentage } from '../shared/win-percentage';

const RECORD = /^(\d+)-(\d+)(?:-(\d+))?$/;

/** The label a league's own champion rows carry ("Won World Series"), so a made row reads like its neighbours. */
function championLabels(ctx: BuildContext): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const r of ctx.rows('team_seasons')) {
    if (r.is_champion !== true || typeof r.playoff_result !== 'string') continue;
    const league = String(ctx.get('seasons', String(r.season))?.league ?? '');
    const byLabel = counts.get(league) ?? new Map<string, number>();
    byLabel.set(r.playoff_result, (byLabel.get(r.playoff_result) ?? 0) + 1);
    counts.set(league, byLabel);
  }
  const out = new Map<string, string>();
  for (const [league, byLabel] of counts)
    out.set(league, [...byLabel].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0]);
  return out;
}

export function addChampionSeasons(ctx: BuildContext): number {
  const have = new Set(ctx.rows('team_seasons').map((r) => `${String(r.team)}|${String(r.season)}`));
  const labels = championLabels(ctx);
  let added = 0;
  for (const r of ctx.rows('championship_results')) {
    if (!r.winner_team || !r.season) continue;
    const [team, season] = [String(r.winner_team), String(r.season)];
    if (have.has(`${team}|${season}`)) continue;
    have.add(`${team}|${season}`);
    const seasonRow = ctx.get('seasons', season);
    const league = String(seasonRow?.league ?? '');
    const m = RECORD.exec(String(r.winner_record ?? ''));
    const [w, l, t] = m
      ? [Number(m[1]), Number(m[2]), m[3] === undefined ? null : Number(m[3])]
      : [null, null, null];
    const decided = w !== null && l !== null ? w + l + (t ?? 0) : null;
    const row: Row<'team_seasons'> = {
      key: `${team}:${season}:champion`,
      team,
      season,
      name: typeof r.winner_name === 'string' ? r.winner_name : null,
      games_played: decided,
      wins: w,
      losses: l,
      ties: t,
      win_percentage:
        w !== null && l !== null
          ? seasonWinPercentage(league as League, Number(seasonRow!.start_year), {
              wins: w,
              losses: l,
              ties: t,
            })
          : null,
      playoff_result: labels.get(league) ?? null,
      playoff_position: 'champion',
      is_champion: true,
      head_coach_name: typeof r.winner_coach_name === 'string' ? r.winner_coach_name : null,
      derived_from_games: false,
      source: r.source ?? null,
    };
    ctx.add('team_seasons', row);
    added++;
  }
  return added;
}
