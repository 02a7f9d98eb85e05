import { siteIds, siteVariants, type SiteId } from '@trophy-room/site-theme';
import { cn } from '@trophy-room/ui-kit';

export interface NetworkDirectoryProps {
  current: SiteId;
  /** The address of a sibling site (its own host name). */
  hrefFor: (id: SiteId) => string;
}

/** The network of sibling sites, each at its own host name; the current one is marked. */
export function NetworkDirectory({ current, hrefFor }: NetworkDirectoryProps) {
  return (
    <section aria-labelledby="network-title" className="bg-white">
      <div className="page-width py-12">
        <h2 id="network-title" className="text-2xl font-bold text-slate-900">
          The Trophy Room Network
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {siteIds.map((id) => {
            const site = siteVariants[id];
            const here = id === current;
            return (
              <li key={id}>
                <a
                  href={hrefFor(id)}
                  aria-current={here ? 'page' : undefined}
                  className={cn(
                    'flex h-full flex-col rounded-xl border p-4 hover:border-primary-400 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-700',
                    here ? 'border-primary-600 bg-primary-50' : 'border-slate-200',
                  )}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-slate-900">{site.name}</span>{' '}
                    <span className="text-xs font-bold text-primary-800">
                      {here ? 'You are here' : site.shortName}
                    </span>
                  </span>{' '}
                  <span className="mt-1 text-sm text-slate-600">{site.headline}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
