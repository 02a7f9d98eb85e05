import type { ChampionshipStats } from '@trophy-room/contract';
import { countOf, scoreText } from '@trophy-room/domain';
import { RecordCard } from './record-card';

/** Most Titles, Longest Streak, and Highest Score when the data holds one. */
export function ChampionshipRecords({
  stats,
  sport,
}: {
  stats: ChampionshipStats | undefined;
  /** The championship's sport: its score's unit (points, runs, goals). */
  sport: string;
}) {
  const leaders = stats?.team_championships ?? [];
  const top = leaders[0];
  const tied = top ? leaders.filter((t) => t.championships_won === top.championships_won) : [];
  const streak = stats?.longest_streak;
  return (
    <section aria-label="Records" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <RecordCard
        title="Most Titles"
        value={tied.length ? tied.map((t) => t.team__name).join(', ') : 'N/A'}
        detail={top ? countOf(top.championships_won, 'title') : undefined}
      />
      <RecordCard
        title="Longest Streak"
        value={streak ? streak.team : 'N/A'}
        detail={
          streak
            ? `${countOf(streak.years, 'straight title')} (${streak.start_year}–${streak.end_year})`
            : undefined
        }
      />
      {stats?.highest_score != null && (
        <RecordCard
          title="Highest Score"
          value={scoreText(stats.highest_score, sport)}
          detail={
            stats.highest_score_game
              ? `${stats.highest_score_game.team}, ${stats.highest_score_game.score} (${stats.highest_score_game.title_year})`
              : undefined
          }
        />
      )}
    </section>
  );
}
