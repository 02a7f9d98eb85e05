// One team of the directory: badge, name, city, division (else conference), founded and titles; defunct marked.
import type { Team } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { Badge } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { cardBadge, yearSpan } from '../shared/team-format';

export function TeamCard({ team: t }: { team: Team }) {
  const place = [t.city, t.state].filter(Boolean).join(', ');
  return (
    <Link
      to={paths.team(t.slug)}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-primary-500 focus-visible:outline-2 focus-visible:outline-primary-700"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex h-10 min-w-10 items-center justify-center rounded-lg bg-primary-100 px-1.5 text-sm font-bold text-primary-900"
        >
          {cardBadge(t)}
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">{t.name}</h2>
          {place && <p className="text-sm text-slate-600">{place}</p>}
        </div>
        {!t.is_active && (
          <Badge variant="warning" className="ml-auto">
            Defunct {yearSpan(t.founded_year, t.last_year)}
          </Badge>
        )}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-xs">
        <div>
          <dt className="text-slate-500">Division</dt>
          <dd className="font-medium text-slate-900">{t.division?.name ?? t.conference?.name ?? 'N/A'}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Founded</dt>
          <dd className="font-medium tabular-nums text-slate-900">{t.founded_year ?? 'N/A'}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Championships</dt>
          <dd className="font-medium tabular-nums text-slate-900">{t.championships_won ?? 0}</dd>
        </div>
      </dl>
    </Link>
  );
}
