// The coach's three collapsible sections, one open at a time (clicking the open one closes it).
import type { CoachDetail } from '@trophy-room/contract';
import { formatRecord } from '@trophy-room/domain';
import { paths } from '@trophy-room/routes';
import { Badge } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { formatDate, NA } from '../shared/format';
import { Facts, Section } from '../shared/section';

const GROUP = 'coach-section';

export function CoachSections({ coach: c }: { coach: CoachDetail }) {
  const birthPlace = [c.person.birth_city, c.person.birth_state].filter(Boolean).join(', ') || NA;
  return (
    <div className="flex flex-col gap-3">
      <Section title="Personal Information" group={GROUP} open>
        <Facts
          items={[
            ['Full Name', c.person.full_name],
            ['Birth Date', formatDate(c.person.birth_date)],
            ['Birth Place', birthPlace],
            ['College', c.college ?? NA],
          ]}
        />
      </Section>
      <Section title="Career Information" group={GROUP}>
        <div className="flex flex-col gap-3">
          <Facts
            items={[
              ['Current Title', c.title || 'Coach'],
              ['Specialization', c.specialization ?? 'General'],
              ['Years of Experience', c.years_experience ?? NA],
              ['Coach Type', c.is_head_coach ? 'Head Coach' : 'Assistant Coach'],
              ...(c.championships_won > 0
                ? [['Championships Won', c.championships_won] as [string, number]]
                : []),
            ]}
          />
          {c.previous_teams.length > 0 && (
            <div>
              <h3 className="text-sm text-slate-600">Previous Teams</h3>
              <ul className="mt-1 flex flex-wrap gap-1">
                {c.previous_teams.map((t) => (
                  <li key={t.id}>
                    <Link to={paths.team(t.slug)}>
                      <Badge variant="neutral">{t.name}</Badge>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </Section>
      <Section title="Coaching History" group={GROUP}>
        {c.coaching_history.length === 0 ? (
          <p className="text-slate-600">No coaching history available</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100">
            {c.coaching_history.map((h, i) => (
              <li
                key={`${h.team_name}-${h.start_year}-${i}`}
                className="flex flex-wrap items-center gap-2 py-2"
              >
                <span className="font-semibold text-slate-900">
                  {h.team_slug ? (
                    <Link to={paths.team(h.team_slug)} className="text-primary-700 hover:underline">
                      {h.team_name}
                    </Link>
                  ) : (
                    h.team_name
                  )}
                </span>
                {h.is_active && <Badge variant="success">Current</Badge>}
                <span className="text-slate-700 tabular-nums">
                  {h.start_year}–{h.end_year ?? 'Present'}
                </span>
                <span className="text-slate-600">{h.title}</span>
                {h.is_head_coach && <span className="text-sm text-slate-600">Head Coach</span>}
                {h.wins !== null && (
                  <span className="text-sm text-slate-600 tabular-nums">
                    {formatRecord(h.wins, h.losses, h.ties, h.ot_losses)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
