// The directories' filters as the shared FilterBar's selects: sport (the hub only), team and status, the same on
// the players and coaches pages (the players page adds its position between sport and team).
import { SPORT_SLUGS } from '@trophy-room/contract/values';
import type { FilterOption, FilterSelect } from '@trophy-room/ui-kit';

const titleCase = (s: string) => s[0].toUpperCase() + s.slice(1);
type OnChange = (value: string) => void;

export const sportSelect = (value: string, onChange: OnChange): FilterSelect => ({
  kind: 'select',
  id: 'sport',
  label: 'Sport',
  allLabel: 'All Sports',
  value,
  options: SPORT_SLUGS.map((s) => ({ value: s, label: titleCase(s) })),
  onChange,
});

export const teamSelect = (value: string, options: FilterOption[], onChange: OnChange): FilterSelect => ({
  kind: 'select',
  id: 'team',
  label: 'Team',
  allLabel: 'All Teams',
  value,
  options,
  onChange,
});

export const statusSelect = (
  value: string,
  statuses: readonly string[],
  onChange: OnChange,
): FilterSelect => ({
  kind: 'select',
  id: 'status',
  label: 'Status',
  allLabel: 'All Statuses',
  value,
  options: statuses.map((s) => ({ value: s, label: titleCase(s) })),
  onChange,
});
