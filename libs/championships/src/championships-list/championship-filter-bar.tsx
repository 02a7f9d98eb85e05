import { seasonLabel } from '@trophy-room/season-context';
import { FilterBar } from '@trophy-room/ui-kit';
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
  return (
    <FilterBar
      as="form"
      label="Filter championships"
      layout="row"
      fields={[
        {
          kind: 'search',
          id: 'search',
          label: 'Search championships',
          className: 'flex-1',
          value: value.search,
          placeholder: 'Championship or sport name',
          onChange: (search) => set({ search }),
        },
        {
          kind: 'select',
          id: 'sport',
          label: 'Sport',
          allLabel: 'All Sports',
          value: value.sport,
          options: sports.map((s) => ({ value: s.slug, label: s.name })),
          onChange: (sport) => set({ sport }),
        },
        {
          kind: 'checkbox',
          id: 'active',
          label: <>Active in the {seasonLabel(season, sport)} season only</>,
          checked: value.activeOnly,
          onChange: (activeOnly) => set({ activeOnly }),
        },
      ]}
    />
  );
}
