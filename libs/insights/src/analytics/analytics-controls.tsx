// The metric category and timeframe selectors (the spec's labels and order), written to the URL on change.
import { Select } from '@trophy-room/ui-kit';
import type { AnalyticsCategory, AnalyticsTimeframe } from '@trophy-room/contract';

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
  onChange: (patch: { category?: AnalyticsCategory; timeframe?: AnalyticsTimeframe }) => void;
}

export function AnalyticsControls({ category, timeframe, onChange }: AnalyticsControlsProps) {
  return (
    <div className="flex flex-wrap gap-3">
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
