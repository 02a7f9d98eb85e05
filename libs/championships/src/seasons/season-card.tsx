import type { Season } from '@trophy-room/contract';
import { Badge, buttonVariants, Card } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { championLabel, statusLabel, statusVariant, type SeasonStatus } from './season-status';
import { paths } from '@trophy-room/routes';
import { leagueShortName } from '@trophy-room/domain';

export interface SeasonCardProps {
  season: Season;
  status: SeasonStatus;
  /** Whether this season is the active one: the season chosen in the URL, else the site's current season. */
  isActiveSeason: boolean;
  /** The seasons list with this card's season chosen (a link, so it works before the page hydrates). */
  activeHref: string;
}

/** One season: league, status, champion and championship, linking to /seasons/{slug}. */
export function SeasonCard({ season: s, status, isActiveSeason, activeHref }: SeasonCardProps) {
  return (
    <Card className="flex h-full flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="primary">
          {leagueShortName({ slug: s.league_slug, abbreviation: s.league_abbreviation }) || s.sport.name}
        </Badge>
        <Badge variant={statusVariant[status]}>{statusLabel[status]}</Badge>
      </div>
      <h2 className="text-lg font-semibold text-slate-900">
        <Link to={paths.season(s.slug)} className="hover:text-primary-800 hover:underline">
          {s.name || `${s.start_year} Season`}
        </Link>
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Sport</dt>
        <dd>
          {s.sport.name} · {s.level || 'Professional'}
        </dd>
        <dt className="text-slate-600">Champion</dt>
        <dd className="font-medium">{championLabel(s) ?? 'N/A'}</dd>
        {s.championship && (
          <>
            <dt className="text-slate-600">Title</dt>
            <dd>{s.championship}</dd>
          </>
        )}
        {s.teams_count != null && (
          <>
            <dt className="text-slate-600">Teams</dt>
            <dd>{s.teams_count}</dd>
          </>
        )}
      </dl>
      <div className="mt-auto pt-2">
        {isActiveSeason ? (
          <Badge variant="success" size="md">
            Active Season
          </Badge>
        ) : (
          <Link
            to={activeHref}
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
            aria-label={`Set as Active Season: ${s.name}`}
          >
            Set as Active Season
          </Link>
        )}
      </div>
    </Card>
  );
}
