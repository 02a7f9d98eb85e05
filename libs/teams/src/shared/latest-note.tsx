// The note beside a team figure whose rows reach the league's latest season, or a season whose source stops early:
// how far that season's source reaches (the API's latest_note; the label is the one players and coaches carry,
// latestSeasonText).
import { latestSeasonText } from '@trophy-room/season-context';

export interface LatestNoteProps {
  /** What the note is about ("Record", "Games"). */
  what: string;
  year: number | null;
  note: string | null | undefined;
  sport: string;
}

export function LatestNote({ what, year, note, sport }: LatestNoteProps) {
  const text = latestSeasonText(year, note, sport);
  if (!text) return null;
  return (
    <p role="note" className="text-sm text-slate-600">
      {what}: {text}.
    </p>
  );
}
