// Export: the figures on screen as one CSV — the KPIs with change and trend, then every chart's points, then the notes.
import type { AnalyticsFigures } from '@trophy-room/contract';
import { toCsv, type DataColumn } from '@trophy-room/ui-kit';
import { formatChange } from './kpi-cards';

interface CsvRow {
  section: string;
  figure: string;
  value: string | number | null;
  change: string;
  trend: string;
}

const columns: DataColumn<CsvRow>[] = [
  { id: 'section', header: 'Section', value: (r) => r.section },
  { id: 'figure', header: 'Figure', value: (r) => r.figure },
  { id: 'value', header: 'Value', value: (r) => r.value },
  { id: 'change', header: 'Change', value: (r) => r.change },
  { id: 'trend', header: 'Trend', value: (r) => r.trend },
];

export function analyticsCsv(f: AnalyticsFigures): string {
  const period = f.previous ? `${f.period.label} vs ${f.previous.label}` : f.period.label;
  const rows: CsvRow[] = [
    { section: 'Period', figure: period, value: f.as_of, change: '', trend: '' },
    ...f.kpis.map((k) => ({
      section: 'KPI',
      figure: k.label,
      value: k.value,
      change: k.change === null ? '' : formatChange(k),
      trend: k.trend,
    })),
    ...f.charts.flatMap((c) =>
      c.points.map((p) => ({ section: c.title, figure: p.label, value: p.value, change: '', trend: '' })),
    ),
    ...f.insights.map((i) => ({ section: 'Insight', figure: i.title, value: i.text, change: '', trend: '' })),
  ];
  return toCsv(columns, rows);
}
