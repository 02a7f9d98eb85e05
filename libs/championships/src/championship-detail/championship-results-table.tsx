// Every result of a championship in one sortable table (the Recent Champions list shows only the latest five);
// its sort lives in the URL.
import type { ChampionshipResult } from '@trophy-room/contract';
import { championshipParams } from '@trophy-room/routes';
import { DataTable, sortFromParam, sortToParam, useUrlState, type DataColumn } from '@trophy-room/ui-kit';
import { ChampionLink, ResultMarks, VacatedMark } from './champion-link';
import { MvpLink } from './mvp-link';
import { location, runnerUpName, scoreLine, winnerName } from './result-format';

const columns: DataColumn<ChampionshipResult>[] = [
  { id: 'year', header: 'Year', value: (r) => r.title_year, className: 'tabular-nums' },
  { id: 'edition', header: 'Edition', value: (r) => (r.edition !== String(r.title_year) ? r.edition : null) },
  {
    id: 'champion',
    header: 'Champion',
    value: winnerName,
    cell: (r) => (
      <>
        <ChampionLink result={r} />
        <VacatedMark result={r} />
        <ResultMarks result={r} />
      </>
    ),
  },
  { id: 'score', header: 'Score', value: scoreLine, sortable: false, className: 'tabular-nums' },
  { id: 'runner_up', header: 'Runner-up', value: runnerUpName },
  { id: 'venue', header: 'Venue', value: location },
  {
    id: 'mvp',
    header: 'MVP',
    title: 'Most valuable player',
    value: (r) => r.mvp,
    cell: (r) => <MvpLink result={r} />,
  },
];

export function ChampionshipResultsTable({ slug, results }: { slug: string; results: ChampionshipResult[] }) {
  const [{ sort }, setParams] = useUrlState(championshipParams);
  // Without results the Recent Champions card already says "No champions recorded".
  if (results.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900">All Results</h2>
      <DataTable
        caption="All results"
        columns={columns}
        rows={results}
        rowKey={(r) => r.id}
        sort={sortFromParam(sort)}
        onSortChange={(next) => setParams({ sort: sortToParam(next) })}
        csvFileName={`${slug}-results`}
      />
    </div>
  );
}
