// A player's draft as a page may state it. "Undrafted" is a claim: it holds only where the sources hold every draft
// that could have chosen him, so a player the sources give no draft for is undrafted only when his first season is
// one whose drafts are covered; elsewhere the draft is not in our sources (never a hint that he was undrafted).
// The pipeline computes the covered first seasons per league (the coverage model's `draft` figure) with
// draftDebutSeasons; the API answers draftStatus for each player.

/** What the sources say of a player's draft. */
export type DraftStatus = 'drafted' | 'undrafted' | 'unknown';

/** The coverage model's name of the draft figure: the first seasons whose drafts the sources hold. */
export const DRAFT_FIGURE = 'draft';

/**
 * The first seasons (start years) for which the sources hold every draft that could have chosen a player, from the
 * drafted players of a league: `draft_year` held, and his first season. A player may begin seasons after his draft
 * (the league's longest such wait among its drafted players, computed, never set by hand), so a first season is
 * covered when the drafts of that wait before it are all held: the NFL draft file begins with 1970, so a player who
 * began in 1970 may have been drafted in 1969 (O. J. Simpson, whose 1969 season the sources lack) and is not called
 * undrafted.
 */
export function draftDebutSeasons(
  drafted: Iterable<{ draft_year: number; first_year: number | null }>,
): Set<number> {
  const years = new Set<number>();
  let wait = 0;
  for (const p of drafted) {
    years.add(p.draft_year);
    if (p.first_year !== null) wait = Math.max(wait, p.first_year - p.draft_year);
  }
  const out = new Set<number>();
  for (const y of years) {
    let all = true;
    for (let d = y - wait; all && d < y; d++) all = years.has(d);
    if (all) out.add(y);
  }
  return out;
}

/**
 * A player's draft status: drafted when the sources give his draft; undrafted only when his first season's drafts
 * are all held (`covered`, the coverage model's draft figure) and none has him; else unknown.
 */
export function draftStatus(
  p: { draft_year: number | null; first_year: number | null },
  covered: ReadonlySet<number> | undefined,
): DraftStatus {
  if (p.draft_year !== null) return 'drafted';
  return p.first_year !== null && covered?.has(p.first_year) ? 'undrafted' : 'unknown';
}

/** The words for a draft the sources do not give a team for: "Undrafted", or that it is not in our sources. */
export const draftText = (status: DraftStatus): string | null =>
  status === 'undrafted' ? 'Undrafted' : status === 'unknown' ? 'Draft not in our sources' : null;
