import { Card } from '@trophy-room/ui-kit';

/** The next edition: the page's layout keeps this card, never filled, since the data holds no future finals. */
export function NextChampionshipCard() {
  return (
    <Card className="flex flex-col gap-1 border-dashed">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Next Championship</h2>
      <p className="text-lg font-bold text-slate-900">To be announced</p>
      <p className="text-sm text-slate-600">Date, venue and teams will appear here once they are set.</p>
    </Card>
  );
}
