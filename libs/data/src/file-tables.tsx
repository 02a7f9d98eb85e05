// /data's tables (the shared DataTable): the files with their figures, the seasons each holds per league, and the
// sources with their licences.
import type {
  DataCatalogue,
  DataLeagueSpan,
  DataSource,
  DataTable as DataTableFile,
  Redistribution,
} from '@trophy-room/contract';
import { formatNumber, runsText } from '@trophy-room/domain';
import { Badge, DataTable, type BadgeVariant, type DataColumn } from '@trophy-room/ui-kit';
import { formatBytes, formatYears } from './format';

export const termLabels: Record<Redistribution, string> = {
  open: 'Open licence',
  facts: 'Facts by hand',
  unlicensed: 'No licence stated',
  restricted: 'Restricted',
};
const termVariant: Record<Redistribution, BadgeVariant> = {
  open: 'success',
  facts: 'success',
  unlicensed: 'warning',
  restricted: 'error',
};
export const TermBadge = ({ term }: { term: Redistribution }) => (
  <Badge variant={termVariant[term]}>{termLabels[term]}</Badge>
);

/** "1,203 open · 24 no licence stated": a table's rows by what their sources allow. */
const termsText = (t: DataTableFile) =>
  (Object.keys(termLabels) as Redistribution[])
    .filter((k) => t.terms[k] > 0)
    .map((k) => `${formatNumber(t.terms[k])} ${termLabels[k].toLowerCase()}`)
    .join(' · ');

const spanOf = (t: DataTableFile) => {
  const mins = t.leagues.map((l) => l.min_year).filter((y): y is number => y !== null);
  const maxs = t.leagues.map((l) => l.max_year).filter((y): y is number => y !== null);
  return mins.length ? formatYears(Math.min(...mins), Math.max(...maxs)) : '—';
};

const fileColumns: DataColumn<DataTableFile>[] = [
  {
    id: 'file',
    header: 'File',
    value: (t) => t.file,
    cell: (t) => (
      <a href={t.url} download className="font-medium text-primary-800 hover:underline">
        {t.file}
      </a>
    ),
  },
  { id: 'description', header: 'What it holds', value: (t) => t.description, sortable: false },
  { id: 'rows', header: 'Rows', value: (t) => t.rows, cell: (t) => formatNumber(t.rows), numeric: true },
  { id: 'bytes', header: 'Size', value: (t) => t.bytes, cell: (t) => formatBytes(t.bytes), numeric: true },
  { id: 'years', header: 'Years', value: spanOf, sortable: false },
  { id: 'terms', header: 'Rows by source terms', value: termsText, sortable: false },
  {
    id: 'sha256',
    header: 'SHA-256',
    title: 'SHA-256 checksum of the file',
    value: (t) => t.sha256,
    cell: (t) => <code className="text-xs break-all text-slate-700">{t.sha256}</code>,
    sortable: false,
  },
];

export function FilesTable({ tables }: { tables: DataTableFile[] }) {
  return (
    <DataTable
      caption="Dataset files"
      columns={fileColumns}
      rows={tables}
      rowKey={(t) => t.name}
      csvFileName="trophy-room-data-files"
    />
  );
}

interface LeagueTable {
  key: string;
  league: string;
  table: string;
  rows: number;
  held: string;
  missing: string;
}

/** A table's seasons for one league: its runs of seasons held (or its year span, for a table not of seasons). */
const heldText = (l: DataLeagueSpan) =>
  l.held.length ? runsText(l.held, null) : formatYears(l.min_year, l.max_year);

/**
 * One row per league and table whose rows carry a year: the seasons held, with gaps, and the league's seasons the
 * table lacks (start years), as the pipeline's coverage computes them.
 */
export function YearsTable({ tables }: { tables: DataTableFile[] }) {
  const rows: LeagueTable[] = [];
  for (const t of tables)
    for (const l of t.leagues) {
      if (l.min_year === null) continue;
      rows.push({
        key: `${l.league}/${t.name}`,
        league: l.league_name,
        table: t.name,
        rows: l.rows,
        held: heldText(l),
        missing: l.held.length ? (l.missing.length ? runsText(l.missing, null) : 'none') : '—',
      });
    }
  rows.sort((a, b) => a.league.localeCompare(b.league) || a.table.localeCompare(b.table));
  const columns: DataColumn<LeagueTable>[] = [
    { id: 'league', header: 'League', value: (r) => r.league, className: 'font-medium text-slate-900' },
    { id: 'table', header: 'Table', value: (r) => r.table },
    { id: 'rows', header: 'Rows', value: (r) => r.rows, cell: (r) => formatNumber(r.rows), numeric: true },
    { id: 'held', header: 'Seasons held', value: (r) => r.held, sortable: false },
    { id: 'missing', header: "League seasons missing", value: (r) => r.missing, sortable: false },
  ];
  return (
    <DataTable
      caption="Seasons each league's rows hold, by table (season start years)"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.key}
      csvFileName="trophy-room-data-years"
    />
  );
}

const sourceColumns: DataColumn<DataSource>[] = [
  {
    id: 'title',
    header: 'Source',
    value: (s) => s.title,
    cell: (s) =>
      s.url ? (
        <a href={s.url} className="text-primary-800 hover:underline" rel="noreferrer">
          {s.title}
        </a>
      ) : (
        s.title
      ),
  },
  { id: 'licence', header: 'Licence', value: (s) => s.licence },
  { id: 'attribution', header: 'Attribution', value: (s) => s.attribution, sortable: false },
  {
    id: 'redistribution',
    header: 'Redistribution',
    value: (s) => termLabels[s.redistribution],
    cell: (s) => <TermBadge term={s.redistribution} />,
  },
];

export function SourcesTable({ catalogue }: { catalogue: DataCatalogue }) {
  return (
    <DataTable
      caption="Sources, their licences and what they allow"
      columns={sourceColumns}
      rows={catalogue.sources}
      rowKey={(s) => s.title}
      csvFileName="trophy-room-data-sources"
    />
  );
}
