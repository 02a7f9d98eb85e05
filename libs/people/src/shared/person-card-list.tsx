// A page of a server-paged person directory: the cards in a grid, then the pager.
import type { ReactNode } from 'react';
import { DIRECTORY_PAGE_SIZE } from './directory-query';
import { Pager } from './pager';

export interface PersonCardListProps<T extends { id: number }> {
  /** The list's accessible name, e.g. "Players"; the pager counts in it lower-cased ("1–24 of 90 players"). */
  label: string;
  /** One page of the directory as the API sends it. */
  data: { results: readonly T[]; count: number };
  page: number;
  onPage: (page: number) => void;
  card: (person: T) => ReactNode;
}

export function PersonCardList<T extends { id: number }>({
  label,
  data,
  page,
  onPage,
  card,
}: PersonCardListProps<T>) {
  return (
    <>
      <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.results.map((person) => (
          <li key={person.id}>{card(person)}</li>
        ))}
      </ul>
      <Pager
        page={page}
        pageSize={DIRECTORY_PAGE_SIZE}
        count={data.count}
        noun={label.toLowerCase()}
        onPage={onPage}
      />
    </>
  );
}
