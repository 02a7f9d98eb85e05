// The two sides of the pair, each chosen through the team search; choosing keeps both in the URL (a first), and the
// second side searches the first side's sport only.
import { siteFilters, useRouteQueries } from '@trophy-room/api-client';
import { headToHeadParams, paths } from '@trophy-room/routes';
import { useSite } from '@trophy-room/site-theme';
import { useUrlState } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { headToHeadRoute } from '../routes';
import { TeamField } from './team-field';

export function TeamPicker() {
  const site = useSite();
  const [values, setParams] = useUrlState(headToHeadParams);
  // The chosen teams (none asked for a side not chosen).
  const { teamA, teamB } = useRouteQueries(headToHeadRoute);
  const a = teamA?.data;
  const b = teamB?.data;
  const base = siteFilters({ sport: site.sport, level: site.level });
  const sportOf = (other: typeof a) =>
    base.sport__slug || !other ? base : { ...base, sport__slug: other.sport.slug };
  const pick = (side: 'a' | 'b') => (slug: string) =>
    setParams({ [side]: slug, sort: headToHeadParams.sort.defaultValue, page: 1 });
  return (
    <section aria-label="Choose two teams" className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 md:flex-row">
        <TeamField
          label="First team"
          chosen={a?.name ?? (values.a || null)}
          filters={sportOf(b)}
          onPick={pick('a')}
        />
        <TeamField
          label="Second team"
          chosen={b?.name ?? (values.b || null)}
          filters={sportOf(a)}
          onPick={pick('b')}
        />
      </div>
      {values.a && values.b && (
        <Link
          to={paths.headToHead({ a: values.b, b: values.a })}
          className="self-start text-sm text-primary-800 underline"
        >
          Swap the two teams
        </Link>
      )}
    </section>
  );
}
