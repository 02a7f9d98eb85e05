// Every winner of an award, season by season: the season (its page), the winner (their page, or the name as the
// source gives it), the team as named that season (its team season) and the source's note. Sort and search in the URL.
import type { AwardDetail, AwardWinner } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { DataTable, type DataColumn, type SortState } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { yearLabel } from '../shared/format';
import { RecipientName, TeamName } from '../shared/recipient';

const columnsFor = (sport: string): DataColumn<AwardWinner>[] => [
  {
    id: 'year',
    header: 'Season',
    value: (w) => w.year,
    cell: (w) =>
      w.season ? (
        <Link to={paths.season(w.season.slug)} className="text-primary-700 hover:underline">
          {yearLabel(w.year, sport)}
        </Link>
      ) : (
        yearLabel(w.year, sport)
      ),
    className: 'tabular-nums',
  },
  {
    id: 'name',
    header: 'Winner',
    value: (w) => w.name,
    cell: (w) => <RecipientName name={w.name} person={w.person} />,
  },
  {
    id: 'team',
    header: 'Team',
    value: (w) => w.team?.name ?? null,
    cell: (w) => <TeamName team={w.team} year={w.year} />,
  },
  { id: 'notes', header: 'Notes', value: (w) => w.notes },
];

export interface WinnersTableProps {
  award: AwardDetail;
  winners: AwardWinner[];
  sort: SortState | null;
  onSortChange: (sort: SortState | null) => void;
}

export function WinnersTable({ award, winners, sort, onSortChange }: WinnersTableProps) {
  return (
    <DataTable
      caption={`Winners of the ${award.name}`}
      columns={columnsFor(award.league.sport_slug)}
      rows={winners}
      rowKey={(w) => w.id}
      sort={sort}
      onSortChange={onSortChange}
      emptyMessage="No winners match your search."
      csvFileName={`${award.slug}-winners`}
    />
  );
}
