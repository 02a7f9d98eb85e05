// Who won the award most often: ranks 1–10 of those who won it more than once, ties sharing a rank (the API's one
// counting rule). Its order is its point, so it does not sort.
import type { AwardDetail, AwardLeader } from '@trophy-room/contract';
import { DataTable, type DataColumn } from '@trophy-room/ui-kit';
import { spanLabel } from '../shared/format';
import { RecipientName } from '../shared/recipient';

const columnsFor = (award: AwardDetail): DataColumn<AwardLeader>[] => [
  { id: 'rank', header: 'Rank', value: (r) => r.rank, numeric: true, sortable: false },
  {
    id: 'name',
    header: 'Recipient',
    value: (r) => r.name,
    cell: (r) => <RecipientName name={r.name} person={r.person} />,
    sortable: false,
  },
  { id: 'wins', header: 'Wins', value: (r) => r.wins, numeric: true, sortable: false },
  {
    id: 'seasons',
    header: 'Seasons',
    value: (r) => spanLabel({ ...r, league: award.league }),
    sortable: false,
  },
];

export function MostWinsTable({ award }: { award: AwardDetail }) {
  return (
    <section aria-labelledby="most-wins" className="flex flex-col gap-3">
      <h2 id="most-wins" className="text-lg font-semibold text-slate-900">
        Most Wins
      </h2>
      {award.most_wins.length === 0 ? (
        <p className="text-slate-600">No one has won it more than once.</p>
      ) : (
        <DataTable
          caption={`Most wins of the ${award.name}`}
          columns={columnsFor(award)}
          rows={award.most_wins}
          rowKey={(r) => `${r.person?.slug ?? r.name}`}
          csvFileName={`${award.slug}-most-wins`}
        />
      )}
    </section>
  );
}
