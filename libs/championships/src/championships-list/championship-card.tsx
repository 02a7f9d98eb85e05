import type { Championship } from '@trophy-room/contract';
import { Badge, buttonVariants, Card, TrophyIcon } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { DEFAULT_DESCRIPTION, DEFAULT_TROPHY } from '../shared/defaults';
import { paths } from '@trophy-room/routes';

/** One championship in the grid: sport, name, description, trophy, first year, level and a details link. */
export function ChampionshipCard({ championship: c }: { championship: Championship }) {
  return (
    <Card className="flex h-full flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <Badge variant="primary">{c.sport.abbreviation}</Badge>
        <span className="text-sm text-slate-600">{c.level.name}</span>
      </div>
      <h2 className="text-lg font-semibold text-slate-900">{c.name}</h2>
      <p className="line-clamp-3 text-sm text-slate-600">
        {c.description || c.official_name || DEFAULT_DESCRIPTION}
      </p>
      <dl className="grid gap-1 text-sm">
        <div className="flex items-center gap-2">
          <dt className="sr-only">Trophy</dt>
          <TrophyIcon className="size-4 text-accent-600" />
          <dd className="text-slate-800">{c.trophy_name || DEFAULT_TROPHY}</dd>
        </div>
        {c.first_year !== null && (
          <div>
            <dt className="sr-only">First held</dt>
            <dd className="text-slate-600">Since {c.first_year}</dd>
          </div>
        )}
      </dl>
      <Link
        to={paths.championship(c.slug)}
        className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-auto self-start' })}
      >
        View Details<span className="sr-only"> for {c.name}</span>
      </Link>
    </Card>
  );
}
