// Every award in one sortable table (sort in the URL), with a CSV download.
import type { AwardSummary } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { DataTable, type DataColumn, type SortState } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { yearLabel } from '../shared/format';

const columns: DataColumn<AwardSummary>[] = [
  {
    id: 'name',
    header: 'Award',
    value: (a) => a.name,
    cell: (a) => (
      <Link to={paths.award(a.slug)} className="font-medium text-primary-700 hover:underline">
        {a.name}
      </Link>
    ),
  },
  { id: 'league', header: 'League', value: (a) => a.league.abbreviation },
  {
    id: 'count',
    header: 'Given',
    title: 'Times given (winners and selections)',
    value: (a) => a.count,
    numeric: true,
  },
  { id: 'recipients', header: 'Recipients', value: (a) => a.recipients, numeric: true },
  {
    id: 'first',
    header: 'First',
    title: 'First season given',
    value: (a) => a.first_year,
    cell: (a) => yearLabel(a.first_year, a.league.sport_slug),
    className: 'tabular-nums',
  },
  {
    id: 'last',
    header: 'Last',
    title: 'Last season given',
    value: (a) => a.last_year,
    cell: (a) => yearLabel(a.last_year, a.league.sport_slug),
    className: 'tabular-nums',
  },
];

export interface AwardsTableProps {
  awards: AwardSummary[];
  sort: SortState | null;
  onSortChange: (sort: SortState | null) => void;
}

export function AwardsTable({ awards, sort, onSortChange }: AwardsTableProps) {
  return (
    <DataTable
      caption="Awards"
      columns={columns}
      rows={awards}
      rowKey={(a) => a.slug}
      sort={sort}
      onSortChange={onSortChange}
      emptyMessage="No awards match your filters."
      csvFileName="awards"
    />
  );
}
