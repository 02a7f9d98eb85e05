// A coach in the directory: name, title, team, record and status, with expandable details.
import type { Coach } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { formatRate } from '@trophy-room/domain';
import { Badge, Card, TrophyIcon } from '@trophy-room/ui-kit';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Facts } from '../shared/section';
import { awardSeason, NA } from '../shared/format';
import { CARD_AWARDS, coachHasIcon } from '../shared/honours';
import { coachStatus } from '../shared/coach-status';
import { postseasonWithCoverage, recordWithCoverage } from '../shared/figure-span';

export function CoachCard({ coach: c }: { coach: Coach }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const r = c.career_record;
  const last = c.coaching_history.at(-1);
  const status = coachStatus(c);
  return (
    <Card className="flex h-full flex-col gap-3">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">
            <Link to={paths.coach(c.slug)} className="hover:underline focus-visible:outline-2">
              {c.person.full_name}
            </Link>
          </h2>
          <p className="text-sm text-slate-600">
            {c.title} · {c.current_team?.name ?? last?.team_name ?? NA}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {coachHasIcon(c) && (
            <span title="Championship coach" className="text-amber-600">
              <TrophyIcon className="size-5" />
              <span className="sr-only">Championship coach</span>
            </span>
          )}
          <Badge variant={c.is_active ? 'success' : 'neutral'}>
            {status.note ? 'Status unknown' : status.label}
          </Badge>
        </div>
      </div>
      <Facts
        items={[
          ['Record', recordWithCoverage(c)],
          ['Win %', r ? formatRate(r.win_percentage) : NA],
          ['Years', c.years_experience ?? NA],
        ]}
      />
      {status.note && <p className="text-sm text-slate-600">{status.note}.</p>}
      {open && (
        <div id={detailsId} className="flex flex-col gap-2 text-sm">
          <Facts
            items={[
              ['Championships', c.championships_won],
              ['Playoff Record', r ? postseasonWithCoverage(c) : NA],
              ['College', c.college ?? NA],
              ['Teams', c.previous_teams.length + (c.current_team ? 1 : 0)],
            ]}
          />
          {c.awards.length > 0 && (
            <ul aria-label="Awards" className="flex flex-wrap gap-1">
              {c.awards.slice(0, CARD_AWARDS).map((a) => (
                <li key={`${a.name}-${a.year}`}>
                  <Badge variant="secondary">
                    {a.name}
                    {a.year !== null && ` (${awardSeason(a, c.sport.slug)})`}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen(!open)}
        className="mt-auto min-h-11 self-start text-sm font-semibold text-primary-700 hover:underline focus-visible:outline-2"
      >
        {open ? 'Hide Details' : 'Show Details'}
      </button>
    </Card>
  );
}
