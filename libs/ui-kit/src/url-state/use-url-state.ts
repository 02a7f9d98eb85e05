// A list screen's search text, filters, sort and page, kept in the query string so a copied URL opens the same view.
import { readParams, writeParams, type ParamSchema, type ParamValues } from '@trophy-room/routes';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

export type SetUrlState<S extends ParamSchema> = (patch: Partial<ParamValues<S>>) => void;

/**
 * The schema's values read from the URL (defaults where absent), and a setter that writes a patch (defaults are
 * removed from the URL). Each change is a new history entry, so Back and Forward step through filter changes —
 * except consecutive keystrokes in one free-text field (`searchText()`), which replace the entry the first
 * keystroke made: one entry per search, not one per letter. Pass a module-level schema (it is a memo input).
 */
export function useUrlState<S extends ParamSchema>(schema: S): [ParamValues<S>, SetUrlState<S>] {
  const [searchParams, setSearchParams] = useSearchParams();
  const { key: entry } = useLocation();
  const values = useMemo(() => readParams(schema, searchParams), [schema, searchParams]);
  // The text field being typed into and the history entry its last keystroke made.
  const typing = useRef<{ field: string; entry: string | null } | null>(null);
  // The params this hook last wrote, and the render's params they were written over: a second change before the
  // next render builds on the first (the router's functional form hands every call the render's params).
  const written = useRef<{ over: URLSearchParams; params: URLSearchParams } | null>(null);

  useEffect(() => {
    if (typing.current && typing.current.entry === null) typing.current.entry = entry;
  }, [entry]);

  const set = useCallback<SetUrlState<S>>(
    (patch) => {
      const changed = Object.keys(patch).filter((k) => patch[k] !== undefined && patch[k] !== values[k]);
      if (changed.length === 0) return;
      const field = changed.length === 1 && schema[changed[0]].typing ? changed[0] : null;
      const replace = field !== null && typing.current?.field === field && typing.current.entry === entry;
      typing.current = field === null ? null : { field, entry: null };
      // flushSync: a controlled input or checkbox shows the new value at once, not after a transition (a typed
      // character must not flicker back, and the next keystroke must see it).
      const base = written.current?.over === searchParams ? written.current.params : searchParams;
      const params = writeParams(schema, patch, base);
      written.current = { over: searchParams, params };
      setSearchParams(params, {
        replace,
        preventScrollReset: true,
        flushSync: true,
      });
    },
    [schema, values, entry, searchParams, setSearchParams],
  );

  return [values, set];
}
