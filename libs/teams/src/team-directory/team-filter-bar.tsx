// The directory's search (name, city or abbreviation), Sport and Division filters, built from the data.
import type { TeamFacet } from '@trophy-room/contract';
import { ALL } from '@trophy-room/routes';
import { FilterDisclosure, SearchInput, Select } from '@trophy-room/ui-kit';
import type { DirectoryValues } from './directory-query';

export interface TeamFilterBarProps {
  value: DirectoryValues;
  onChange: (patch: Partial<DirectoryValues>) => void;
  sports: TeamFacet[];
  groups: TeamFacet[];
}

export function TeamFilterBar({ value, onChange, sports, groups }: TeamFilterBarProps) {
  const active = (value.q.trim() ? 1 : 0) + [value.sport, value.division].filter((v) => v !== ALL).length;
  // The hub's groups of several sports share names (Big Ten): name the sport.
  const sportName = (slug: string) => sports.find((s) => s.slug === slug)?.name ?? slug;
  const named = sports.length > 1 && value.sport === ALL;
  return (
    <FilterDisclosure active={active}>
      <form
        role="search"
        aria-label="Filter teams"
        onSubmit={(e) => e.preventDefault()}
        className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
      >
        <SearchInput
          label="Search teams"
          className="flex-1"
          value={value.q}
          placeholder="Search teams by name or city..."
          onChange={(q) => onChange({ q, page: 1 })}
        />
        <Select
          label="Sport"
          allLabel="All Sports"
          value={value.sport}
          options={sports.map((s) => ({ value: s.slug, label: s.name }))}
          onChange={(sport) => onChange({ sport, division: ALL, page: 1 })}
        />
        <Select
          label="Division"
          allLabel="All Divisions"
          value={value.division}
          options={groups.map((g) => ({
            value: g.slug,
            label: named ? `${g.name} · ${sportName(g.sport_slug)}` : g.name,
          }))}
          onChange={(division) => onChange({ division, page: 1 })}
        />
      </form>
    </FilterDisclosure>
  );
}
