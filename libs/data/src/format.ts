// How /data writes sizes and year spans.
import { formatNumber, yearRange } from '@trophy-room/domain';

/** A file size in the units a download button shows: "812 B", "27.1 kB", "9.12 MB" (powers of 1,000). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${formatNumber(bytes / 1000, 1)} kB`;
  return `${formatNumber(bytes / 1_000_000, 2)} MB`;
}

/** "1920–2025", one year alone, or a dash when the rows have no year. */
export function formatYears(min: number | null, max: number | null): string {
  if (min === null || max === null) return '—';
  return yearRange(min, max);
}
