// View Detailed Report: every row behind the figures (team records, leaders, titles or games by league) in the
// shared DataTable, sortable and downloadable.
import type { AnalyticsReport } from '@trophy-room/contract';
import { DataTable, type DataColumn } from '@trophy-room/ui-kit';

type Row = AnalyticsReport['rows'][number];

export function DetailedReport({ report, fileName }: { report: AnalyticsReport; fileName: string }) {
  const columns: DataColumn<Row>[] = report.columns.map((c) => ({
    id: c.key,
    header: c.label,
    value: (r) => r[c.key],
    numeric: c.numeric,
  }));
  return (
    <section aria-labelledby="report-title" className="flex flex-col gap-3" id="detailed-report">
      <h2 id="report-title" className="text-xl font-semibold text-slate-900">
        Detailed report: {report.title.toLowerCase()}
      </h2>
      <DataTable
        caption={report.title}
        columns={columns}
        rows={report.rows}
        rowKey={(r) => report.columns.map((c) => r[c.key]).join('|')}
        emptyMessage="No rows for this timeframe."
        csvFileName={fileName}
      />
    </section>
  );
}
