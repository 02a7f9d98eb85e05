// The pipeline's reconciliation: per league and figure, how many subjects two sources give, how many agree, and the
// disagreements with and without a stated reason (the figure's rule beside them); then the disagreements themselves,
// a page at a time, for one figure or every figure.
import { useQuery } from '@tanstack/react-query';
import { qualityQueries } from '@trophy-room/api-client';
import type { Disagreement, FigureCheck, SiteFilterParams } from '@trophy-room/contract';
import { formatNumber } from '@trophy-room/domain';
import { Button, DataTable, LoadingSpinner, type DataColumn } from '@trophy-room/ui-kit';
import { useState } from 'react';

const PAGE_SIZE = 20;
const count = (n: number) => formatNumber(n);

function figureColumns(onList: (figure: string) => void): DataColumn<FigureCheck>[] {
  return [
    { id: 'name', header: 'Figure', value: (f) => f.name, className: 'font-medium text-slate-900' },
    { id: 'league', header: 'League', value: (f) => f.league_name },
    {
      id: 'compared',
      header: 'Compared',
      value: (f) => f.compared,
      cell: (f) => count(f.compared),
      numeric: true,
    },
    { id: 'agreed', header: 'Agreed', value: (f) => f.agreed, cell: (f) => count(f.agreed), numeric: true },
    {
      id: 'disagreements',
      header: 'Disagreements',
      value: (f) => f.disagreements,
      cell: (f) =>
        f.disagreements ? (
          <button
            type="button"
            className="text-primary-800 underline"
            onClick={() => onList(f.figure)}
            aria-label={`List the ${f.disagreements} disagreements: ${f.name}, ${f.league_name}`}
          >
            {count(f.disagreements)}
          </button>
        ) : (
          '0'
        ),
      numeric: true,
    },
    {
      id: 'unexplained',
      header: 'Without a reason',
      value: (f) => f.disagreements - f.explained,
      cell: (f) => count(f.disagreements - f.explained),
      numeric: true,
    },
    { id: 'rule', header: 'Rule', value: (f) => f.rule, sortable: false },
  ];
}

export function FigureChecksTable({
  figures,
  onList,
}: {
  figures: FigureCheck[];
  onList: (f: string) => void;
}) {
  return (
    <DataTable
      caption="Figures compared per league"
      columns={figureColumns(onList)}
      rows={figures}
      rowKey={(f) => `${f.league}|${f.figure}`}
      emptyMessage="No figure is given by two sources in these leagues."
    />
  );
}

const claimsText = (d: Disagreement) =>
  d.claims.map((c) => `${c.source}: ${c.value ?? '—'}${c.note ? ` (${c.note})` : ''}`).join('; ');

const disagreementColumns: DataColumn<Disagreement>[] = [
  { id: 'label', header: 'Subject', value: (d) => d.label, className: 'font-medium text-slate-900' },
  { id: 'figure', header: 'Figure', value: (d) => d.figure },
  { id: 'claims', header: 'Sources give', value: claimsText, sortable: false },
  { id: 'kept', header: 'Kept', value: (d) => d.chosen_value ?? '—', sortable: false },
  { id: 'reason', header: 'Reason', value: (d) => d.reason ?? 'No reason known', sortable: false },
];

export function DisagreementList({
  filters,
  figure,
  onClear,
}: {
  filters: SiteFilterParams;
  figure: string | null;
  onClear: () => void;
}) {
  const [page, setPage] = useState(1);
  const [shownFigure, setShownFigure] = useState(figure);
  if (shownFigure !== figure) {
    setShownFigure(figure);
    setPage(1);
  }
  const list = useQuery(
    qualityQueries.disagreements({
      sport__slug: filters.sport__slug,
      level__slug: filters.level__slug,
      page,
      page_size: PAGE_SIZE,
      ...(figure && { figure }),
    }),
  );
  if (list.isPending) return <LoadingSpinner label="Loading the disagreements..." />;
  if (list.isError) return <p className="text-sm text-red-700">The disagreements could not be loaded.</p>;
  const pages = Math.max(1, Math.ceil(list.data.count / PAGE_SIZE));
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        {figure
          ? `${count(list.data.count)} disagreements over ${figure}`
          : `${count(list.data.count)} disagreements`}
        , those without a reason first.{' '}
        {figure && (
          <button type="button" className="text-primary-800 underline" onClick={onClear}>
            Show every figure
          </button>
        )}
      </p>
      <DataTable
        caption="Disagreements between sources"
        columns={disagreementColumns}
        rows={list.data.results}
        rowKey={(d) => d.id}
        emptyMessage="The sources agree on every figure."
      />
      {pages > 1 && (
        <nav aria-label="Disagreement pages" className="flex items-center justify-between gap-3 text-sm">
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-slate-600">
            Page {page} of {pages}
          </span>
          <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
