// The data dictionary: for each table, every column with its type, meaning, unit and whether it may be empty, as
// libs/db describes them (the schema's one source). One disclosure per table, so the page stays short on a phone.
import type { DataColumn as Column, DataTable as DataTableFile } from '@trophy-room/contract';
import { DataTable, type DataColumn } from '@trophy-room/ui-kit';
import { useEffect, useRef, useState } from 'react';

const columns: DataColumn<Column>[] = [
  {
    id: 'name',
    header: 'Column',
    value: (c) => c.name,
    cell: (c) => <code className="text-sm font-medium text-slate-900">{c.name}</code>,
  },
  {
    id: 'type',
    header: 'Type',
    value: (c) => (c.references ? `${c.type} → ${c.references}.id` : c.type),
  },
  { id: 'description', header: 'Meaning', value: (c) => c.description, sortable: false },
  { id: 'unit', header: 'Unit', value: (c) => c.unit ?? '—' },
  { id: 'nullable', header: 'May be empty', value: (c) => (c.nullable ? 'yes' : 'no') },
];

export function Dictionary({ tables }: { tables: DataTableFile[] }) {
  return (
    <div className="flex flex-col gap-2">
      {tables.map((t) => (
        <TableColumns key={t.name} table={t} />
      ))}
    </div>
  );
}

/**
 * One table's disclosure. Its columns' table is rendered when it is opened, so the page's HTML carries the summaries
 * and not twenty closed tables (their rows are in the page's data either way).
 */
function TableColumns({ table: t }: { table: DataTableFile }) {
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before the page came alive: show it now.
  useEffect(() => setOpen(details.current?.open ?? false), []);
  return (
    <details
      ref={details}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="rounded-lg border border-slate-200 bg-white px-4 py-2"
    >
      <summary className="cursor-pointer py-1 font-medium text-slate-900">
        <code>{t.name}</code>{' '}
        <span className="text-sm font-normal text-slate-600">
          — {t.columns.length} columns. {t.description}
        </span>
      </summary>
      {open && (
        <DataTable
          caption={`Columns of ${t.file}`}
          columns={columns}
          rows={t.columns}
          rowKey={(c) => c.name}
          csvFileName={`trophy-room-dictionary-${t.name}`}
          className="my-3"
        />
      )}
    </details>
  );
}
