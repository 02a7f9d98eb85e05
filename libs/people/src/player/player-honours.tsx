// Awards and championships won, each linking to its season; awards grouped by season, each linking to its award.
import type { Award, PlayerDetail } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import {
  TITLE_CREDITS,
  seasonLabel,
  titleCreditText,
  titleYear,
  type TitleYearSport,
} from '@trophy-room/domain';
import { Link } from 'react-router-dom';

const link = 'text-primary-700 hover:underline';

/** The awards by season, oldest first (the API's order), each season once. */
function bySeason(awards: Award[]) {
  const groups = new Map<
    string,
    { key: string; season: Award['season']; year: number | null; awards: Award[] }
  >();
  for (const a of awards) {
    const key = a.season?.slug ?? `year-${a.year}`;
    const group = groups.get(key) ?? { key, season: a.season, year: a.year, awards: [] };
    group.awards.push(a);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function PlayerHonours({ player: p }: { player: PlayerDetail }) {
  // The rules that credited his titles, said once under the list; with two, the roster-credited ones are starred.
  const credits = TITLE_CREDITS.filter((c) => p.titles.some((t) => t.credited_by === c));
  const starred = credits.length > 1;
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
                {starred && t.credited_by === 'roster' && '*'}
              </li>
            ))}
          </ul>
        )}
        {credits.map((c) => (
          <p key={c} className="mt-2 text-xs text-slate-500">
            {starred && c === 'roster' ? '* ' : 'Credited: '}
            {titleCreditText[c]}.
          </p>
        ))}
      </section>
      <section aria-labelledby="awards" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="awards" className="text-lg font-semibold text-slate-900">
          Awards
        </h2>
        {p.awards.length === 0 ? (
          <p className="mt-2 text-slate-600">No awards in our sources.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1">
            {bySeason(p.awards).map(({ key, season, year, awards }) => (
              <li key={key}>
                {season ? (
                  <Link to={paths.season(season.slug)} className={link}>
                    {season.name.replace(/ Season$/, '')}
                  </Link>
                ) : (
                  (year !== null && seasonLabel(year, p.sport.slug)) || 'Undated'
                )}
                :{' '}
                {awards.map((a, i) => (
                  <span key={`${a.slug}-${i}`}>
                    {i > 0 && ', '}
                    <Link to={paths.award(a.slug)} className={link}>
                      {a.name}
                    </Link>
                  </span>
                ))}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
