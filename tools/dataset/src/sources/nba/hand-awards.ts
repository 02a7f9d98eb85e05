// The NBA's regular-season awards of 2025-26 (MVP, Defensive Player, Rookie, Sixth Man, Most Improved, Clutch),
// announced after Basketball-Reference's award file was taken: hand/nba/awards_2025_26.csv, one row per award with
// the winner's Basketball-Reference id, his team's code and the pages it was checked against. The row is the award
// file's shape (./awards.ts): the person of that id (unlinked where he has no page), the franchise the code names
// that season.
import type { BuildContext, Row } from '../../model';
import { readHand } from '../../shared/hand';
import { handFileSource } from '../../shared/hand-file-source';
import { int, text } from '../../shared/parse';
import { addAward } from './awards';
import { personKey, teamKey } from './keys';
import type { TeamsResult } from './teams';

const FILE = 'awards_2025_26.csv';
export const handAwardsSource: Row<'sources'> = handFileSource('nba', FILE, 'NBA awards of 2025-26');

/** The award's code in keys and slugs, by its name in the awards table (as ./awards.ts names them). */
const CODES: Record<string, string> = {
  'NBA Most Valuable Player': 'mvp',
  'NBA Defensive Player of the Year': 'dpoy',
  'NBA Rookie of the Year': 'roy',
  'NBA Sixth Man of the Year': 'smoy',
  'NBA Most Improved Player': 'mip',
  'NBA Clutch Player of the Year': 'clutch-poy',
};

export function addHandAwards(ctx: BuildContext, t: TeamsResult): void {
  readHand(ctx, 'nba', FILE).forEach((r, i) => {
    const start = int(r.year);
    const code = CODES[r.award];
    const pid = text(r.player_id);
    const franchise = start === null ? null : t.fr.lookup(r.team, start + 1)?.franchise;
    const at = { source: handAwardsSource.key, file: `hand/nba/${FILE}`, line: i + 2 };
    if (start === null || !code || !pid || !franchise) {
      ctx.report({ ...at, problem: `${r.award} ${r.player}: no such award, id or team ${r.team}; left out` });
      return;
    }
    // A rookie whose only line is in the 2025-26 partial totals has no player page: the award names him unlinked.
    const person = ctx.has('players', personKey(pid)) ? personKey(pid) : null;
    if (!person) ctx.report({ ...at, problem: `${r.award} ${r.player}: no player page to link` });
    addAward(ctx, {
      code,
      name: r.award,
      start,
      id: pid,
      person,
      team: teamKey(franchise),
      recipient: r.player,
      notes: null, // the file's notes are its editors' (how each row was checked)
      source: handAwardsSource.key,
    });
  });
}
