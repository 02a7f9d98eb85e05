// Every title season has its finalists' season rows (Texas Western's 1965-66, the NCAA title season, was missing
// from UTEP's seasons while the page counted the title; California's 1959-60, the final it lost, from Cal's).
// Where a league's sources give a finalist no row that season, one is made from the result itself: the name borne,
// the champion's record and head coach when the result gives them, the result the league's finalists' rows read
// ("Won National Final", "Lost National Final"), and the result's source. Run after the results carry their names
// as borne.
import type { BuildContext, League, Row } from '../model';
import { seasonWinPercentage } from '../shared/win-percentage';

const RECORD = /^(\d+)-(\d+)(?:-(\d+))?$/;

/** The label a league's own champion rows carry ("Won World Series"), so a made row reads like its neighbours. */
function championLabels(ctx: BuildContext): Map<string, string> {
  return commonestLabels(ctx, (r) => r.is_champion === true);
}

/** The label and position a league's own runner-up rows carry ("Lost National Final", "playoffs"), tab-separated. */
export function runnerUpLabels(ctx: BuildContext): Map<string, string> {
  const runnersUp = new Set(
    ctx.rows('championship_results').map((r) => `${String(r.runner_up_team)}|${String(r.season)}`),
  );
  return commonestLabels(ctx, (r) => runnersUp.has(`${String(r.team)}|${String(r.season)}`), true);
}

/** Per league, the commonest playoff_result (with its playoff_position after a tab) of the rows `pick` takes. */
function commonestLabels(
  ctx: BuildContext,
  pick: (r: Row<'team_seasons'>) => boolean,
  withPosition = false,
): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const row of ctx.rows('team_seasons')) {
    if (!pick(row) || typeof row.playoff_result !== 'string') continue;
    const label = withPosition
      ? `${row.playoff_result}\t${String(row.playoff_position ?? '')}`
      : row.playoff_result;
    const league = String(ctx.get('seasons', String(row.season))?.league ?? '');
    const byLabel = counts.get(league) ?? new Map<string, number>();
    byLabel.set(label, (byLabel.get(label) ?? 0) + 1);
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
  return added + addRunnerUpSeasons(ctx, have);
}

/** The runner-up's season row where the sources give none: the name borne and the final it lost, no record. */
function addRunnerUpSeasons(ctx: BuildContext, have: Set<string>): number {
  const labels = runnerUpLabels(ctx);
  let added = 0;
  for (const r of ctx.rows('championship_results')) {
    if (!r.runner_up_team || !r.season) continue;
    const [team, season] = [String(r.runner_up_team), String(r.season)];
    if (have.has(`${team}|${season}`)) continue;
    have.add(`${team}|${season}`);
    const league = String(ctx.get('seasons', season)?.league ?? '');
    const [result, position] = (labels.get(league) ?? '').split('\t');
    ctx.add('team_seasons', {
      key: `${team}:${season}:runner-up`,
      team,
      season,
      name: typeof r.runner_up_name === 'string' ? r.runner_up_name : null,
      games_played: null,
      wins: null,
      losses: null,
      ties: null,
      win_percentage: null,
      playoff_result: result || null,
      playoff_position: position || null,
      is_champion: false,
      head_coach_name: null,
      derived_from_games: false,
      source: r.source ?? null,
    });
    added++;
  }
  return added;
}
