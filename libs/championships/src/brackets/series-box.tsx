// One match-up: the two teams (seed, name as that season → its team season), each team's wins, score or goals, the
// winner marked (bold, a check and "winner" for screen readers), the result and a link to the game or the games
// (none where the data holds only the series result; a team outside the league is named without a link). The one
// game's link says "Box score" only when the data holds one (player lines or team statistics), else "Game summary".
import type { BracketSeries, BracketTeam } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { overtimeMark } from '@trophy-room/domain';
import { cn } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { seriesFigures, seriesSummary } from './bracket-format';

function TeamLine({
  team,
  figure,
  won,
  year,
  showFigure,
}: {
  team: BracketTeam;
  figure: number;
  won: boolean;
  year: number;
  showFigure: boolean;
}) {
  return (
    <li
      className={cn(
        'flex items-center gap-2 px-2 py-1',
        won ? 'font-semibold text-slate-900' : 'text-slate-600',
      )}
    >
      <span
        className="w-5 shrink-0 text-right text-xs tabular-nums text-slate-500"
        title={team.seed ? 'Seed' : undefined}
      >
        {team.seed ?? ''}
      </span>
      {team.slug ? (
        <Link
          to={paths.team(team.slug, year)}
          title={team.name}
          className="min-w-0 flex-1 truncate hover:underline"
        >
          {team.name}
        </Link>
      ) : (
        <span title={`${team.name} (outside the league: no team page)`} className="min-w-0 flex-1 truncate">
          {team.name}
        </span>
      )}
      {team.bye && (
        <span
          className="rounded bg-slate-100 px-1 text-[10px] uppercase text-slate-600"
          title="Entered this round after a bye"
        >
          bye
        </span>
      )}
      {showFigure && <span className="tabular-nums">{figure}</span>}
      <span className="w-3 text-primary-800" aria-hidden="true">
        {won ? '✓' : ''}
      </span>
      {won && <span className="sr-only">(winner)</span>}
    </li>
  );
}

export function SeriesBox({ series, year }: { series: BracketSeries; year: number }) {
  const [top, bottom] = seriesFigures(series);
  const single = series.games.length === 1 ? series.games[0] : null;
  const figures = series.decided_by !== 'default';
  const notes = [
    series.decided_by === 'goals' && 'Total goals',
    series.note,
    series.games.some((g) => g.neutral) && (single ? 'Neutral site' : 'Neutral-site games'),
    single?.overtime && overtimeMark(single.overtime),
  ].filter(Boolean);
  return (
    <article
      className="relative rounded-lg border border-slate-200 bg-white text-sm shadow-sm break-inside-avoid"
      aria-label={seriesSummary(series)}
    >
      <ul>
        <TeamLine
          team={series.top}
          figure={top}
          won={series.winner === 'top'}
          year={year}
          showFigure={figures}
        />
        <TeamLine
          team={series.bottom}
          figure={bottom}
          won={series.winner === 'bottom'}
          year={year}
          showFigure={figures}
        />
      </ul>
      <div className="flex flex-wrap items-center gap-x-2 border-t border-slate-100 px-2 py-1 text-xs text-slate-500">
        {series.games.length === 0 ? (
          <span>{series.result} · result only, no games in the data</span>
        ) : single ? (
          <Link to={paths.game(single.slug)} className="text-primary-800 hover:underline">
            {single.has_box_score ? 'Box score' : 'Game summary'}
            <span className="sr-only">: {seriesSummary(series)}</span>
          </Link>
        ) : (
          <details className="w-full">
            <summary className="cursor-pointer text-primary-800">
              {series.result} · {series.games.length} games
            </summary>
            <ol className="mt-1 flex flex-col gap-0.5">
              {series.games.map((g, i) => (
                <li key={g.slug}>
                  <Link to={paths.game(g.slug)} className="tabular-nums hover:underline">
                    Game {i + 1}: {g.top_score}-{g.bottom_score}
                    {g.overtime ? ` (${overtimeMark(g.overtime)})` : ''}, {g.date}
                  </Link>
                </li>
              ))}
            </ol>
          </details>
        )}
        {notes.length > 0 && <span>{notes.join(' · ')}</span>}
      </div>
    </article>
  );
}
