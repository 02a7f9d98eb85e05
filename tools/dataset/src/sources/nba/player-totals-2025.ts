// NBA player season totals 2021-22..2024-25 (nba_player_totals_bbref_2020_2025, Basketball-Reference 'Totals'
// tables), after the 2021 snapshot the people module reads. The files carry no player ids: a row is the player
// Basketball-Reference's season list (player_season_info) names with that name in that season. A traded player's
// combined '2TM' row is left out, as in the snapshot: his per-team rows are kept. The 2019-20 and 2020-21 rows,
// which the snapshot already has, are only compared with it (bbref-totals.ts reads them).
import type { BuildContext } from '../../model';
import { addBbrefTotals } from './bbref-totals';
import { SRC } from './sources';
import type { TeamsResult } from './teams';

const NBA_TOTALS = SRC.totals2025;
const FILES: [file: string, season: number | null][] = [
  ['nba_player_totals_bbref_2020_2025/nba_totals_2020_2024.csv', null],
  ['nba_player_totals_bbref_2020_2025/NBA_2025_totals.csv', 2025],
];

export function addTotals2025(ctx: BuildContext, t: TeamsResult): void {
  addBbrefTotals(ctx, t, FILES, NBA_TOTALS);
}
