// The rows of a table as CSV (RFC 4180), and the browser download of it.
import type { CellValue, DataColumn } from './data-column';

/** A field quoted when it must be; text a spreadsheet would run as a formula is prefixed with a quote mark. */
export function csvField(value: CellValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+@\t\r]|^-(?!\d)/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line (full column names) and one line per row, in the order given. */
export function toCsv<T>(columns: DataColumn<T>[], rows: T[]): string {
  const lines = [columns.map((c) => csvField(c.title ?? c.header))];
  for (const row of rows) lines.push(columns.map((c) => csvField(c.value(row))));
  return lines.map((l) => l.join(',')).join('\r\n') + '\r\n';
}

/** Saves `csv` as a file through a temporary object URL. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
