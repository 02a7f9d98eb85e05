import type { Season } from '@trophy-room/contract';
import { Card, TrophyIcon } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { championLabel } from './season-status';
import { paths } from '@trophy-room/routes';

/** The season's champion and the championship it won (N/A while undecided). */
export function SeasonChampionCard({ season: s }: { season: Season }) {
  const name = championLabel(s);
  return (
    <Card tone="gold" className="flex items-start gap-4">
      <TrophyIcon className="size-10 shrink-0 text-amber-600" />
      <div>
        <h2 className="text-sm font-semibold uppercase tracking-wide text-amber-900">Champion</h2>
        <p className="text-xl font-bold text-slate-900">
          {name && s.champion ? (
            <Link to={paths.team(s.champion.team_slug, s.start_year)} className="hover:underline">
              {name}
            </Link>
          ) : (
            'N/A'
          )}
        </p>
        <p className="text-sm text-slate-700">
          {s.championship ?? 'No championship recorded for this season'}
        </p>
      </div>
    </Card>
  );
}
