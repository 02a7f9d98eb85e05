// /coaches/{slug}: breadcrumb, header with the head/assistant badge and active marker, the four tiles, the three
// sections, the record by season and Achievements & Awards. An unknown slug shows Coach Not Found (404).
import { useRouteData } from '@trophy-room/api-client';
import { paths } from '@trophy-room/routes';
import { leagueShortName } from '@trophy-room/domain';
import { Badge, DetailFrame, StatTile } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { coachRoute } from '../routes';
import { awardSeason, NA } from '../shared/format';
import { NO_RECORD, recordWithCoverage, SpanNote } from '../shared/figure-span';
import { spanText } from '../shared/span-text';
import { coachStatus } from '../shared/coach-status';
import { CoachRecordTable } from './coach-record-table';
import { CoachSections } from './coach-sections';

export default function CoachDetailPage() {
  return (
    <DetailFrame
      state={useRouteData(coachRoute)}
      breadcrumb={(d) => ({
        items: [
          { label: 'All Coaches', to: paths.coaches() },
          { label: d?.coach.person.full_name ?? 'Coach Details' },
        ],
      })}
      loading="Loading coach..."
      error="Error Loading Coaches"
      notFound={{
        title: 'Coach Not Found',
        message: "We couldn't find details for this coach.",
        back: { to: paths.coaches(), label: 'Back to Coaches' },
      }}
    >
      {({ coach: c }) => {
        const r = c.career_record;
        const status = coachStatus(c);
        const sameCoverage =
          c.record_span.partial &&
          c.postseason_span.partial &&
          spanText(c.postseason_span, c.sport.slug) === spanText(c.record_span, c.sport.slug);
        return (
          <>
            <header className="flex flex-col gap-2">
              <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
                {c.level.name === 'Professional' ? 'Pro' : c.level.name} {c.sport.name} ·{' '}
                {leagueShortName(c.league)}
              </p>
              <div className="flex flex-wrap items-center gap-3">
                <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                  {c.person.full_name}
                </h1>
                {c.is_active && (
                  <span title="Active" className="text-emerald-600">
                    <svg
                      viewBox="0 0 24 24"
                      className="size-6"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth={3}
                      aria-hidden="true"
                    >
                      <path d="M5 13l4 4L19 7" />
                    </svg>
                    <span className="sr-only">Active coach</span>
                  </span>
                )}
                <Badge variant={c.is_head_coach ? 'primary' : 'neutral'}>
                  {c.is_head_coach ? 'Head Coach' : 'Assistant'}
                </Badge>
              </div>
              <p className="text-slate-600">
                {[
                  c.current_team?.name,
                  c.title || 'Coach',
                  c.specialization ?? 'General',
                  `Age ${c.person.age ?? NA}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </header>
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <StatTile label="Years of Experience" value={c.years_experience ?? NA} />
              <StatTile label="Coach Type" value={c.is_head_coach ? 'Head' : 'Assistant'} />
              <StatTile
                // Whole or labelled partial: the sum of the seasons in our sources, or a source's career total (named below).
                label={
                  c.record_span.source && !c.record_span.team_name ? 'Career Record' : 'Record in Our Sources'
                }
                // No W-L in any source: no record (not 0-0); a partial one with the seasons it covers beside it.
                value={r ? recordWithCoverage(c) : NO_RECORD}
              />
              <StatTile label="Status" value={status.label} />
            </div>
            {status.note && <p className="text-sm text-slate-600">{status.note}.</p>}
            {/* One sentence where both records cover the same seasons, not the same one twice. */}
            <SpanNote
              span={c.record_span}
              sport={c.sport.slug}
              what={`${c.record_span.source && !c.record_span.team_name ? 'Career record' : 'Record'}${
                sameCoverage ? ' and postseason record' : ''
              }`}
            />
            {c.postseason_span.partial && !sameCoverage && (
              <SpanNote span={c.postseason_span} sport={c.sport.slug} what="Postseason record" />
            )}
            <CoachSections coach={c} />
            <CoachRecordTable coach={c} />
            <section
              aria-labelledby="achievements"
              className="rounded-xl border border-slate-200 bg-white p-4"
            >
              <h2 id="achievements" className="text-lg font-semibold text-slate-900">
                Achievements &amp; Awards
              </h2>
              {c.awards.length === 0 ? (
                <p className="mt-2 text-slate-600">
                  Achievements and awards will be displayed here once available.
                </p>
              ) : (
                <ul className="mt-2 flex flex-col gap-1">
                  {c.awards.map((a, i) => (
                    <li key={`${a.name}-${a.year}-${i}`}>
                      <Link to={paths.award(a.slug)} className="text-primary-700 hover:underline">
                        {a.name}
                      </Link>
                      {a.year !== null && ` (${awardSeason(a, c.sport.slug)})`}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        );
      }}
    </DetailFrame>
  );
}
