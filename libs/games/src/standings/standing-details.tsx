import type { Standing } from '@trophy-room/contract';
import { formatDay, scoreUnitLabel } from '@trophy-room/domain';

/** The expanded row: home, away, division and conference records, games played, points, last updated. */
export function StandingDetails({ standing: s }: { standing: Standing }) {
  const items: [string, string | number | null][] = [
    ['Home', s.home_record],
    ['Away', s.away_record],
    ['Division', s.division_record],
    ['Conference', s.conference_record],
    ['Games played', s.games_played],
    ['Points', s.points],
    [
      // Standings points above; the scores' unit here (goals in hockey, runs in baseball).
      `${scoreUnitLabel(s.sport.slug)} for–against`,
      s.points_for === null || s.points_against === null ? null : `${s.points_for}–${s.points_against}`,
    ],
    ['Last updated', s.last_updated && formatDay(s.last_updated)],
  ];
  return (
    <dl
      id={`standing-${s.id}`}
      aria-label={`${s.team.name}, ${s.season_name}`}
      className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm whitespace-normal sm:grid-cols-4"
    >
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
