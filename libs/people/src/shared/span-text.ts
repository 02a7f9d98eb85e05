// Whole, or labelled partial — the one mechanism for every figure on a person's page that is built from rows with a
// known end: the API's FigureSpan says which seasons the rows cover (the season table's), whether they stop before
// the career does, or which source's career total stands instead. The label here; SpanNote (figure-span.tsx) shows it
// next to the figure, and the page's head description reads it too.
import type { FigureSpan } from '@trophy-room/contract';
import { latestSeasonText, seasonLabel } from '@trophy-room/season-context';

/** "1984-85 to 2021-22" (or one season), labelled the sport's way; null when the rows are none. */
export function spanSeasons(span: FigureSpan, sport: string): string | null {
  if (span.first_year === null || span.last_year === null) return null;
  const first = seasonLabel(span.first_year, sport);
  const last = seasonLabel(span.last_year, sport);
  return first === last ? first : `${first} to ${last}`;
}

/**
 * The label a figure built on the span goes by: "in our sources, 1984-85 to 2021-22"; "from <source> (<its note>)"
 * for a source's career total; null when there is nothing to label.
 */
export function spanText(span: FigureSpan, sport: string): string | null {
  const seasons = spanSeasons(span, sport);
  if (seasons) return `in our sources, ${seasons}`;
  if (span.source) {
    const note = span.source_note ? ` (${span.source_note.replace(/\.$/, '')})` : '';
    // A total with one team (a school's record) says so: it is not a career record.
    return `${span.team_name ? `with ${span.team_name} ` : ''}from ${span.source}${note}`;
  }
  return null;
}

/**
 * When the rows reach the league's latest season (in progress, or a source's snapshot): that season's figures as
 * its source gives them, e.g. "2025-26 as in Basketball-Reference player totals: through 2026-01-14"; else null.
 */
export function latestText(span: FigureSpan, sport: string): string | null {
  return latestSeasonText(span.last_year, span.latest_note, sport);
}
