// /data's tables (the shared DataTable): the files with their figures, the years each reaches per league, and the
// sources with their licences.
import type { DataCatalogue, DataSource, DataTable as DataTableFile, Redistribution } from '@trophy-room/contract';
import { formatNumber } from '@trophy-room/domain';
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

interface LeagueYears {
  league: string;
  name: string;
  years: Record<string, string>;
}

/** Rows: the leagues; columns: the tables whose rows carry a year, each cell the years that league's rows reach. */
export function YearsTable({ tables }: { tables: DataTableFile[] }) {
  const dated = tables.filter((t) => t.leagues.some((l) => l.min_year !== null));
  const byLeague = new Map<string, LeagueYears>();
  for (const t of dated)
    for (const l of t.leagues) {
      const row = byLeague.get(l.league) ?? { league: l.league, name: l.league_name, years: {} };
      row.years[t.name] = formatYears(l.min_year, l.max_year);
      byLeague.set(l.league, row);
    }
  const columns: DataColumn<LeagueYears>[] = [
    { id: 'league', header: 'League', value: (r) => r.name, className: 'font-medium text-slate-900' },
    ...dated.map((t) => ({
      id: t.name,
      header: t.name,
      value: (r: LeagueYears) => r.years[t.name] ?? '—',
      numeric: true,
    })),
  ];
  return (
    <DataTable
      caption="Years each league's rows reach, by table"
      columns={columns}
      rows={[...byLeague.values()]}
      rowKey={(r) => r.league}
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
