// A season's bracket: rounds as columns (lists of match-ups) that scroll sideways on a narrow screen, one part per
// region where the competition has regions (chosen with links kept in the URL), the play-in games before them,
// and the list fallback with its reason. Printed, the columns wrap instead of scrolling.
import type { Bracket, BracketRound } from '@trophy-room/contract';
import { ALL, bracketParams } from '@trophy-room/routes';
import { cn, useUrlState } from '@trophy-room/ui-kit';
import { Link, useLocation } from 'react-router-dom';
import { bracketParts, regionHeading, type BracketPart } from './bracket-format';
import { SeriesBox } from './series-box';

function RoundColumn({ round, year, tall }: { round: BracketRound; year: number; tall: boolean }) {
  return (
    <li className="flex w-64 shrink-0 flex-col gap-2 print:w-56">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">{round.name}</h3>
      <ol className={cn('flex flex-1 flex-col gap-3', tall && 'justify-around')}>
        {round.series.map((s) => (
          <li key={`${s.top.slug}-${s.bottom.slug}`}>
            <SeriesBox series={s} year={year} />
          </li>
        ))}
      </ol>
      {round.consolation.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="text-xs font-medium text-slate-500">Consolation (third place)</h4>
          <ul className="flex flex-col gap-3">
            {round.consolation.map((s) => (
              <li key={`${s.top.slug}-${s.bottom.slug}`}>
                <SeriesBox series={s} year={year} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/** Rounds left to right; the region scrolls sideways (keyboard: focus it and use the arrow keys). */
function Rounds({ label, rounds, year }: { label: string; rounds: BracketRound[]; year: number }) {
  return (
    <div className="relative">
      {rounds.length > 1 && (
        <p className="mb-2 text-xs text-slate-500 lg:hidden print:hidden" aria-hidden="true">
          Rounds run left to right: scroll sideways →
        </p>
      )}
      {/* A focusable scroll region, so the keyboard can scroll it too. */}
      <div
        className="relative overflow-x-auto pb-2 [mask-image:linear-gradient(to_right,black_90%,transparent)] lg:[mask-image:none] print:overflow-visible print:[mask-image:none]"
        role="region"
        aria-label={label}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container must take focus
        tabIndex={0}
      >
        <ol className="flex gap-4 print:flex-wrap">
          {rounds.map((r) => (
            <RoundColumn key={r.name} round={r} year={year} tall={rounds.length > 1} />
          ))}
        </ol>
      </div>
    </div>
  );
}

function RegionLinks({ parts, shown }: { parts: BracketPart[]; shown: string }) {
  const { pathname, search } = useLocation();
  const href = (region: string) => {
    const q = new URLSearchParams(search);
    if (region === ALL) q.delete('region');
    else q.set('region', region);
    const s = q.toString();
    return pathname + (s ? `?${s}` : '');
  };
  const options = [
    { value: ALL, label: 'Whole bracket' },
    ...parts.map((p) => ({
      value: p.region ?? 'final',
      label: p.region ? regionHeading(p.region) : 'Final rounds',
    })),
  ];
  return (
    <nav aria-label="Bracket regions" className="print:hidden">
      <ul className="flex flex-wrap gap-2 text-sm">
        {options.map((o) => (
          <li key={o.value}>
            <Link
              to={href(o.value)}
              replace
              preventScrollReset
              aria-current={o.value === shown ? 'true' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center rounded-full border px-3',
                o.value === shown
                  ? 'border-primary-700 bg-primary-50 font-semibold text-primary-900'
                  : 'border-slate-200 text-slate-700 hover:bg-slate-50',
              )}
            >
              {o.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ListFallback({ bracket }: { bracket: Bracket }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        {bracket.note}
      </p>
      {bracket.rounds.map((r) => (
        <section key={r.name} className="flex flex-col gap-2">
          <h2 className="font-semibold text-slate-900">{r.name}</h2>
          <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {r.series.map((s, i) => (
              <li key={`${s.top.slug}-${s.bottom.slug}-${i}`}>
                <SeriesBox series={s} year={bracket.season.start_year} />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

export function BracketView({ bracket }: { bracket: Bracket }) {
  const [{ region }] = useUrlState(bracketParams);
  if (bracket.layout === 'list') return <ListFallback bracket={bracket} />;
  const year = bracket.season.start_year;
  const parts = bracketParts(bracket);
  const preliminary = bracket.rounds.filter((r) => r.preliminary);
  const shown = parts.some((p) => (p.region ?? 'final') === region) ? region : ALL;
  const visible = shown === ALL ? parts : parts.filter((p) => (p.region ?? 'final') === shown);
  return (
    <div className="flex flex-col gap-6">
      {parts.length > 1 && <RegionLinks parts={parts} shown={shown} />}
      {shown === ALL && preliminary.length > 0 && (
        <section className="flex flex-col gap-2">
          <h2 className="font-semibold text-slate-900">{preliminary.map((r) => r.name).join(' / ')}</h2>
          <p className="text-sm text-slate-600">
            Played before the bracket proper; the winners enter its first round.
          </p>
          <Rounds label={`${preliminary[0].name} games`} rounds={preliminary} year={year} />
        </section>
      )}
      {visible.map((p) => {
        const title = p.region ? regionHeading(p.region) : parts.length > 1 ? 'Final rounds' : 'Bracket';
        return (
          <section key={p.region ?? 'final'} className="flex flex-col gap-2">
            {/* Headings step down one level at a time: a bracket of one part names itself for screen readers only. */}
            <h2 className={parts.length > 1 ? 'font-semibold text-slate-900' : 'sr-only'}>{title}</h2>
            <Rounds label={`${title}, by round`} rounds={p.rounds} year={year} />
          </section>
        );
      })}
    </div>
  );
}
