// The directory's search (name, city or abbreviation), Sport and Division filters, built from the data.
import type { TeamFacet } from '@trophy-room/contract';
import { ALL } from '@trophy-room/routes';
import { FilterBar } from '@trophy-room/ui-kit';
import type { DirectoryValues } from './directory-query';

export interface TeamFilterBarProps {
  value: DirectoryValues;
  onChange: (patch: Partial<DirectoryValues>) => void;
  sports: TeamFacet[];
  groups: TeamFacet[];
}

export function TeamFilterBar({ value, onChange, sports, groups }: TeamFilterBarProps) {
  // The hub's groups of several sports share names (Big Ten): name the sport.
  const sportName = (slug: string) => sports.find((s) => s.slug === slug)?.name ?? slug;
  const named = sports.length > 1 && value.sport === ALL;
  return (
    <FilterBar
      as="form"
      label="Filter teams"
      layout="row"
      fields={[
        {
          kind: 'search',
          id: 'q',
          label: 'Search teams',
          className: 'flex-1',
          value: value.q,
          placeholder: 'Search teams by name or city...',
          onChange: (q) => onChange({ q, page: 1 }),
        },
        {
          kind: 'select',
          id: 'sport',
          label: 'Sport',
          allLabel: 'All Sports',
          value: value.sport,
          options: sports.map((s) => ({ value: s.slug, label: s.name })),
          onChange: (sport) => onChange({ sport, division: ALL, page: 1 }),
        },
        {
          kind: 'select',
          id: 'division',
          label: 'Division',
          allLabel: 'All Divisions',
          value: value.division,
          options: groups.map((g) => ({
            value: g.slug,
            label: named ? `${g.name} · ${sportName(g.sport_slug)}` : g.name,
          })),
          onChange: (division) => onChange({ division, page: 1 }),
        },
      ]}
    />
  );
}
