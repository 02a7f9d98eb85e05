// A table's sort as one query-string value: "year" (ascending), "-year" (descending), "" (the rows' own order).
import type { SortState } from './data-column';

export const sortFromParam = (value: string): SortState | null =>
  value ? { id: value.replace(/^-/, ''), desc: value.startsWith('-') } : null;

export const sortToParam = (sort: SortState | null): string =>
  sort ? `${sort.desc ? '-' : ''}${sort.id}` : '';
