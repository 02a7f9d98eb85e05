// NBA player season totals 2025-26 (nba_player_totals_bbref_2026_partial): a Basketball-Reference 'Totals' table
// taken mid-season, through the games of 2026-01-14. Read like the 2021-22..2024-25 tables (no player ids: joined by
// name and season; a traded player's combined row left out); its rows carry their own source, whose notes and the
// report below say where the figures stop, so pages can label them partial.
import type { BuildContext } from '../../model';
import { addBbrefTotals } from './bbref-totals';
import { SRC, TOTALS_2026_THROUGH } from './sources';
import type { TeamsResult } from './teams';

const FILE = 'nba_player_totals_bbref_2026_partial/nba_2026_totals.csv';

export function addTotals2026(ctx: BuildContext, t: TeamsResult): void {
  addBbrefTotals(ctx, t, [[FILE, 2026]], SRC.totals2026);
  ctx.report({
    source: SRC.totals2026,
    file: FILE,
    problem: `2025-26 player totals are a mid-season snapshot through ${TOTALS_2026_THROUGH} (final 2025-26 totals not in the sources)`,
  });
}
