import type { HistoryYear } from './group-history';
import { HistorySportCard } from './history-sport-card';

export interface HistoryYearSectionProps {
  group: HistoryYear;
  openId: number | null;
  onToggle: (id: number) => void;
}

/** A year heading over its sport cards. */
export function HistoryYearSection({ group, openId, onToggle }: HistoryYearSectionProps) {
  const headingId = `history-${group.year}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-bold text-primary-800">
        {group.year}
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {group.cards.map((card) => (
          <HistorySportCard key={card.sport} card={card} openId={openId} onToggle={onToggle} />
        ))}
      </div>
    </section>
  );
}
