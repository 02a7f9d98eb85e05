// Awards and championships won, each linking to its season.
import type { PlayerDetail } from '@trophy-room/contract';
import { paths, titleYear, type TitleYearSport } from '@trophy-room/routes';
import { Link } from 'react-router-dom';

const link = 'text-primary-700 hover:underline';

export function PlayerHonours({ player: p }: { player: PlayerDetail }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section
        aria-labelledby="championships-won"
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="championships-won" className="text-lg font-semibold text-slate-900">
          Championships Won
        </h2>
        {p.titles.length === 0 ? (
          <p className="mt-2 text-slate-600">No championships in our sources.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1">
            {p.titles.map((t) => (
              <li key={t.season.slug}>
                <Link to={paths.season(t.season.slug)} className={link}>
                  {titleYear(p.sport.slug as TitleYearSport, {
                    start_year: t.season.start_year,
                    end_year: null,
                  })}
                </Link>{' '}
                with{' '}
                <Link to={paths.team(t.team.slug, t.season.start_year)} className={link}>
                  {t.team.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="awards" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="awards" className="text-lg font-semibold text-slate-900">
          Awards
        </h2>
        {p.awards.length === 0 ? (
          <p className="mt-2 text-slate-600">No awards in our sources.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1">
            {p.awards.map((a, i) => (
              <li key={`${a.name}-${a.year}-${i}`}>
                {a.name}
                {a.season ? (
                  <>
                    {' '}
                    (
                    <Link to={paths.season(a.season.slug)} className={link}>
                      {a.season.name.replace(/ Season$/, '')}
                    </Link>
                    )
                  </>
                ) : (
                  a.year !== null && ` (${a.year})`
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
