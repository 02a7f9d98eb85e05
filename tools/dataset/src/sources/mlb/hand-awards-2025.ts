// The 2025 BBWAA awards (MVP, Cy Young, Rookie of the Year, Manager of the Year), which Lahman (to 2024) lacks:
// hand/mlb/awards_2025.csv, one row per award and league with its reference. A winner is the person of his Lahman
// playerID, or of his Baseball-Reference id for a player new in 2025; the team is the one of his only 2025 line.
// Run by the 2025 players' step (./bbref-2025-players.ts), after the newcomers it adds.
import type { BuildContext } from '../../model';
import { readHand } from '../../shared/hand';
import { slugify } from '../../shared/slug';
import { HAND_AWARDS_2025, personKey, seasonKey } from './common';

const FILE = 'tools/dataset/hand/mlb/awards_2025.csv';

export function addHandAwards2025(ctx: BuildContext): void {
  const teamsOf = new Map<string, Set<string>>();
  for (const l of ctx.rows('player_seasons')) {
    if (l.season !== seasonKey(2025) || l.is_postseason === true || typeof l.team !== 'string') continue;
    const p = ctx.get('players', String(l.player));
    if (p) teamsOf.set(String(p.person), (teamsOf.get(String(p.person)) ?? new Set()).add(l.team));
  }
  readHand(ctx, 'mlb', 'awards_2025.csv').forEach((h, i) => {
    const person = personKey(h.person_id);
    const year = Number(h.year);
    if (!ctx.has('people', person) || !ctx.has('seasons', seasonKey(year))) {
      ctx.report({
        source: HAND_AWARDS_2025,
        file: FILE,
        line: i + 2,
        problem: `${h.award} ${h.year} ${h.league}: no person ${h.person_id} or season; row left out`,
      });
      return;
    }
    const teams = teamsOf.get(person);
    const slug = slugify(`mlb ${year} ${h.award} ${h.league} ${h.person_id}`);
    ctx.add('awards', {
      key: `mlb:${slug.slice(4)}`,
      slug,
      name: h.award,
      league: 'mlb',
      year,
      season: seasonKey(year),
      person,
      team: teams?.size === 1 ? [...teams][0] : null,
      recipient_name: null,
      notes: h.league,
      source: HAND_AWARDS_2025,
    });
  });
}
