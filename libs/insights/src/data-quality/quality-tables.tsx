// The report's tables (the shared DataTable): validation rules, sources with licence and rows, set-aside rows.
import type { DataQualityReport, QualityRule, QualitySource, SetAside } from '@trophy-room/contract';
import { Badge, DataTable, type DataColumn } from '@trophy-room/ui-kit';
import { statusVariant } from './status';
import { formatNumber } from '@trophy-room/domain';

const count = (n: number) => formatNumber(n);
const badge = (status: string) => <Badge variant={statusVariant(status)}>{status}</Badge>;

export const ruleColumns: DataColumn<QualityRule>[] = [
  { id: 'rule', header: 'Rule', value: (r) => r.rule, className: 'font-medium text-slate-900' },
  { id: 'league', header: 'League', value: (r) => r.league_name ?? 'Whole dataset' },
  { id: 'metric', header: 'Metric', value: (r) => r.metric },
  { id: 'status', header: 'Status', value: (r) => r.status, cell: (r) => badge(r.status) },
  { id: 'checked', header: 'Checked', value: (r) => r.checked, cell: (r) => count(r.checked), numeric: true },
  { id: 'issues', header: 'Issues', value: (r) => r.issues, cell: (r) => count(r.issues), numeric: true },
  { id: 'detail', header: 'Detail', value: (r) => r.detail, sortable: false },
];

export function RulesTable({ rules, caption }: { rules: QualityRule[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      columns={ruleColumns}
      rows={rules}
      rowKey={(r) => r.id}
      emptyMessage="Every rule passes."
    />
  );
}

const sourceColumns: DataColumn<QualitySource>[] = [
  {
    id: 'name',
    header: 'Source',
    value: (s) => s.name,
    cell: (s) =>
      s.url ? (
        <a href={s.url} className="text-primary-800 hover:underline" rel="noreferrer">
          {s.name}
        </a>
      ) : (
        s.name
      ),
  },
  { id: 'licence', header: 'Licence', value: (s) => s.licence ?? '—' },
  { id: 'rows', header: 'Rows', value: (s) => s.rows, cell: (s) => count(s.rows), numeric: true },
  { id: 'status', header: 'Status', value: (s) => s.status, cell: (s) => badge(s.status) },
];

export function SourcesTable({ sources }: { sources: QualitySource[] }) {
  return (
    <DataTable
      caption="Data sources"
      columns={sourceColumns}
      rows={sources}
      rowKey={(s) => s.id}
      initialSort={{ id: 'rows', desc: true }}
      csvFileName="trophy-room-sources"
    />
  );
}

const setAsideColumns: DataColumn<SetAside>[] = [
  { id: 'source', header: 'Source file set', value: (s) => s.source },
  { id: 'rows', header: 'Rows set aside', value: (s) => s.rows, cell: (s) => count(s.rows), numeric: true },
];

export function SetAsideTable({ report }: { report: DataQualityReport }) {
  return (
    <DataTable
      caption="Rows set aside by the pipeline"
      columns={setAsideColumns}
      rows={report.set_aside}
      rowKey={(s) => s.source}
      emptyMessage="The pipeline set no rows aside."
    />
  );
}
