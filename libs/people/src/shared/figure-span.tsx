// The note beside a figure built from rows with a known end (the label: span-text.ts).
import type { Coach, FigureSpan } from '@trophy-room/contract';
import { coverageText, formatRecord } from '@trophy-room/domain';
import { latestText, spanText } from './span-text';

/** A coach with no W-L in any source: said once, not a 0-0 record. */
export const NO_RECORD = 'No record in the sources';

/** The note beside a figure: what it covers, and that later seasons are missing when the rows stop early. */
export function SpanNote({ span, sport, what }: { span: FigureSpan; sport: string; what: string }) {
  const text = spanText(span, sport);
  if (!text) return null;
  return (
    <p className="text-sm text-slate-600">
      {what} {text}
      {span.partial ? '; the sources do not give the rest of his career' : ''}.
      {latestText(span, sport) && ` ${latestText(span, sport)}.`}
    </p>
  );
}

/**
 * His span: from his first stint to his last, or on past the sources while active or while his status after the
 * coaching source's last season is unknown (Spoelstra after 2020-21).
 */
const careerSpan = (c: Coach) => ({
  first_year: c.coaching_history[0]?.start_year ?? null,
  last_year:
    c.is_active || c.status_unknown_after != null ? null : (c.coaching_history.at(-1)?.end_year ?? null),
});

/**
 * A coach's record with the seasons it covers beside it when partial ("399-241 (through 2015-16)"); his span runs
 * from his first stint to his last, or on while active. The caller shows NO_RECORD when career_record is null.
 */
export function recordWithCoverage(c: Coach): string {
  const r = c.career_record;
  if (!r) return NO_RECORD;
  const written = formatRecord(r.wins, r.losses, r.ties, r.ot_losses);
  const rec = written === '—' ? '0-0' : written;
  const span = careerSpan(c);
  const note = coverageText(c.record_span, c.sport.slug, span);
  return note ? `${rec} (${note})` : rec;
}

/** A coach's postseason W-L with the seasons it covers beside it when partial ("21-11 (from 1984-85)"). */
export function postseasonWithCoverage(c: Coach): string {
  const r = c.career_record;
  if (!r) return NO_RECORD;
  const rec = formatRecord(r.playoff_wins, r.playoff_losses);
  const span = careerSpan(c);
  const note = coverageText(c.postseason_span, c.sport.slug, span);
  return note ? `${rec} (${note})` : rec;
}
