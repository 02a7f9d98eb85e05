import { seasonLabel } from '@trophy-room/season-context';
import { FilterDisclosure } from '@trophy-room/ui-kit';
import { useId } from 'react';
import { ALL } from '@trophy-room/routes';
import type { ChampionshipFilterState } from './championship-filters';

export interface ChampionshipFilterBarProps {
  value: ChampionshipFilterState;
  onChange: (next: ChampionshipFilterState) => void;
  sports: { slug: string; name: string }[];
  season: number;
  /** The site's sport (the season's label). */
  sport: string | null;
}

const field =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600';

/** Search, sport and the active-in-season switch. */
export function ChampionshipFilterBar({
  value,
  onChange,
  sports,
  season,
  sport,
}: ChampionshipFilterBarProps) {
  const id = useId();
  const set = (patch: Partial<ChampionshipFilterState>) => onChange({ ...value, ...patch });
  const active = (value.search.trim() ? 1 : 0) + (value.sport !== ALL ? 1 : 0) + (value.activeOnly ? 1 : 0);
  return (
    <FilterDisclosure active={active}>
      <form
        role="search"
        aria-label="Filter championships"
        onSubmit={(e) => e.preventDefault()}
        className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
      >
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={`${id}-q`} className="text-sm font-medium text-slate-700">
            Search championships
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={value.search}
            placeholder="Championship or sport name"
            onChange={(e) => set({ search: e.target.value })}
            className={field}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-sport`} className="text-sm font-medium text-slate-700">
            Sport
          </label>
          <select
            id={`${id}-sport`}
            value={value.sport}
            onChange={(e) => set({ sport: e.target.value })}
            className={field}
          >
            <option value={ALL}>All Sports</option>
            {sports.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-center gap-2 py-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={value.activeOnly}
            onChange={(e) => set({ activeOnly: e.target.checked })}
            className="size-4 accent-primary-700"
          />
          Active in the {seasonLabel(season, sport)} season only
        </label>
      </form>
    </FilterDisclosure>
  );
}
