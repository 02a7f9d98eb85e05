// "Head-to-Head" on a team's page: its opponents, most played first, each opening the pair's page. A plain GET form,
// so it works before the page's script has loaded; the list loads in the browser (it is not the page's content).
import { useQuery } from '@tanstack/react-query';
import { headToHeadQueries } from '@trophy-room/api-client';
import { paths } from '@trophy-room/routes';
import { countOf } from '@trophy-room/domain';
import { Button } from '@trophy-room/ui-kit';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

export function HeadToHeadPicker({ slug, name }: { slug: string; name: string }) {
  const opponents = useQuery(headToHeadQueries.opponents(slug));
  const navigate = useNavigate();
  const [b, setB] = useState('');
  const list = opponents.data ?? [];
  const chosen = b || list[0]?.slug || '';
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (chosen) navigate(paths.headToHead({ a: slug, b: chosen }));
  };
  return (
    <section aria-labelledby="head-to-head" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="head-to-head" className="mb-3 text-base font-semibold text-slate-900">
        Head-to-Head
      </h2>
      <form
        action={paths.headToHead()}
        method="get"
        onSubmit={onSubmit}
        className="flex flex-wrap items-end gap-2"
      >
        <input type="hidden" name="a" value={slug} />
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm text-slate-700">
          {name} against
          <select
            name="b"
            value={chosen}
            onChange={(e) => setB(e.target.value)}
            disabled={list.length === 0}
            className="rounded-md border border-slate-300 px-2 py-2"
          >
            {opponents.isPending && <option value="">Loading opponents…</option>}
            {opponents.isError && <option value="">Failed to load opponents</option>}
            {opponents.isSuccess && list.length === 0 && (
              <option value="">No opponents in our sources</option>
            )}
            {list.map((o) => (
              <option key={o.id} value={o.slug}>
                {o.name} ({countOf(o.games, 'game')})
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" disabled={!chosen}>
          Compare
        </Button>
      </form>
    </section>
  );
}
