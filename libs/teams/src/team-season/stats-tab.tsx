// A season's figures as our sources have them: record, scoring for and against (per game in the season's totals,
// from the API), finish, splits; the players' statistics (`players`, the roster's lines in sortable tables); then the
// franchise's championship wins and years active. Says so when the season is not in our sources.
import type { TeamStats } from '@trophy-room/contract';
import { formatGamesBehind, formatRate, headCoachesOf } from '@trophy-room/domain';
import { InfoList } from '@trophy-room/ui-kit';
import type { ReactNode } from 'react';
import { finishText, recordText } from '../shared/team-format';
import { NOT_IN_SOURCES } from './overview-tab';
import { scoreUnit } from './season-totals';

export interface StatsTabProps {
  stats: TeamStats;
  sportSlug: string;
  groupName?: string | null;
  /** The players' statistics (PlayerStats, once the lines are loaded). */
  players?: ReactNode;
}

export function StatsTab({ stats, sportSlug, groupName, players }: StatsTabProps) {
  const s = stats.season;
  const unit = scoreUnit(sportSlug);
  const games = s
    ? (s.games_played ?? ((s.wins ?? 0) + (s.losses ?? 0) + (s.ties ?? 0) + (s.ot_losses ?? 0) || null))
    : null;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-2">
        {s ? (
          <InfoList
            title="Season Statistics"
            items={[
              ['Record', recordText(s)],
              ['Win percentage', s.win_percentage === null ? null : formatRate(s.win_percentage)],
              ['Games', games],
              [`${unit} for`, s.points_for],
              [`${unit} against`, s.points_against],
              ['Finish', s.rank === null ? null : finishText(s.rank, groupName)],
              ['Games behind', s.games_behind === null ? null : formatGamesBehind(s.games_behind)],
              ['Home', s.home_record],
              ['Away', s.away_record],
              [
                headCoachesOf(s.head_coach_name).length > 1 ? 'Head coaches' : 'Head coach',
                s.head_coach_name,
              ],
              // The result as the sources title it, by era ("NFL Champion (by the standings)", "Won BAA Finals").
              ['Playoffs', s.playoff_result ?? (s.is_champion ? 'Champion' : null)],
            ]}
          />
        ) : (
          <section
            aria-label="Season Statistics"
            className="rounded-xl border border-dashed border-slate-300 bg-white p-4"
          >
            <h2 className="mb-2 text-base font-semibold text-slate-900">Season Statistics</h2>
            <p className="text-sm text-slate-600">The season&apos;s figures are {NOT_IN_SOURCES}.</p>
          </section>
        )}
        <InfoList
          title="Franchise"
          items={[
            ['Championship wins', stats.championships_won],
            ['Years active', stats.years_active],
            ['Seasons in our sources', stats.seasons_played],
          ]}
        />
      </div>
      {players}
    </div>
  );
}
