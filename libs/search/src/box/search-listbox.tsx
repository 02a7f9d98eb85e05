// The combobox's popup: a listbox of options grouped by kind, each with its descriptor (and the former name a team
// was found by). Options are chosen by pointer here and by keyboard in the combobox (aria-activedescendant).
import type { SearchGroup, SearchResult } from '@trophy-room/contract';
import { useSite } from '@trophy-room/site-theme';
import { cn } from '@trophy-room/ui-kit';
import { describeResult, KIND_LABELS, matchedName, siteOf } from '../result/describe-result';

export interface SearchListboxProps {
  id: string;
  hidden: boolean;
  groups: SearchGroup[];
  active: number;
  optionId: (index: number) => string;
  onPick: (r: SearchResult) => void;
}

export function SearchListbox({ id, hidden, groups, active, optionId, onPick }: SearchListboxProps) {
  const site = useSite();
  // Options are numbered across the groups (the combobox's active index).
  const starts = groups.map((_, gi) => groups.slice(0, gi).reduce((n, g) => n + g.results.length, 0));
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Search results"
      hidden={hidden}
      className="absolute right-0 z-50 mt-1 max-h-[70vh] w-[min(24rem,calc(100vw-1rem))] overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
    >
      {groups.map((g, gi) => (
        <div key={g.kind} role="group" aria-labelledby={`${id}-${g.kind}`}>
          <div
            id={`${id}-${g.kind}`}
            role="presentation"
            className="px-3 pt-2 pb-1 text-xs font-semibold uppercase text-slate-600"
          >
            {KIND_LABELS[g.kind].many}
          </div>
          {g.results.map((r, ri) => {
            const i = starts[gi] + ri;
            const matched = matchedName(r);
            const target = site.isMainSite ? siteOf(r.league) : undefined;
            return (
              // The keyboard works in the combobox's field (aria-activedescendant), the pointer here.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={optionId(i)}
                tabIndex={-1}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                // Keep the focus in the field (a blur would close the list before the click lands).
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onPick(r)}
                className={cn(
                  'cursor-pointer px-3 py-2 text-sm',
                  i === active ? 'bg-primary-100' : 'hover:bg-slate-100',
                )}
              >
                <span className="block font-medium text-slate-900">
                  {r.name}
                  {target && <span className="ml-2 text-xs text-slate-600">{target.shortName}</span>}
                </span>
                <span className="block text-xs text-slate-600">{describeResult(r)}</span>
                {matched && (
                  <span className="block text-xs text-slate-700">Matched former name: {matched}</span>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
