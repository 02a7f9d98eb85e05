// The report's tables (the shared DataTable): validation rules, sources with licence and rows, set-aside rows.
import type {
  DataQualityReport,
  FeedState,
  QualityRule,
  QualitySource,
  SetAside,
} from '@trophy-room/contract';
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

/** "12 s", "4 min", "3 h", "2 d": how far behind a feed is. */
export function lagText(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  if (seconds < 172800) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86400)} d`;
}

const when = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 16) + ' UTC' : 'Never');

const feedColumns: DataColumn<FeedState>[] = [
  { id: 'name', header: 'Feed', value: (f) => f.name, className: 'font-medium text-slate-900' },
  { id: 'status', header: 'Status', value: (f) => f.status, cell: (f) => badge(f.status) },
  {
    id: 'success',
    header: 'Last success',
    value: (f) => f.last_success ?? '',
    cell: (f) => when(f.last_success),
  },
  {
    id: 'error',
    header: 'Last error',
    value: (f) => f.last_error ?? '',
    cell: (f) => (f.last_error ? `${when(f.last_error)}: ${f.last_error_message ?? ''}` : 'None'),
    sortable: false,
  },
  {
    id: 'lag',
    header: 'Lag',
    value: (f) => f.lag_seconds,
    cell: (f) => lagText(f.lag_seconds),
    numeric: true,
  },
  {
    id: 'games',
    header: 'Games applied',
    value: (f) => f.games_applied,
    cell: (f) => count(f.games_applied),
    numeric: true,
  },
];

export function FeedsTable({ feeds }: { feeds: FeedState[] }) {
  return (
    <DataTable
      caption="Each feed: last success, last error and lag"
      columns={feedColumns}
      rows={feeds}
      rowKey={(f) => f.feed}
    />
  );
}
