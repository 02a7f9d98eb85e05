// Sample standings for the table's tests and stories.
import type { DataColumn } from './data-column';

export interface SampleRow {
  id: number;
  team: string;
  wins: number;
  losses: number;
  pct: number | null;
}

export const sampleRows: SampleRow[] = [
  { id: 1, team: 'Buffalo Bills', wins: 13, losses: 4, pct: 0.765 },
  { id: 2, team: 'Kansas City Chiefs', wins: 15, losses: 2, pct: 0.882 },
  { id: 3, team: 'Miami Dolphins', wins: 8, losses: 9, pct: 0.471 },
  { id: 4, team: 'Denver Broncos', wins: 10, losses: 7, pct: null },
];

export const sampleColumns: DataColumn<SampleRow>[] = [
  { id: 'team', header: 'Team', value: (r) => r.team },
  { id: 'wins', header: 'W', title: 'Wins', value: (r) => r.wins, numeric: true },
  { id: 'losses', header: 'L', title: 'Losses', value: (r) => r.losses, numeric: true },
  { id: 'pct', header: 'PCT', title: 'Win percentage', value: (r) => r.pct, numeric: true },
];

/** Many rows and wide columns: a season's worth, for scrolling stories. */
export const manyRows: SampleRow[] = Array.from({ length: 120 }, (_, i) => ({
  id: i + 1,
  team: `Team ${String(i + 1).padStart(3, '0')}`,
  wins: (i * 7) % 17,
  losses: 17 - ((i * 7) % 17),
  pct: Number((((i * 7) % 17) / 17).toFixed(3)),
}));
