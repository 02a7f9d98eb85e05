// The directory's search (name, city or abbreviation), Sport and Division filters, built from the data.
import type { TeamFacet } from '@trophy-room/contract';
import { ALL } from '@trophy-room/routes';
import { FilterDisclosure } from '@trophy-room/ui-kit';
import { useId } from 'react';
import type { DirectoryValues } from './directory-query';

export interface TeamFilterBarProps {
  value: DirectoryValues;
  onChange: (patch: Partial<DirectoryValues>) => void;
  sports: TeamFacet[];
  groups: TeamFacet[];
}

const field =
  'min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600';

export function TeamFilterBar({ value, onChange, sports, groups }: TeamFilterBarProps) {
  const id = useId();
  const active = (value.q.trim() ? 1 : 0) + [value.sport, value.division].filter((v) => v !== ALL).length;
  return (
    <FilterDisclosure active={active}>
      <form
        role="search"
        aria-label="Filter teams"
        onSubmit={(e) => e.preventDefault()}
        className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
      >
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={`${id}-q`} className="text-sm font-medium text-slate-700">
            Search teams
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={value.q}
            placeholder="Search teams by name or city..."
            onChange={(e) => onChange({ q: e.target.value, page: 1 })}
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
            onChange={(e) => onChange({ sport: e.target.value, division: ALL, page: 1 })}
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
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-division`} className="text-sm font-medium text-slate-700">
            Division
          </label>
          <select
            id={`${id}-division`}
            value={value.division}
            onChange={(e) => onChange({ division: e.target.value, page: 1 })}
            className={field}
          >
            <option value={ALL}>All Divisions</option>
            {groups.map((g) => (
              <option key={`${g.kind}-${g.slug}`} value={g.slug}>
                {/* The hub's groups of several sports share names (Big Ten): name the sport. */}
                {sports.length > 1 && value.sport === ALL
                  ? `${g.name} · ${sports.find((s) => s.slug === g.sport_slug)?.name ?? g.sport_slug}`
                  : g.name}
              </option>
            ))}
          </select>
        </div>
      </form>
    </FilterDisclosure>
  );
}
