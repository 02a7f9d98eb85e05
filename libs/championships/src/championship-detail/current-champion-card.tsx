import type { ChampionshipResult } from '@trophy-room/contract';
import { Card, TrophyIcon } from '@trophy-room/ui-kit';
import { finalDateNote } from '../shared/final-date';
import { ChampionLink } from './champion-link';
import { runnerUpName, scoreLine } from './result-format';

/** The latest result: the reigning champion (the last one, for a discontinued title), the year, score and opponent. */
export function CurrentChampionCard({
  result,
  ended = false,
}: {
  result: ChampionshipResult | undefined;
  ended?: boolean;
}) {
  const played = result ? finalDateNote(result.title_year, result.game_date) : null;
  return (
    <Card tone="highlight" className="flex flex-col gap-2" aria-labelledby="current-champion">
      <h2
        id="current-champion"
        className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-primary-800"
      >
        <TrophyIcon className="size-5" />
        {ended ? 'Last Champion' : 'Current Champion'}
      </h2>
      {result ? (
        <>
          <p className="text-2xl font-bold text-slate-900">
            <ChampionLink result={result} />
          </p>
          <p className="text-slate-700">
            {result.title_year}
            {result.edition && result.edition !== String(result.title_year) ? ` · ${result.edition}` : ''}
            {scoreLine(result) ? ` · ${scoreLine(result)}` : ''}
            {runnerUpName(result) ? ` vs ${runnerUpName(result)}` : ''}
          </p>
          {played && <p className="text-sm text-slate-600">{played}</p>}
        </>
      ) : (
        <p className="text-slate-600">No champions recorded</p>
      )}
    </Card>
  );
}
