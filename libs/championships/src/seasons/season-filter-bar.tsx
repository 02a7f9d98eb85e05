import { siteIds, siteVariants, type SiteId } from '@trophy-room/site-theme';
import { cn, FilterDisclosure, SearchInput, Select } from '@trophy-room/ui-kit';
import { ALL } from '@trophy-room/routes';
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
  const active =
    (value.search.trim() ? 1 : 0) +
    [value.sport, value.status, value.decade].filter((v) => v !== ALL).length +
    (value.site ? 1 : 0);
  return (
    <FilterDisclosure active={active} bodyClassName="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SearchInput
          value={value.search}
          placeholder="Season, sport, league or champion"
          onChange={(v) => set('search', v)}
        />
        <Select
          label="Sport"
          allLabel="All Sports"
          value={value.sport}
          options={sports.map((s) => ({ value: s.slug, label: s.name }))}
          onChange={(v) => set('sport', v)}
        />
        <Select
          label="Status"
          allLabel="All Statuses"
          value={value.status}
          options={statuses}
          onChange={(v) => set('status', v as SeasonFilterState['status'])}
        />
        <Select
          label="Decade"
          allLabel="All Decades"
          value={value.decade}
          options={decades.map((d) => ({ value: String(d), label: `${d}s` }))}
          onChange={(v) => set('decade', v)}
        />
      </div>
      {showQuickFilters && (
        <div role="group" aria-label="Quick filters" className="flex flex-wrap gap-2">
          {quickIds.map((id) => {
            const on = value.site === id;
            return (
              <button
                key={id}
                type="button"
                aria-pressed={on}
                title={siteVariants[id].name}
                onClick={() => set('site', on ? null : id)}
                className={cn(
                  'rounded-full border px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary-700',
                  on
                    ? 'border-primary-700 bg-primary-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                )}
              >
                {siteVariants[id].shortName}
              </button>
            );
          })}
        </div>
      )}
    </FilterDisclosure>
  );
}
