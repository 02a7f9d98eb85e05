// The top bar's search: on first paint a plain GET form to /search (it works without JavaScript, and costs the
// entry chunk almost nothing); the combobox with results as you type loads on first focus and takes its place.
// Below sm it is collapsed to an icon (a link to /search, which opens the field when JavaScript runs); `/` focuses it.
import { paths } from '@trophy-room/routes';
import { cn } from '@trophy-room/ui-kit';
import { useCallback, useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { SearchComboboxProps } from './search-combobox';
import { SearchIcon } from './search-icon';

const inputClass =
  'min-h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-primary-700';

/**
 * The field's name. Not "Search": the list pages' own filter fields are named that, and a second field of the same
 * name on the page would make "the Search field" ambiguous (to assistive technology and to tests alike).
 */
export const BOX_LABEL = 'Find a name or season';

const isTyping = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

export function SearchBox() {
  const inputId = useId();
  const navigate = useNavigate();
  const plain = useRef<HTMLInputElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [Combobox, setCombobox] = useState<ComponentType<SearchComboboxProps> | null>(null);
  const [handover, setHandover] = useState({ value: '', focus: false });

  const loading = useRef(false);
  const enhance = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    void import('./search-combobox').then((m) => {
      setHandover({ value: plain.current?.value ?? '', focus: document.activeElement === plain.current });
      setCombobox(() => m.SearchCombobox);
    });
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      e.preventDefault();
      setExpanded(true);
      // After the render that shows the field below sm.
      requestAnimationFrame(() => document.getElementById(inputId)?.focus());
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [inputId]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    navigate(paths.search({ q: String(new FormData(e.currentTarget).get('q') ?? '') }));
  };

  return (
    <div data-slot="site-search" className="flex items-center">
      <Link
        to={paths.search()}
        aria-label={BOX_LABEL}
        aria-expanded={expanded}
        className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-700 sm:hidden"
        onClick={(e) => {
          e.preventDefault();
          setExpanded((open) => !open);
          requestAnimationFrame(() => document.getElementById(inputId)?.focus());
        }}
      >
        <SearchIcon />
      </Link>
      <form
        role="search"
        aria-label="Site"
        method="get"
        action={paths.search()}
        onSubmit={submit}
        className={cn(
          'lg:w-64',
          expanded
            ? 'absolute inset-x-0 top-full z-50 block w-auto border-b border-slate-200 bg-white p-2 sm:static sm:w-56 sm:border-0 sm:p-0'
            : 'hidden w-56 sm:block',
        )}
      >
        {Combobox ? (
          <Combobox
            inputId={inputId}
            initialValue={handover.value}
            focusOnMount={handover.focus || expanded}
            inputClassName={inputClass}
            label={BOX_LABEL}
          />
        ) : (
          <>
            <label htmlFor={inputId} className="sr-only">
              {BOX_LABEL}
            </label>
            <input
              ref={plain}
              id={inputId}
              name="q"
              type="search"
              placeholder={BOX_LABEL}
              autoComplete="off"
              className={inputClass}
              onFocus={enhance}
              onPointerEnter={enhance}
            />
          </>
        )}
      </form>
    </div>
  );
}
