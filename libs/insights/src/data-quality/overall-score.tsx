import type { DataQualityReport } from '@trophy-room/contract';
import { formatDay, formatNumber, formatPercentValue } from '@trophy-room/domain';
import { Badge, Card, StatTile } from '@trophy-room/ui-kit';
import { statusVariant } from './status';

const runTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }) + ' UTC';

/** The overall score with its status line, the data's as-of date, the last run and the issue count. */
export function OverallScore({ report }: { report: DataQualityReport }) {
  return (
    <Card className="flex flex-col gap-4" aria-labelledby="overall-title" role="region">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="overall-title" className="text-xl font-semibold text-slate-900">
          Overall score
        </h2>
        <Badge variant={statusVariant(report.status)}>{report.status}</Badge>
      </div>
      <p className="text-5xl font-extrabold text-primary-800 tabular-nums">
        {formatPercentValue(report.score)}
      </p>
      <p className="text-slate-700">{report.summary}</p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatTile label="Data as of" value={report.as_of ? formatDay(report.as_of) : '—'} />
        <StatTile label="Last run" value={runTime(report.run_at)} />
        <StatTile label="Issues found" value={formatNumber(report.issues)} />
      </div>
    </Card>
  );
}
