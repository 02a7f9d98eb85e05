import type { Game } from '@trophy-room/contract';
import { liveText } from '../shared/live-text';
import { paths } from '@trophy-room/routes';
import { formatDay, leagueShortName } from '@trophy-room/domain';
import { cn, TrophyIcon } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../shared/status-badge';

/** A game as a card linking to its page: away above home, scores ('-' until played), status, date, time. */
export function GameCard({ game }: { game: Game }) {
  const played = game.status === 'final' || game.status === 'live';
  const score = (n: number | null) => (played && n !== null ? n : '-');
  const leader =
    played && game.home_score !== null && game.away_score !== null
      ? Math.sign(game.home_score - game.away_score)
      : 0;
  const rows = [
    { side: 'away', team: game.away_team, score: score(game.away_score), leads: leader < 0 },
    { side: 'home', team: game.home_team, score: score(game.home_score), leads: leader > 0 },
  ];
  const title = game.round ?? game.championship_name;
  return (
    <Link
      to={paths.game(game.id)}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-primary-400 focus-visible:outline-2 focus-visible:outline-primary-700"
    >
      <div className="flex items-center justify-between gap-2 text-xs text-slate-600">
        <span>
          {leagueShortName(game.league)} · {formatDay(game.game_date)}
          {game.status === 'scheduled' && game.game_time ? ` · ${game.game_time}` : ''}
        </span>
        <StatusBadge status={game.status} overtime={game.overtime} />
      </div>
      {game.status === 'live' && (
        <p className="text-xs font-semibold text-emerald-700">
          <span aria-hidden="true">● </span>
          {liveText(game)}
        </p>
      )}
      <dl className="flex flex-col gap-1">
        {rows.map((r) => (
          <div key={r.side} className="flex items-center justify-between gap-2">
            <dt className={cn('truncate', r.leads ? 'font-bold text-slate-900' : 'text-slate-700')}>
              <span className="sr-only">{r.side === 'away' ? 'Away: ' : 'Home: '}</span>
              {r.team.name}
            </dt>
            <dd className={cn('tabular-nums', r.leads ? 'font-bold text-slate-900' : 'text-slate-700')}>
              {r.score}
            </dd>
          </div>
        ))}
      </dl>
      {title && (
        <p className="flex items-center gap-1 text-xs font-medium text-secondary-800">
          {game.championship && <TrophyIcon className="size-4" />}
          {title}
        </p>
      )}
    </Link>
  );
}
