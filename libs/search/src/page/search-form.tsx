// The results page's own search field: a real GET form (it works without JavaScript); with it, a client navigation.
import { ALL, paths, type SEARCH_RESULT_KINDS } from '@trophy-room/routes';
import { Button } from '@trophy-room/ui-kit';
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

export interface SearchFormProps {
  q: string;
  kind: (typeof SEARCH_RESULT_KINDS)[number] | typeof ALL;
}

export function SearchForm({ q, kind }: SearchFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const text = String(new FormData(e.currentTarget).get('q') ?? '');
    navigate(paths.search({ q: text, kind }));
  };
  return (
    <form role="search" method="get" action={paths.search()} onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <input
        id={id}
        // The key resets the field when the URL's query changes (a suggestion followed, Back).
        key={q}
        name="q"
        type="search"
        defaultValue={q}
        placeholder="Team, player, coach, championship or season"
        className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-primary-700"
      />
      {kind !== ALL && <input type="hidden" name="kind" value={kind} />}
      <Button type="submit">Search</Button>
    </form>
  );
}
