// A player in the directory: name, position, team, status, the first 6 career stats and Show More Stats.
import type { Player } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { Badge, Card, TrophyIcon } from '@trophy-room/ui-kit';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { CARD_STATS, careerStatList } from '../shared/career-stats';
import { CARD_AWARDS, playerHasIcon } from '../shared/honours';
import { awardSeason } from '../shared/format';

export function PlayerCard({ player }: { player: Player }) {
  const [open, setOpen] = useState(false);
  const moreId = useId();
  const stats = careerStatList(player.career_stats, player.sport.slug);
  const shown = open ? stats : stats.slice(0, CARD_STATS);
  // Active: his team or Free Agent; retired: his last team as named in his last season.
  const team = player.is_active
    ? (player.current_team?.name ?? 'Free Agent')
    : player.last_team && `Last: ${player.last_team.name}`;
  return (
    <Card className="flex h-full flex-col gap-3">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">
            <Link to={paths.player(player.slug)} className="hover:underline focus-visible:outline-2">
              {player.person.full_name}
            </Link>
          </h2>
          <p className="text-sm text-slate-600">
            {[player.primary_position_name, player.jersey_number && `#${player.jersey_number}`]
              .filter(Boolean)
              .join(' · ') || 'Position N/A'}
            {team && ` · ${team}`}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {playerHasIcon(player) && (
            <span title="Decorated player" className="text-amber-600">
              <TrophyIcon className="size-5" />
              <span className="sr-only">Decorated player</span>
            </span>
          )}
          <Badge variant={player.is_active ? 'success' : 'neutral'}>
            {player.is_active ? 'Active' : 'Inactive'}
          </Badge>
        </div>
      </div>
      {stats.length > 0 ? (
        <dl id={moreId} className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
          {shown.map((s) => (
            <div key={s.key}>
              <dt className="text-slate-600">{s.label}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{s.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-slate-600">No career statistics in our sources.</p>
      )}
      {player.awards.length > 0 && (
        <ul aria-label="Awards" className="flex flex-wrap gap-1">
          {player.awards.slice(0, CARD_AWARDS).map((a) => (
            <li key={`${a.name}-${a.year}`}>
              <Badge variant="secondary">
                {a.name}
                {a.year !== null && ` (${awardSeason(a, player.sport.slug)})`}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {stats.length > CARD_STATS && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={moreId}
          onClick={() => setOpen(!open)}
          className="mt-auto min-h-11 self-start text-sm font-semibold text-primary-700 hover:underline focus-visible:outline-2"
        >
          {open ? 'Show Less Stats' : 'Show More Stats'}
        </button>
      )}
    </Card>
  );
}
