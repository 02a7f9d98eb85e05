import type { Season } from '@trophy-room/contract';
import { Card } from '@trophy-room/ui-kit';
import { formatDate } from './season-format';
import { paths } from '@trophy-room/routes';
import { formatNumber } from '@trophy-room/domain';
import { Link } from 'react-router-dom';

/** The season's facts: league, dates, size and format. */
export function SeasonOverview({ season: s }: { season: Season }) {
  const facts: [string, string][] = [
    ['League', s.league || 'N/A'],
    ['Level', s.level || 'Professional'],
    [
      'Regular Season',
      s.regular_season_start
        ? `${formatDate(s.regular_season_start)} – ${formatDate(s.regular_season_end)}`
        : 'N/A',
    ],
    [
      'Playoffs',
      s.playoffs_start || s.playoffs_end
        ? `${formatDate(s.playoffs_start)} – ${formatDate(s.playoffs_end)}`
        : 'N/A',
    ],
    ['Teams', s.teams_count == null ? 'N/A' : formatNumber(s.teams_count)],
    ['Games', s.games_count == null ? 'N/A' : formatNumber(s.games_count)],
    ['Regular-Season Games per Team', s.regular_season_games?.toString() ?? 'N/A'],
    ['Playoff Format', s.playoffs_format || 'N/A'],
  ];
  return (
    <Card>
      <h2 className="text-lg font-semibold">Season Overview</h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {/* Player stat lines exist for the professional leagues only (college sources have none). */}
      {s.level_slug === 'professional' && (
        <p className="mt-4 text-sm">
          <Link
            to={paths.leaders(undefined, {
              league: s.league_slug,
              view: 'season',
              from: s.start_year,
              to: s.start_year,
            })}
            className="text-primary-800 underline"
          >
            Leaders of the season
          </Link>
        </p>
      )}
    </Card>
  );
}
