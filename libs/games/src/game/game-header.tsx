import { cn, TrophyIcon } from '@trophy-room/ui-kit';
import { formatLongDay } from '../shared/dates';
import { liveText } from '../shared/live-text';
import { StatusBadge } from '../shared/status-badge';
import { TeamSeasonLink } from '../shared/team-season-link';
import { leader, matchup, sideLabels } from './game-format';
import type { ShownGame } from './game-extras';
import { formatNumber } from '@trophy-room/domain';

/** Sport, status and date; both teams (named as that season, linking to their season) with the leader highlighted. */
export function GameHeader({ game }: { game: ShownGame }) {
  const lead = leader(game);
  const played = game.status === 'final' || game.status === 'live';
  const labels = sideLabels(game);
  const sides = [
    { key: 'away', label: labels.away, team: game.away_team, score: game.away_score, leads: lead < 0 },
    {
      key: 'home',
      label: labels.home,
      team: game.home_team,
      score: game.home_score,
      leads: lead > 0,
    },
  ];
  const facts = [
    game.championship_name && { label: 'Championship', value: game.championship_name },
    game.venue_name && {
      label: 'Venue',
      value: [game.venue_name, game.venue?.city, game.venue?.state].filter(Boolean).join(', '),
    },
    game.attendance !== null && { label: 'Attendance', value: formatNumber(game.attendance) },
  ].filter((f): f is { label: string; value: string } => Boolean(f));
  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span className="font-semibold uppercase tracking-wide">
          {game.sport.name} · {game.level.name}
        </span>
        <StatusBadge status={game.status} overtime={game.overtime} />
        {game.status === 'live' && (
          <span className="font-semibold text-emerald-700">{liveText(game, false)}</span>
        )}
        <span>{formatLongDay(game.game_date)}</span>
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{matchup(game)}</h1>
      <dl className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label="Score">
        {sides.map((s) => (
          <div key={s.key} className="flex items-center justify-between gap-4">
            <dt className={cn('text-lg', s.leads ? 'font-bold text-slate-900' : 'text-slate-700')}>
              <span className="mr-2 text-xs font-medium uppercase text-slate-500">{s.label}</span>
              <TeamSeasonLink team={s.team} season={game.season.start_year} />
            </dt>
            <dd
              className={cn(
                'text-3xl tabular-nums',
                s.leads ? 'font-bold text-primary-800' : 'font-semibold text-slate-700',
              )}
            >
              {played && s.score !== null ? s.score : '-'}
            </dd>
          </div>
        ))}
      </dl>
      {facts.length > 0 && (
        <dl className="grid gap-3 sm:grid-cols-3">
          {facts.map((f) => (
            <div key={f.label}>
              <dt className="text-xs font-medium uppercase text-slate-500">{f.label}</dt>
              <dd className="flex items-center gap-1 text-slate-900">
                {f.label === 'Championship' && <TrophyIcon className="size-4 text-secondary-700" />}
                {f.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </header>
  );
}
