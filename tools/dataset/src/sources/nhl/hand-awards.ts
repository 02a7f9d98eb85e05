// The major NHL awards after the Hockey Databank (2018-19 onward) from hand/nhl/awards.csv, one row per award-season
// (two for a shared award) with its reference: Hart, Art Ross, Vezina, Norris, Calder, Ted Lindsay, Selke and Rocket
// Richard (Conn Smythe: hand/nhl/conn_smythe.csv, databank-awards.ts). Rows take the databank's shape (its award
// names, the season's start year, the team he won it with). The winner is linked to the NHL player of that name —
// the one on that team's rosters where the name is borne by more than one — and left unlinked (reported) otherwise.
// Runs after the rosters and Hockey-Reference players, which hold the players who came after the databank.
import type { BuildContext } from '../../model';
import { leagueSeasonLabel, seasonKey } from '../../shared/season';
import { slugify } from '../../shared/slug';
import { awardNames } from './databank-awards';
import { HAND, readHand } from './common';

const FILE = 'hand/nhl/awards.csv';

export function addHandAwards(ctx: BuildContext) {
  const byName = new Map<string, string[]>();
  for (const p of ctx.rows('players')) {
    const key = String(p.key);
    if (!key.startsWith('nhl:')) continue;
    const n = slugify(String(ctx.get('people', key)?.full_name ?? ''));
    byName.set(n, [...(byName.get(n) ?? []), key]);
  }
  const teamsOf = new Map<string, Set<string>>();
  for (const r of ctx.rows('roster_entries')) {
    const p = String(r.player);
    teamsOf.set(p, (teamsOf.get(p) ?? new Set()).add(String(r.team)));
  }
  readHand(ctx, 'awards.csv').forEach((h, i) => {
    const line = i + 2;
    const year = Number(h.year);
    const full = awardNames[h.award];
    if (!full) {
      ctx.report({ source: HAND, file: FILE, line, problem: `unknown award ${h.award}; row left out` });
      return;
    }
    const cands = byName.get(slugify(h.player_name)) ?? [];
    const onTeam = cands.filter((p) => teamsOf.get(p)?.has(h.team));
    const person = cands.length === 1 ? cands[0] : onTeam.length === 1 ? onTeam[0] : null;
    if (!person)
      ctx.report({
        source: HAND,
        file: FILE,
        line,
        problem: `${leagueSeasonLabel('nhl', year)} ${full}: ${h.player_name} not linked (${cands.length} NHL players of that name)`,
      });
    const who = person ? String(ctx.get('people', person)!.slug) : slugify(h.player_name);
    ctx.add('awards', {
      key: `nhl:award:${slugify(h.award)}:${year}:${slugify(h.player_name)}`,
      slug: `nhl-${leagueSeasonLabel('nhl', year)}-${slugify(full)}-${who}`,
      name: full,
      league: 'nhl',
      year,
      season: seasonKey('nhl', year),
      person,
      team: h.team,
      recipient_name: h.player_name,
      notes: h.notes || null,
      source: HAND,
    });
  });
}
