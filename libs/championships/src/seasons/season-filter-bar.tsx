import { siteIds, siteVariants, type SiteId } from '@trophy-room/site-theme';
import { cn, FilterDisclosure } from '@trophy-room/ui-kit';
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

const field =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-primary-700';
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
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Search
          <input
            type="search"
            className={field}
            placeholder="Season, sport, league or champion"
            value={value.search}
            onChange={(e) => set('search', e.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Sport
          <select className={field} value={value.sport} onChange={(e) => set('sport', e.target.value)}>
            <option value={ALL}>All Sports</option>
            {sports.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Status
          <select
            className={field}
            value={value.status}
            onChange={(e) => set('status', e.target.value as SeasonFilterState['status'])}
          >
            <option value={ALL}>All Statuses</option>
            <option value="active">Active</option>
            <option value="completed">Completed</option>
            <option value="upcoming">Upcoming</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Decade
          <select className={field} value={value.decade} onChange={(e) => set('decade', e.target.value)}>
            <option value={ALL}>All Decades</option>
            {decades.map((d) => (
              <option key={d} value={String(d)}>
                {d}s
              </option>
            ))}
          </select>
        </label>
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
