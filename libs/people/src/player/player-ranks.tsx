// The player's career figures that rank in his league's top 100 (regular season, all time), each a link to the
// stat's career leaders: "3rd all time". Says nothing when none ranks or the ranks cannot be read.
import { useRouteQueries } from '@trophy-room/api-client';
import { paths } from '@trophy-room/routes';
import { formatFigure, ordinal } from '@trophy-room/domain';
import { useSite } from '@trophy-room/site-theme';
import { Link } from 'react-router-dom';
import { playerRoute } from '../routes';

export function PlayerRanks() {
  const site = useSite();
  const { ranks } = useRouteQueries(playerRoute);
  if (!ranks.data?.length) return null;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-700">All-time ranks (regular season, top 100)</h3>
      <ul aria-label="All-time ranks" className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
        {ranks.data.map((r) => (
          <li key={r.stat.slug}>
            <Link
              to={paths.leaders(r.stat.slug, site.isMainSite ? { league: r.league } : undefined)}
              className="inline-flex min-h-11 items-center font-medium text-primary-700 hover:underline sm:min-h-0"
            >
              {r.stat.label} {formatFigure(r.value, r.stat)}: {ordinal(r.rank)} all time
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
