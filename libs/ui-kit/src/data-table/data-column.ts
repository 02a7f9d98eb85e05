import type { ReactNode } from 'react';

export type CellValue = string | number | null | undefined;

/** One column of a DataTable. */
export interface DataColumn<T> {
  id: string;
  /** The header as shown; may be an abbreviation such as "W" or "PCT". */
  header: string;
  /**
   * The full name of an abbreviated header ("Wins" for "W"): an <abbr title> on screen, the name screen readers give
   * the column (and its sort button), the CSV's header. Give one for every abbreviation.
   */
  title?: string;
  /** The cell's value: what the column sorts by and what the CSV holds. */
  value: (row: T) => CellValue;
  /** How the cell renders (a link, a badge); the value as text when omitted. */
  cell?: (row: T) => ReactNode;
  /** Right-aligned, in tabular figures. */
  numeric?: boolean;
  /** Whether the reader can sort by this column (default true). */
  sortable?: boolean;
  className?: string;
}

export interface SortState {
  id: string;
  desc: boolean;
}
