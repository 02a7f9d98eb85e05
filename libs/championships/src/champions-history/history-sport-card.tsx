import { Card } from '@trophy-room/ui-kit';
import type { HistoryCard } from './group-history';
import { HistoryEntry } from './history-entry';

export interface HistorySportCardProps {
  card: HistoryCard;
  openId: number | null;
  onToggle: (id: number) => void;
}

/** One sport's titles in a year; an empty card reads "No champions recorded". */
export function HistorySportCard({ card, openId, onToggle }: HistorySportCardProps) {
  return (
    <Card padding="sm" className="flex flex-col gap-2">
      <h3 className="font-semibold text-slate-900">{card.sport}</h3>
      {card.entries.length === 0 ? (
        <p className="text-sm text-slate-600">No champions recorded</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {card.entries.map((c) => (
            <HistoryEntry key={c.id} champion={c} open={openId === c.id} onToggle={() => onToggle(c.id)} />
          ))}
        </ul>
      )}
    </Card>
  );
}
