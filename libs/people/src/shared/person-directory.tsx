// The frame both person directories share: heading, the name search and the page's filters, then the page of cards
// with its loading, error and empty states. Each page brings its query, selects and texts.
import {
  FilterBar,
  PageFrame,
  QueryState,
  SkeletonGrid,
  type FilterFields,
  type QueryLike,
} from '@trophy-room/ui-kit';
import type { ReactNode } from 'react';
import { PersonCardList } from './person-card-list';

export interface PersonDirectoryProps<T extends { id: number }> {
  /** "Players": the heading, the list's name, and lower-cased the search's and the loading text's. */
  title: string;
  intro: string;
  search: string;
  onSearch: (q: string) => void;
  /** The filters after the search, in order. */
  selects: FilterFields;
  /** The page of people (undefined: not asked, as where the sources hold none). */
  query: QueryLike<{ results: readonly T[]; count: number }> | undefined;
  /** The load error's title. */
  error: string;
  /** What an empty page shows. */
  empty: ReactNode;
  page: number;
  onPage: (page: number) => void;
  card: (person: T) => ReactNode;
}

export function PersonDirectory<T extends { id: number }>(p: PersonDirectoryProps<T>) {
  const noun = p.title.toLowerCase();
  return (
    <PageFrame title={p.title} intro={p.intro}>
      <FilterBar
        fields={[
          {
            kind: 'search',
            id: 'q',
            value: p.search,
            onChange: p.onSearch,
            placeholder: `Search ${noun} by name`,
          },
          ...p.selects,
        ]}
      />
      <QueryState
        query={p.query}
        pending={<SkeletonGrid count={12} label={`Loading ${noun}...`} />}
        error={p.error}
        empty={p.empty}
        isEmpty={(d) => d.count === 0}
      >
        {(d) => <PersonCardList label={p.title} data={d} page={p.page} onPage={p.onPage} card={p.card} />}
      </QueryState>
    </PageFrame>
  );
}
