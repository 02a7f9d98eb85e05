// The note beside a figure built from rows with a known end (the label: span-text.ts).
import type { FigureSpan } from '@trophy-room/contract';
import { latestText, spanText } from './span-text';

/** The note beside a figure: what it covers, and that later seasons are missing when the rows stop early. */
export function SpanNote({ span, sport, what }: { span: FigureSpan; sport: string; what: string }) {
  const text = spanText(span, sport);
  if (!text) return null;
  return (
    <p className="text-sm text-slate-600">
      {what} {text}
      {span.partial ? '; his later seasons are not in our sources' : ''}.
      {latestText(span, sport) && ` ${latestText(span, sport)}.`}
    </p>
  );
}
