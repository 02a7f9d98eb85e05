// The award column of nhl_skaters_hockeyref_2021_2026: Hockey-Reference's award places run together ('Byng-22Hart-2
// Ross-1'); a '-1' is the winner. The Hart, Norris, Calder, Art Ross and Rocket Richard winners are added as awards
// rows (hand-awards.ts' shape) only for an award-season no other source holds: hand/nhl/awards.csv has them to
// 2024-25, so this adds 2025-26's scoring titles (the Ross and the Richard) only: that file was exported before the
// season's votes (SOURCES.md), so its voted awards (the Calder it marks included) are not taken. Where
// hand/nhl/awards.csv holds the award, the two winners are compared and a difference reported. Runs after the hand
// awards.
import type { BuildContext } from '../../model';
import { leagueSeasonLabel, seasonKey } from '../../shared/season';
import { slugify } from '../../shared/slug';
import { awardNames } from './databank-awards';
import { HREF_SKATERS_2021 } from './hockeyref-skaters-2021';
import { readSkaters2021 } from './hockeyref-skaters-2021-read';

/** The column's token → the short award name of hand/nhl/awards.csv and the databank. */
const awards: Record<string, string> = {
  Hart: 'Hart',
  Norris: 'Norris',
  Calder: 'Calder',
  Ross: 'Art Ross',
  Richard: 'Richard',
};

/** The awards decided by a vote, and the first season whose file was exported before its votes (2025-26). */
const VOTED = new Set(['Hart', 'Norris', 'Calder']);
const BEFORE_VOTES = 2025;

/** Returns the number of awards rows added. */
export function addAwardColumn(
  ctx: BuildContext,
  teamOf: (year: number, code: string) => string | null,
  playerOf: Map<string, string>,
): number {
  const held = new Map<string, string[]>(); // `${name}|${year}` → its winners' person keys
  for (const a of ctx.rows('awards'))
    if (a.league === 'nhl') {
      const k = `${String(a.name)}|${String(a.year)}`;
      held.set(k, [...(held.get(k) ?? []), String(a.person)]);
    }
  // A traded winner's award is on each of his rows: the last (his latest team) names the team.
  const winners = new Map<
    string,
    { id: string; name: string; year: number; team: string; file: string; line: number }
  >();
  for (const r of readSkaters2021(ctx))
    for (const [token, short] of Object.entries(awards))
      if (r.year >= BEFORE_VOTES && VOTED.has(short)) continue;
      else if (new RegExp(`${token}-1(?!\\d)`).test(r.cells.Awards ?? '') && !r.total)
        winners.set(`${short}|${r.year}|${r.id}`, { ...r, team: r.team });

  let added = 0;
  for (const [k, w] of winners) {
    const short = k.split('|')[0];
    const full = awardNames[short];
    const person = playerOf.get(w.id) ?? null;
    const already = held.get(`${full}|${w.year}`);
    if (already) {
      if (!person || !already.includes(person))
        ctx.report({
          source: HREF_SKATERS_2021,
          file: w.file,
          line: w.line,
          problem: `${leagueSeasonLabel('nhl', w.year)} ${full}: the award column names ${w.name}, the awards row another winner`,
        });
      continue;
    }
    const slug = String(ctx.get('people', String(person))?.slug ?? slugify(w.name));
    ctx.add('awards', {
      key: `nhl:award:${slugify(short)}:${w.year}:${slugify(w.name)}`,
      slug: `nhl-${leagueSeasonLabel('nhl', w.year)}-${slugify(full)}-${slug}`,
      name: full,
      league: 'nhl',
      year: w.year,
      season: seasonKey('nhl', w.year),
      person,
      team: teamOf(w.year, w.team),
      recipient_name: w.name,
      notes: "Hockey-Reference's award column (nhl_skaters_hockeyref_2021_2026)",
      source: HREF_SKATERS_2021,
    });
    added++;
  }
  return added;
}
