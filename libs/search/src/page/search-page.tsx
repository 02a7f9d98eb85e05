// /search?q=: the results of the site search, grouped by kind (the best few of each) or one kind paged; the query,
// kind and page live in the URL, and the server renders the results, so the page works without JavaScript.
import { useRouteQueries } from '@trophy-room/api-client';
import { ALL, searchParams } from '@trophy-room/routes';
import { useSite } from '@trophy-room/site-theme';
import { LoadingSpinner, PageFrame, QueryState, useUrlState } from '@trophy-room/ui-kit';
import { searchRoute } from '../routes';
import { searchQueryOf } from '../search-query';
import { KindTabs } from './kind-tabs';
import { ResultGroup } from './result-group';
import { SearchForm } from './search-form';
import { SearchPager } from './search-pager';
import { NoResults, SearchPrompt } from './search-states';

export default function SearchPage() {
  const site = useSite();
  const [params] = useUrlState(searchParams);
  const { results } = useRouteQueries(searchRoute);
  const q = searchQueryOf(params)?.q ?? '';

  return (
    <PageFrame
      title={q ? `Search: ${q}` : 'Search'}
      intro={site.isMainSite ? 'Every sport and level of the network.' : `${site.shortName} only.`}
    >
      <SearchForm q={params.q} kind={params.kind} />
      {results === undefined ? (
        <SearchPrompt />
      ) : (
        <QueryState
          query={results}
          pending={<LoadingSpinner label="Searching..." />}
          error="Search failed"
          onRetry={() => void results.refetch()}
        >
          {(data) =>
            data.groups.length === 0 && params.kind === ALL ? (
              <NoResults
                q={q}
                suggestions={data.suggestions}
                scope={site.isMainSite ? null : site.shortName}
              />
            ) : (
              <>
                <KindTabs q={q} kind={params.kind} />
                {data.groups.length === 0 && (
                  <NoResults
                    q={q}
                    suggestions={data.suggestions}
                    scope={site.isMainSite ? null : site.shortName}
                  />
                )}
                {data.groups.map((g) => (
                  <ResultGroup key={g.kind} group={g} q={q} showAll={params.kind === ALL} />
                ))}
                {params.kind !== ALL && (
                  <SearchPager
                    q={q}
                    kind={params.kind}
                    page={data.page}
                    pageSize={data.page_size}
                    count={data.groups[0]?.count ?? 0}
                  />
                )}
              </>
            )
          }
        </QueryState>
      )}
    </PageFrame>
  );
}
