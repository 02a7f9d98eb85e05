// One side of the pair: the team chosen (named as it is now) and a search of the site's teams, every name they bore
// found (the site search's team results), to choose another.
import { useQuery } from '@tanstack/react-query';
import { searchQueries } from '@trophy-room/api-client';
import type { SearchResult, SiteFilterParams } from '@trophy-room/contract';
import { MIN_SEARCH_QUERY } from '@trophy-room/contract/values';
import { useDebounced } from '@trophy-room/ui-kit';
import { useId, useState } from 'react';

/** Teams shown per search. */
const SHOWN = 8;

export interface TeamFieldProps {
  label: string;
  /** The chosen team's name, if one is chosen. */
  chosen: string | null;
  filters: SiteFilterParams;
  onPick: (slug: string) => void;
}

const yearsText = (first: number | null, last: number | null) =>
  first === null ? '' : `${first}–${last ?? 'present'}`;

function resultText(r: SearchResult): string {
  const formerly = r.matched_name
    ? ` (as ${r.matched_name}, ${yearsText(r.matched_first_year, r.matched_last_year)})`
    : '';
  return `${r.name}${formerly} · ${r.league.abbreviation}`;
}

export function TeamField({ label, chosen, filters, onPick }: TeamFieldProps) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 200);
  const enabled = q.replace(/[^\p{L}\p{N}]/gu, '').length >= MIN_SEARCH_QUERY;
  const results = useQuery({ ...searchQueries.results(filters, { q, kind: 'team' }), enabled });
  const teams = enabled ? (results.data?.groups[0]?.results ?? []).slice(0, SHOWN) : [];
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-500">
        {label}: <strong className="text-base text-slate-900">{chosen ?? 'none chosen'}</strong>
      </p>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Find {label.toLowerCase()}
      </label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        value={text}
        placeholder="Team name, city or former name"
        onChange={(e) => setText(e.target.value)}
        className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
      {teams.length > 0 && (
        <ul aria-label={`Teams matching ${q}`} className="flex flex-col gap-1">
          {teams.map((t) => (
            <li key={t.slug}>
              <button
                type="button"
                onClick={() => {
                  setText('');
                  onPick(t.slug);
                }}
                className="w-full rounded-md px-2 py-1.5 text-left text-sm text-primary-800 hover:bg-slate-100"
              >
                {resultText(t)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {enabled && results.data && teams.length === 0 && (
        <p className="text-sm text-slate-500">No team matches “{q}”.</p>
      )}
    </div>
  );
}
