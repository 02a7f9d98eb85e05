// A season's games, the regular season and the postseason apart: week, date, opponent (vs home, @ away; neither where
// the site is unknown), location, the result from this team's side (linking to its game page) and the record and
// streak after it; a season beyond the seasons the league's games are held for says so.
import type { ScheduleGame, SeasonRun } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { formatDay, overtimeMark, runsText } from '@trophy-room/domain';
import { DataTable, type DataColumn } from '@trophy-room/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** "W 25-22", "L 10-17", "T 3-3", "Upcoming" or the game's status as is, the score from this team's side. */
export function resultText(g: ScheduleGame): string {
  if (g.status === 'scheduled') return 'Upcoming';
  if (g.status !== 'final' || g.home_score === null || g.away_score === null) return g.status;
  const [us, them] = g.is_home ? [g.home_score, g.away_score] : [g.away_score, g.home_score];
  const mark = us > them ? 'W' : us < them ? 'L' : 'T';
  return `${mark} ${us}-${them}${g.overtime ? ` (${overtimeMark(g.overtime)})` : ''}`;
}

// Where the sources do not say where a game was played, neither 'vs' nor '@' is printed, and its location reads so.
const opponent = (g: ScheduleGame) => {
  const them = g.is_home
    ? { name: g.away_team_name, abbreviation: g.away_team_abbreviation }
    : { name: g.home_team_name, abbreviation: g.home_team_abbreviation };
  return { ...them, prefix: !g.site_known ? '' : g.is_home ? 'vs' : '@' };
};

const location = (g: ScheduleGame) => g.venue_name ?? (g.site_known ? null : 'Site unknown');

const columns: DataColumn<ScheduleGame>[] = [
  { id: 'week', header: 'Week', value: (g) => g.week ?? g.round },
  {
    id: 'date',
    header: 'Date',
    value: (g) => g.game_date,
    cell: (g) => formatDay(g.game_date),
    className: 'tabular-nums whitespace-nowrap',
  },
  {
    id: 'opponent',
    header: 'Opponent',
    value: (g) => opponent(g).name,
    cell: (g) => {
      const o = opponent(g);
      return (
        <span>
          {o.prefix && <span className="text-slate-500">{o.prefix} </span>}
          {o.name}
          {o.abbreviation && <span className="ml-1 text-xs text-slate-500">({o.abbreviation})</span>}
        </span>
      );
    },
  },
  { id: 'location', header: 'Location', value: location },
  {
    id: 'result',
    header: 'Result',
    value: resultText,
    cell: (g) => (
      <Link to={paths.game(g.id)} className="font-medium text-primary-800 tabular-nums hover:underline">
        {resultText(g)}
      </Link>
    ),
  },
  {
    id: 'record',
    header: 'Record',
    title: 'Record after the game',
    value: (g) => g.record,
    className: 'tabular-nums whitespace-nowrap',
    sortable: false,
  },
  { id: 'streak', header: 'Strk', title: 'Streak after the game', value: (g) => g.streak, sortable: false },
];

export interface ScheduleTabProps {
  slug: string;
  year: number;
  games: ScheduleGame[];
  /** The totals against opponents, margin and SRS under the games (when loaded). */
  totals?: ReactNode;
  /** The seasons the league's games are held for (when loaded): an empty schedule says what the sources lack. */
  gamesHeld?: { league: string; sport: string; held: SeasonRun[] };
}

/** Why a season shows no games: beyond the seasons the sources hold the league's games for, or none of them. */
export function beyondCoverage(year: number, h: ScheduleTabProps['gamesHeld']): string | null {
  if (!h) return null;
  if (h.held.some((r) => r.first_year <= year && year <= r.last_year)) return null;
  return h.held.length
    ? `The sources hold ${h.league} games for ${runsText(h.held, h.sport)} only; not for this season.`
    : `The sources hold no ${h.league} games.`;
}

export function ScheduleTab({ slug, year, games, totals, gamesHeld }: ScheduleTabProps) {
  const parts = [
    { caption: 'Regular season schedule', rows: games.filter((g) => !g.is_playoff), file: 'schedule' },
    { caption: 'Postseason schedule', rows: games.filter((g) => g.is_playoff), file: 'postseason' },
  ].filter((p) => p.rows.length > 0);
  const note = parts.length === 0 ? beyondCoverage(year, gamesHeld) : null;
  return (
    <div className="flex flex-col gap-6">
      {parts.length === 0 ? (
        <>
          <DataTable
            caption="Schedule"
            columns={columns}
            rows={[]}
            rowKey={(g) => g.id}
            emptyMessage="No schedule data available"
          />
          {note && <p className="text-sm text-slate-600">{note}</p>}
        </>
      ) : (
        parts.map((p) => (
          <DataTable
            key={p.file}
            caption={p.caption}
            showCaption
            columns={columns}
            rows={p.rows}
            rowKey={(g) => g.id}
            csvFileName={`${slug}-${year}-${p.file}`}
          />
        ))
      )}
      {totals}
    </div>
  );
}
