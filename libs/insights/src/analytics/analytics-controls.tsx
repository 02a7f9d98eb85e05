// The metric category and timeframe selectors (the spec's labels and order), written to the URL on change.
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

const field =
  'h-11 rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-primary-700';

export interface AnalyticsControlsProps {
  category: AnalyticsCategory;
  timeframe: AnalyticsTimeframe;
  onChange: (patch: { category?: AnalyticsCategory; timeframe?: AnalyticsTimeframe }) => void;
}

export function AnalyticsControls({ category, timeframe, onChange }: AnalyticsControlsProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Metric category
        <select
          className={field}
          value={category}
          onChange={(e) => onChange({ category: e.target.value as AnalyticsCategory })}
        >
          {Object.entries(CATEGORY_LABELS).map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Timeframe
        <select
          className={field}
          value={timeframe}
          onChange={(e) => onChange({ timeframe: e.target.value as AnalyticsTimeframe })}
        >
          {Object.entries(TIMEFRAME_LABELS).map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
