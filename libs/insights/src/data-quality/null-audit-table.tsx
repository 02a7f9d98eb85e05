// The null audit: per league and field a page shows, the share of empty values over every era, and once, the eras
// no source holds the field for (instead of "N/A" in every box of those pages).
import type { NullAuditRow } from '@trophy-room/contract';
import { DataTable, type DataColumn } from '@trophy-room/ui-kit';

export interface FieldAudit {
  key: string;
  league_name: string;
  page: string;
  field: string;
  rows: number;
  empty: number;
  notes: string;
}

const PAGES: Record<string, string> = {
  teams: 'Team',
  team_seasons: 'Team season',
  players: 'Player',
  coaches: 'Coach',
};

/** Adjacent spans of seasons joined, each named as a reader says it: 1920s–1950s, 1960–1965, 2025. */
export function spanLabels(spans: readonly [number, number][]): string {
  const joined: [number, number][] = [];
  for (const [a, b] of [...spans].sort((x, y) => x[0] - y[0])) {
    const last = joined[joined.length - 1];
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else joined.push([a, b]);
  }
  const decades = (a: number, b: number) => a % 10 === 0 && b % 10 === 9;
  return joined
    .map(([a, b]) =>
      decades(a, b) ? (b - a === 9 ? `${a}s` : `${a}s–${b - 9}s`) : a === b ? `${a}` : `${a}–${b}`,
    )
    .join(', ');
}

/** One row per league, page and field: the eras summed, and the seasons of each note. */
export function fieldAudits(rows: NullAuditRow[]): FieldAudit[] {
  const out = new Map<string, FieldAudit & { eras: Map<string, [number, number][]> }>();
  for (const r of rows) {
    const key = `${r.league}|${r.table}|${r.field}`;
    let a = out.get(key);
    if (!a)
      out.set(
        key,
        (a = {
          key,
          league_name: r.league_name,
          page: PAGES[r.table] ?? r.table,
          field: r.field,
          rows: 0,
          empty: 0,
          notes: '',
          eras: new Map(),
        }),
      );
    a.rows += r.rows;
    a.empty += r.empty;
    if (r.note) a.eras.set(r.note, [...(a.eras.get(r.note) ?? []), [r.first_year, r.last_year]]);
  }
  return [...out.values()].map(({ eras, ...a }) => ({
    ...a,
    notes: [...eras].map(([note, e]) => `${spanLabels(e)}: ${note}`).join(' '),
  }));
}

const share = (a: FieldAudit) => (a.rows ? Math.round((1000 * a.empty) / a.rows) / 10 : 0);

const columns: DataColumn<FieldAudit>[] = [
  { id: 'league', header: 'League', value: (a) => a.league_name },
  { id: 'page', header: 'Page', value: (a) => a.page },
  { id: 'field', header: 'Field', value: (a) => a.field, className: 'font-medium text-slate-900' },
  { id: 'rows', header: 'Rows', value: (a) => a.rows, numeric: true },
  { id: 'empty', header: 'Empty', value: share, cell: (a) => `${share(a)}%`, numeric: true },
  { id: 'notes', header: 'Where no source holds it', value: (a) => a.notes || '—', sortable: false },
];

export function NullAuditTable({ rows }: { rows: NullAuditRow[] }) {
  return (
    <DataTable
      caption="Empty fields per league"
      columns={columns}
      rows={fieldAudits(rows)}
      rowKey={(a) => a.key}
      emptyMessage="No fields audited for these leagues."
    />
  );
}
