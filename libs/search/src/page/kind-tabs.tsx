// The kinds the results page can narrow to, as links (the kind and page live in the URL; no JavaScript needed).
import { ALL, paths, SEARCH_RESULT_KINDS } from '@trophy-room/routes';
import { cn } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { KIND_LABELS } from '../result/describe-result';

export interface KindTabsProps {
  q: string;
  kind: (typeof SEARCH_RESULT_KINDS)[number] | typeof ALL;
}

const tabs = [
  { kind: ALL, label: 'All' },
  ...SEARCH_RESULT_KINDS.map((k) => ({ kind: k, label: KIND_LABELS[k].many })),
] as const;

export function KindTabs({ q, kind }: KindTabsProps) {
  return (
    <nav aria-label="Kind of result">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((t) => (
          <li key={t.kind}>
            <Link
              to={paths.search({ q, kind: t.kind })}
              aria-current={t.kind === kind ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium',
                t.kind === kind
                  ? 'border-primary-700 bg-primary-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
              )}
            >
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
