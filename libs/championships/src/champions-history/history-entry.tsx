import type { Champion } from '@trophy-room/contract';
import { seasonLabel } from '@trophy-room/season-context';
import { Badge, cn } from '@trophy-room/ui-kit';
import { useId } from 'react';
import { finalDateNote } from '../shared/final-date';
import { paths } from '@trophy-room/routes';
import { isTopTier } from '@trophy-room/domain';
import { Link } from 'react-router-dom';

export interface HistoryEntryProps {
  champion: Champion;
  open: boolean;
  onToggle: () => void;
}

/** A title: championship, team and record; expands to show the coach and the season. */
export function HistoryEntry({ champion: c, open, onToggle }: HistoryEntryProps) {
  const id = useId();
  const top = isTopTier(c);
  const played = finalDateNote(c.title_year, c.game_date);
  return (
    <li
      data-top-tier={top || undefined}
      className={cn(
        'rounded-lg border',
        top ? 'border-accent-300 bg-accent-50' : 'border-slate-200 bg-white',
      )}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={onToggle}
        className="flex w-full flex-col items-start gap-0.5 rounded-lg px-3 py-2 text-left focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        <span className="flex w-full items-center justify-between gap-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
          {c.championship_name}
          {top && <Badge variant="warning">Top Tier</Badge>}
        </span>
        <span className="font-semibold text-slate-900">{c.team_name}</span>
        {c.era_note && <Badge variant="neutral">{c.era_note}</Badge>}
        {c.record && <span className="text-sm text-slate-700">{c.record}</span>}
        {played && <span className="text-xs text-slate-600">{played}</span>}
      </button>
      {/* Rendered when open: a page of years holds dozens of titles, their details closed. */}
      {open && (
        <dl id={id} className="grid grid-cols-2 gap-2 border-t border-slate-200 px-3 py-2 text-sm">
          {c.team_slug && (
            <div className="col-span-2">
              <dt className="font-medium text-slate-600">Team</dt>
              <dd>
                <Link
                  to={c.era_note ? paths.team(c.team_slug) : paths.team(c.team_slug, c.year)}
                  className="text-primary-800 hover:underline"
                >
                  {c.team_name}, {c.season_name ?? seasonLabel(c.year, c.sport.slug)}
                </Link>
              </dd>
            </div>
          )}
          <div>
            <dt className="font-medium text-slate-600">Coach</dt>
            <dd className="text-slate-900">{c.coach ?? 'N/A'}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">Season</dt>
            <dd className="text-slate-900">{c.season_name ?? seasonLabel(c.year, c.sport.slug)}</dd>
          </div>
        </dl>
      )}
    </li>
  );
}
