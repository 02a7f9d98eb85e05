import type { ChampionshipResult } from '@trophy-room/contract';
import { Card } from '@trophy-room/ui-kit';
import { useState } from 'react';
import { RecentChampionRow } from './recent-champion-row';

/** How many results the list shows (the product's limit for recent champions). */
export const RECENT_CHAMPIONS = 5;

/** The latest results, newest first; one row is open at a time. */
export function RecentChampions({ results }: { results: ChampionshipResult[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Card aria-labelledby="recent-champions">
      <h2 id="recent-champions" className="mb-2 text-lg font-semibold text-slate-900">
        Recent Champions
      </h2>
      {results.length === 0 ? (
        <p className="text-slate-600">No champions recorded</p>
      ) : (
        <ul>
          {results.slice(0, RECENT_CHAMPIONS).map((r) => (
            <RecentChampionRow
              key={r.id}
              result={r}
              open={openId === r.id}
              onToggle={() => setOpenId(openId === r.id ? null : r.id)}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
