// The top bar's search as a combobox (WAI-ARIA combobox with a listbox popup): results as you type (debounced; a
// stale request is cancelled), grouped by kind; arrows move through the options, Enter opens the active one (or, on
// the text, the results page), Escape closes the list (a second Escape clears the text). Loaded lazily by SearchBox.
import { useQuery } from '@tanstack/react-query';
import type { SearchResult } from '@trophy-room/contract';
import { searchQueries } from '@trophy-room/api-client';
import { paths } from '@trophy-room/routes';
import { useSite } from '@trophy-room/site-theme';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useResultHref } from '../result/use-result-href';
import { isSearchable, searchFilters } from '../search-query';
import { SearchListbox } from './search-listbox';
import { useDebounced } from '@trophy-room/ui-kit';

export interface SearchComboboxProps {
  inputId: string;
  initialValue: string;
  /** Take the focus on mount: it replaces the plain field the reader has just focused. */
  focusOnMount: boolean;
  inputClassName: string;
  label: string;
}

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 200;

export function SearchCombobox({
  inputId,
  initialValue,
  focusOnMount,
  inputClassName,
  label,
}: SearchComboboxProps) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) field.current?.focus();
  }, [focusOnMount]);
  const site = useSite();
  const filters = useMemo(() => searchFilters(site), [site]);
  const navigate = useNavigate();
  const hrefOf = useResultHref();
  const listId = useId();
  const [text, setText] = useState(initialValue);
  const [open, setOpen] = useState(focusOnMount);
  const [active, setActive] = useState(-1);
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = isSearchable(q);
  const results = useQuery({ ...searchQueries.results(filters, { q }), enabled });
  const groups = enabled && results.data ? results.data.groups : [];
  const options = groups.flatMap((g) => g.results);
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (r: SearchResult) => {
    const { href, external } = hrefOf(r);
    close();
    if (external) window.location.assign(href);
    else navigate(href);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length ? Math.max(-1, Math.min(options.length - 1, i + step)) : -1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (expanded && active >= 0 && options[active]) go(options[active]);
      else if (text.trim()) {
        close();
        navigate(paths.search({ q: text.trim() }));
      }
    } else if (e.key === 'Escape') {
      // The browser's own Escape clears a search field: only the second Escape should.
      if (expanded) {
        e.preventDefault();
        close();
      } else setText('');
    }
  };

  return (
    <div className="relative">
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={label}
        autoComplete="off"
        ref={field}
        value={text}
        className={inputClassName}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <SearchListbox
        id={listId}
        hidden={!expanded}
        groups={groups}
        active={active}
        optionId={optionId}
        onPick={go}
      />
      <p role="status" className="sr-only">
        {enabled && results.data ? `${options.length} results shown` : ''}
      </p>
    </div>
  );
}
