// /players/{slug}: header, the three collapsible sections (Career Statistics open), the season-by-season table,
// championships and awards. An unknown slug shows Player Not Found (the server answers 404).
import { useRouteData } from '@trophy-room/api-client';
import { paths } from '@trophy-room/routes';
import { DetailFrame } from '@trophy-room/ui-kit';
import { draftText } from '@trophy-room/domain';
import { playerRoute } from '../routes';
import { awardCount, careerStatList, withNote } from '../shared/career-stats';
import { SpanNote } from '../shared/figure-span';
import { formatDate, formatHeight, NA } from '../shared/format';
import { Facts, Section } from '../shared/section';
import { KnownFacts } from '../shared/known-facts';
import { PlayerHeader } from './player-header';
import { PlayerHonours } from './player-honours';
import { PlayerRanks } from './player-ranks';
import { SeasonTable } from './season-table';

const orNA = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? NA : v);

export default function PlayerDetailPage() {
  return (
    <DetailFrame
      state={useRouteData(playerRoute)}
      breadcrumb={(d) =>
        d
          ? { items: [{ label: 'All Players', to: paths.players() }, { label: d.player.person.full_name }] }
          : null
      }
      loading="Loading player..."
      error="Failed to load players data"
      notFound={{
        title: 'Player Not Found',
        message: "We couldn't find details for this player.",
        back: { to: paths.players(), label: 'Back to Players' },
      }}
    >
      {({ player: p }) => {
        const span = { first_year: p.first_year, last_year: p.is_active ? null : p.last_year };
        const stats = careerStatList(p.career_stats, p.sport.slug, p.career_coverage, span);
        const award = (field: 'mvp_awards' | 'all_star_selections') =>
          awardCount(p[field], field, p.sport.slug, p.career_coverage, span);
        const partial = stats.some((s) => s.note);
        return (
          <>
            <PlayerHeader player={p} />
            <Section title="Personal Information">
              <KnownFacts
                items={[
                  ['Full Name', p.person.full_name, 'full name'],
                  ['Born', p.person.birth_date ? formatDate(p.person.birth_date) : null, 'birth date'],
                  ['Birthplace', p.person.birth_place, 'birthplace'],
                  ['Height', p.person.height_inches ? formatHeight(p.person.height_inches) : null, 'height'],
                  ['Weight', p.person.weight_pounds ? `${p.person.weight_pounds} lb` : null, 'weight'],
                  ['College', p.person.college, 'college'],
                ]}
              />
            </Section>
            <Section title="Career Information">
              <Facts
                items={[
                  ['League', p.league.name],
                  // A retired player has a last team, named as in his last season; no current team.
                  p.is_active
                    ? ['Current Team', p.current_team?.name ?? 'Free Agent']
                    : ['Last Team', p.last_team?.name ?? NA],
                  ['Seasons', `${orNA(p.first_year)}–${p.is_active ? 'present' : orNA(p.last_year)}`],
                  ['Years Pro', orNA(p.years_pro)],
                  // Undrafted only where the sources hold the drafts of his first season (domain's draftStatus).
                  ['Drafted By', p.draft_team?.name ?? draftText(p.draft_status) ?? NA],
                  ['Championships', p.championships_won],
                  // Each counts one award only; null: the sources hold none for this league.
                  ['All-Star Selections', award('all_star_selections')],
                  ['MVP Awards', award('mvp_awards')],
                  ...(p.bats ? [['Bats', p.bats] as [string, string]] : []),
                  ...(p.throws ? [['Throws', p.throws] as [string, string]] : []),
                  ...(p.shoots ? [['Shoots', p.shoots] as [string, string]] : []),
                ]}
              />
            </Section>
            <Section title="Career Statistics" open>
              {stats.length ? (
                <>
                  <Facts items={stats.map((s) => [s.label, withNote(s)])} />
                  {partial && (
                    <p className="mt-2 text-sm text-slate-600">
                      A figure with seasons beside it covers only those: the sources do not give it for the
                      rest of his career.
                    </p>
                  )}
                  <div className="mt-3">
                    <SpanNote
                      span={p.stats_span}
                      sport={p.sport.slug}
                      what={p.stats_span.source ? 'Career totals' : 'Totals of his regular seasons'}
                    />
                  </div>
                  <PlayerRanks />
                </>
              ) : (
                <p className="text-slate-600">No career statistics in our sources.</p>
              )}
            </Section>
            <SeasonTable player={p} />
            <PlayerHonours player={p} />
          </>
        );
      }}
    </DetailFrame>
  );
}
