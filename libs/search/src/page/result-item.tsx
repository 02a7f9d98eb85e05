// One search result: its name linking to its page (on the hub, on its own site, named there), its descriptor and,
// for a team found by a former name, that name.
import type { SearchResult } from '@trophy-room/contract';
import { useSite } from '@trophy-room/site-theme';
import { Badge } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { describeResult, matchedName, siteOf } from '../result/describe-result';
import { useResultHref } from '../result/use-result-href';

export function ResultItem({ result }: { result: SearchResult }) {
  const site = useSite();
  const hrefOf = useResultHref();
  const { href, external } = hrefOf(result);
  const matched = matchedName(result);
  const target = site.isMainSite ? siteOf(result.league) : undefined;
  const linkClass = 'font-semibold text-primary-800 underline-offset-2 hover:underline';
  return (
    <li className="flex flex-col gap-0.5 border-b border-slate-200 py-3 last:border-b-0">
      <span className="flex flex-wrap items-center gap-2">
        {external ? (
          <a href={href} className={linkClass}>
            {result.name}
          </a>
        ) : (
          <Link to={href} className={linkClass}>
            {result.name}
          </Link>
        )}
        {target && (
          <Badge variant="neutral" title={`On ${target.name}`}>
            {target.shortName}
          </Badge>
        )}
      </span>
      <span className="text-sm text-slate-600">{describeResult(result)}</span>
      {matched && <span className="text-sm text-slate-700">Matched former name: {matched}</span>}
    </li>
  );
}
