// The Stanley Cups before the NHL (1893-1917), written by hand as data (hand/nhl/pre_nhl_stanley_cups.csv, one row
// per Cup year with its reference; `year` there is the year the Cup was won). No NHL season existed, so such a
// result has no season row (its era_note says so and addResult leaves its season empty); its year is the season's
// start year as for every result, and its title year the year the Cup was won. The winner is linked to an NHL
// franchise only where that franchise counts the Cup as its own (the 1916 Canadiens, in the NHA); every other winner
// (Montreal Victorias, Ottawa Silver Seven…) is named as it was and linked to none. Where a Cup changed hands
// during a season (the challenge era), the row is the holder at the season's end and the note names the earlier one.
import type { BuildContext } from '../../model';
import { HAND, readHand } from './common';
import { NO_GAME, type FinalResult } from './stanley-cup';

const eraNote: Record<string, string> = {
  challenge: 'Before the NHL (challenge era)',
  'nha-pcha': 'Before the NHL (NHA v PCHA)',
};

export function preNhlCups(ctx: BuildContext): FinalResult[] {
  return readHand(ctx, 'pre_nhl_stanley_cups.csv').map((h, i) => {
    const note = eraNote[h.era];
    if (!note) throw new Error(`hand/nhl/pre_nhl_stanley_cups.csv line ${i + 2}: unknown era ${h.era}`);
    return {
      year: Number(h.year) - 1,
      winner: h.winner || null,
      runnerUp: h.runner_up || null,
      winnerName: h.winner_name,
      runnerUpName: h.runner_up_name || null,
      series: h.series_result || null,
      ...NO_GAME,
      notes: h.notes || null,
      eraNote: note,
      source: HAND,
    };
  });
}
