import type { ReactNode } from 'react';
import { Card } from '@trophy-room/ui-kit';

export interface RecordCardProps {
  title: string;
  value: ReactNode;
  detail?: ReactNode;
}

/** One record (Most Titles, Longest Streak, Highest Score): the holder and how. */
export function RecordCard({ title, value, detail }: RecordCardProps) {
  return (
    <Card className="flex flex-col gap-1">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h2>
      <p className="text-lg font-bold text-slate-900">{value}</p>
      {detail && <p className="text-sm text-slate-600">{detail}</p>}
    </Card>
  );
}
