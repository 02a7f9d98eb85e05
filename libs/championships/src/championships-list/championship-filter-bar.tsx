import { seasonLabel } from '@trophy-room/season-context';
import { FilterDisclosure, SearchInput, Select } from '@trophy-room/ui-kit';
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

/** Search, sport and the active-in-season switch. */
export function ChampionshipFilterBar({
  value,
  onChange,
  sports,
  season,
  sport,
}: ChampionshipFilterBarProps) {
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
        <SearchInput
          label="Search championships"
          className="flex-1"
          value={value.search}
          placeholder="Championship or sport name"
          onChange={(search) => set({ search })}
        />
        <Select
          label="Sport"
          allLabel="All Sports"
          value={value.sport}
          options={sports.map((s) => ({ value: s.slug, label: s.name }))}
          onChange={(sport) => set({ sport })}
        />
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
