import type { LeagueYears } from '@trophy-room/api-client';
import { formatDay } from '@trophy-room/domain';

export interface StandingsNotesProps {
  /** The table's date ('' for a final or latest table). */
  date: string;
  /** Leagues in scope whose games cover the season (a table on a date counts only them). */
  withGames: LeagueYears[];
  /** Leagues in scope with tables but no games in our data (on a date: no games that season). */
  withoutGames: LeagueYears[];
  /** Rows per league in the final or latest table (before the filters). */
  leagueRows: Record<string, number>;
  /** The seasons' own notes where their records are partial, once per league and season. */
  coverageNotes: string[];
}

/** What a league without games holds: a title round only (one or two teams a season), or final tables. */
function lacking(league: LeagueYears, leagueRows: Record<string, number>, onDate: boolean): string {
  const name = league.name ?? league.league;
  const shown = leagueRows[league.league] ?? 0;
  if (onDate)
    return `${name} has no games in our data for this season, so it has no table on a date and is left out here.`;
  if (shown > 0 && shown <= 2)
    return `${name}: our data has no games and, for this season, only the teams of its title round (${shown === 1 ? 'the champion' : 'the champion and the runner-up'}), so there is no full table and no table on a date.`;
  return `${name}: our data has no games, so its tables are final tables only, with no table on a date.`;
}

/** What the table is, and what our data lacks for it. */
export function StandingsNotes({
  date,
  withGames,
  withoutGames,
  leagueRows,
  coverageNotes,
}: StandingsNotesProps) {
  const notes = [...withoutGames.map((l) => lacking(l, leagueRows, date !== '')), ...coverageNotes];
  if (date) {
    notes.unshift(
      withGames.length
        ? `The table on ${formatDay(date)}, computed from the regular-season games played up to that day; playoff places are known only in final tables.`
        : 'Our data has no games for this season, so there is no table on a date: choose Final Table.',
    );
  }
  if (notes.length === 0) return null;
  return (
    <div
      role="note"
      className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700"
    >
      {notes.map((n) => (
        <p key={n}>{n}</p>
      ))}
    </div>
  );
}
