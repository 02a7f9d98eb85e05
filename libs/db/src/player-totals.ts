// A player's regular-season totals (player_totals, migration 0025): per key, the sum of the numbers his regular-season
// lines' stats hold at that key, as the player details statement summed them per request (jsonb_each, sum(numeric),
// jsonb_object_agg: a page of 200 MLB players was 130 ms of its 190). Derived by the loader in the pass that derives
// the leader tables (leaders.ts), the sums exact as numeric's (decimal.ts).
import { add, type Decimal, formatDecimal, fromNumber } from './decimal';

/** The keys' sums of one player's lines, then his row of player_totals (CSV: player_id, totals as JSON). */
export class PlayerTotals {
  private sums = new Map<string, Decimal>();
  private out: string[] = ['player_id,totals\n'];

  /** One line's stats: a postseason line counts for nothing; of a regular-season one, every top-level number. */
  line(stats: Record<string, unknown>, postseason: boolean) {
    if (postseason) return;
    for (const key in stats) {
      const v = stats[key];
      if (typeof v !== 'number') continue;
      const prev = this.sums.get(key);
      this.sums.set(key, prev === undefined ? fromNumber(v) : add(prev, fromNumber(v)));
    }
  }

  /** The player's lines are all read: his row, when any of them held a number (else no row: his totals are null). */
  end(player: number) {
    if (!this.sums.size) return;
    // The JSON object written into a quoted CSV cell (each quote doubled), a string at a time.
    let row = `${player},"{`;
    let first = true;
    for (const [k, v] of this.sums) {
      row += `${first ? '' : ','}${JSON.stringify(k).replace(/"/g, '""')}:${formatDecimal(v)}`;
      first = false;
    }
    this.out.push(`${row}}"\n`);
    this.sums = new Map();
  }

  /** Starts again (the lines are read again in another order). */
  reset() {
    this.sums.clear();
    this.out.length = 1;
  }

  csv(): Buffer {
    return Buffer.from(this.out.join(''));
  }
}
