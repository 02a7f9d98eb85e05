// NFL season rosters 1970-2024 (nfl_rosters_nflverse) for the drafted players the pipeline knows (1980-2025 drafts):
// team, jersey and position per season, so a player's latest team is in the data. Rows of players not drafted
// since 1980 are counted, not guessed into new people (no id joins them to anyone before about 2005).
import type { BuildContext } from '../../model';
import { F, L, int } from './util';
import type { Teams } from './teams';

const FIRST = 1970;
const LAST = 2024;
const SOURCE = 'nfl-rosters-nflverse';
/** GSIS team codes of the roster files, as the draft file's (PFR-style) codes the team map reads. */
const gsisCodes: Record<string, string> = {
  ARZ: 'ARI',
  BLT: 'BAL',
  CLV: 'CLE',
  HST: 'HOU',
  SL: 'STL',
  LA: 'RAM',
  LV: 'LVR',
  SD: 'SDG',
};

const norm = (s: string | undefined) => (s ?? '').trim().toLowerCase();

/**
 * How a roster row finds its drafted player: pfr id, else gsis id, else (older rows carry no ids) the only draftee
 * ever drafted under that name, drafted in the 20 seasons up to this one, from the same college when both say.
 */
function playerIndex(ctx: BuildContext) {
  const byGsis = new Map<string, string>();
  const byName = new Map<string, { id: string; season: number; college: string }[]>();
  for (const r of ctx.readCsv(F.draft)) {
    const id = (r.pfr_player_id ?? '').trim();
    if (!id || !ctx.has('players', `${L}:${id}`)) continue;
    if (r.gsis_id) byGsis.set(r.gsis_id.trim(), id);
    const k = norm(r.pfr_player_name);
    byName.set(k, [...(byName.get(k) ?? []), { id, season: int(r.season) ?? 0, college: norm(r.college) }]);
  }
  return (r: Record<string, string>, season: number): string | null => {
    const pfr = (r.pfr_id ?? '').trim() || byGsis.get((r.gsis_id ?? '').trim());
    if (pfr) return ctx.has('players', `${L}:${pfr}`) ? `${L}:${pfr}` : null;
    const same = byName.get(norm(r.full_name)) ?? [];
    const college = norm(r.college);
    if (new Set(same.map((d) => d.id)).size !== 1) return null;
    const d = same[0];
    const fits =
      d.season <= season && d.season >= season - 20 && (!college || !d.college || college === d.college);
    return fits ? `${L}:${d.id}` : null;
  };
}

export function addRosters(ctx: BuildContext, teams: Teams): void {
  if (!ctx.has('sources', SOURCE)) {
    ctx.add('sources', {
      key: SOURCE,
      name: 'nflverse season rosters 1970-2024 (via Relenes510/nfl_project)',
      url: 'https://github.com/nflverse/nflverse-rosters',
      licence: 'MIT (nflverse/nflverse-rosters); roster facts from the NFL',
      attribution: 'nflverse (nflfastR.roster authors)',
      notes: 'Season rosters: team, jersey number and position of each player in each season.',
    });
  }
  const find = playerIndex(ctx);
  for (let season = FIRST; season <= LAST; season++) {
    const file = `nfl_rosters_nflverse/roster_${season}.csv`;
    let unmatched = 0;
    const badCodes = new Set<string>();
    for (const r of ctx.readCsv(file)) {
      const player = find(r, season);
      if (!player) {
        unmatched++;
        continue;
      }
      const team = teams.byCode(gsisCodes[r.team] ?? r.team, season);
      if (!team) {
        badCodes.add(r.team);
        continue;
      }
      const key = `${player}:${team}:${season}`;
      if (ctx.has('roster_entries', key)) continue; // a player is listed once per team and season (2002+ per week)
      const jersey = int(r.jersey_number);
      ctx.add('roster_entries', {
        key,
        player,
        team,
        season: `${L}:${season}`,
        // 0 stands for "unknown" before 1996 (see data/SOURCES.md).
        jersey_number: jersey ? String(jersey) : null,
        position: (r.position ?? '').trim() || null,
        source: SOURCE,
      });
    }
    if (badCodes.size)
      ctx.report({
        source: SOURCE,
        file,
        problem: `unknown team codes ${[...badCodes].sort().join(', ')}; rows skipped`,
      });
    if (unmatched)
      ctx.report({
        source: SOURCE,
        file,
        problem: `${unmatched} rows of players not drafted since 1980 (or not matched to one) not added`,
      });
  }
}
