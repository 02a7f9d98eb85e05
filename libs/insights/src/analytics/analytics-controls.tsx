// The metric category and timeframe selectors (labels and order fixed below), and on a site of several leagues (the
// hub) the league measured: the figures are one league's, never averaged across sports. Written to the URL.
import { Select } from '@trophy-room/ui-kit';
import type { AnalyticsCategory, AnalyticsLeague, AnalyticsTimeframe } from '@trophy-room/contract';
import { leagueShortName } from '@trophy-room/domain';

export const CATEGORY_LABELS: Record<AnalyticsCategory, string> = {
  'team-performance': 'Team Performance',
  'player-statistics': 'Player Statistics',
  'game-analysis': 'Game Analysis',
  'season-trends': 'Season Trends',
};

export const TIMEFRAME_LABELS: Record<AnalyticsTimeframe, string> = {
  week: 'This Week',
  month: 'This Month',
  season: 'This Season',
  year: 'This Year',
  all: 'All Time',
};

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export interface AnalyticsControlsProps {
  category: AnalyticsCategory;
  timeframe: AnalyticsTimeframe;
  /** The league measured and the site's leagues (a choice only when there are several). */
  league: AnalyticsLeague;
  leagues: AnalyticsLeague[];
  onChange: (patch: {
    category?: AnalyticsCategory;
    timeframe?: AnalyticsTimeframe;
    league?: string;
    team?: string;
    conference?: string;
  }) => void;
}

export function AnalyticsControls({
  category,
  timeframe,
  league,
  leagues,
  onChange,
}: AnalyticsControlsProps) {
  return (
    <div className="flex flex-wrap gap-3">
      {leagues.length > 1 && (
        <Select
          label="League"
          value={league.slug}
          options={leagues.map((l) => ({ value: l.slug, label: leagueShortName(l) }))}
          // A team or conference belongs to one league: the Filter starts over.
          onChange={(v) => onChange({ league: v, team: '', conference: '' })}
        />
      )}
      <Select
        label="Metric category"
        value={category}
        options={options(CATEGORY_LABELS)}
        onChange={(v) => onChange({ category: v as AnalyticsCategory })}
      />
      <Select
        label="Timeframe"
        value={timeframe}
        options={options(TIMEFRAME_LABELS)}
        onChange={(v) => onChange({ timeframe: v as AnalyticsTimeframe })}
      />
    </div>
  );
}
