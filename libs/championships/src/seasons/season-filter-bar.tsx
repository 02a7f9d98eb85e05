import { siteIds, siteVariants, type SiteId } from '@trophy-room/site-theme';
import { ALL } from '@trophy-room/routes';
import { FilterBar } from '@trophy-room/ui-kit';
import type { SeasonFilterState } from './season-status';

export interface SeasonFilterBarProps {
  value: SeasonFilterState;
  onChange: (next: SeasonFilterState) => void;
  sports: { slug: string; name: string }[];
  decades: number[];
  /** Quick filters by site (NFL … CHK): the hub only. */
  showQuickFilters: boolean;
}

const statuses = [
  { value: 'active', label: 'Active' },
  { value: 'completed', label: 'Completed' },
  { value: 'upcoming', label: 'Upcoming' },
];
const quickIds = siteIds.filter((id): id is Exclude<SiteId, 'hub'> => id !== 'hub');
const quickChips = quickIds.map((id) => ({
  value: id,
  label: siteVariants[id].shortName,
  title: siteVariants[id].name,
}));

/** Search, sport, status and decade filters for the seasons list, with the hub's quick filters. */
export function SeasonFilterBar({
  value,
  onChange,
  sports,
  decades,
  showQuickFilters,
}: SeasonFilterBarProps) {
  const set = <K extends keyof SeasonFilterState>(key: K, v: SeasonFilterState[K]) =>
    onChange({ ...value, [key]: v });
  // A site in the URL filters the list even where its chips are not shown (a sport site): it counts.
  const active =
    (value.search.trim() ? 1 : 0) +
    [value.sport, value.status, value.decade].filter((v) => v !== ALL).length +
    (value.site ? 1 : 0);
  return (
    <FilterBar
      active={active}
      rowRole="none"
      columns={4}
      fields={[
        {
          kind: 'search',
          id: 'search',
          value: value.search,
          placeholder: 'Season, sport, league or champion',
          onChange: (v) => set('search', v),
        },
        {
          kind: 'select',
          id: 'sport',
          label: 'Sport',
          allLabel: 'All Sports',
          value: value.sport,
          options: sports.map((s) => ({ value: s.slug, label: s.name })),
          onChange: (v) => set('sport', v),
        },
        {
          kind: 'select',
          id: 'status',
          label: 'Status',
          allLabel: 'All Statuses',
          value: value.status,
          options: statuses,
          onChange: (v) => set('status', v as SeasonFilterState['status']),
        },
        {
          kind: 'select',
          id: 'decade',
          label: 'Decade',
          allLabel: 'All Decades',
          value: value.decade,
          options: decades.map((d) => ({ value: String(d), label: `${d}s` })),
          onChange: (v) => set('decade', v),
        },
      ]}
      rows={[
        showQuickFilters && {
          kind: 'chips',
          label: 'Quick filters',
          value: value.site,
          options: quickChips,
          onChange: (site) => set('site', site as SeasonFilterState['site']),
        },
      ]}
    />
  );
}
