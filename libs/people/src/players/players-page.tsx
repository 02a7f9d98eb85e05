// /players: the player directory, searched, filtered and paged on the server (every filter and the page in the URL).
import { useRouteQueries, useSiteFilters } from '@trophy-room/api-client';
import { PLAYER_STATUSES } from '@trophy-room/contract/values';
import { ALL, playersParams } from '@trophy-room/routes';
import { useSite, type SportSlug } from '@trophy-room/site-theme';
import { EmptyState, useUrlState } from '@trophy-room/ui-kit';
import { playersRoute } from '../routes';
import { directoryFilters } from '../shared/directory-query';
import { sportSelect, statusSelect, teamSelect } from '../shared/directory-selects';
import { NotInSources } from '../shared/not-in-sources';
import { PersonDirectory } from '../shared/person-directory';
import { positionsFor } from '../shared/positions';
import { hasTeamFilter, teamOptions } from '../shared/team-options';
import { PlayerCard } from './player-card';

export default function PlayersPage() {
  return useSite().sourcesLack.includes('players') ? <NotInSources kind="players" /> : <PlayerDirectory />;
}

function PlayerDirectory() {
  const site = useSite();
  const [params, setParams] = useUrlState(playersParams);
  const filters = directoryFilters(useSiteFilters(), params.sport, params.season);
  // The URL's page and the team filter's options, as the route declares them.
  const { list: players, teams: names } = useRouteQueries(playersRoute);
  const teams = teamOptions(names?.data);
  const sport = (filters.sport__slug ?? null) as SportSlug | null;

  return (
    <PersonDirectory
      title="Players"
      intro={`Every player on ${site.name}, with career statistics.`}
      search={params.q}
      onSearch={(q) => setParams({ q, page: 1 })}
      selects={[
        site.isMainSite &&
          sportSelect(params.sport, (v) => setParams({ sport: v, team: ALL, position: ALL, page: 1 })),
        {
          kind: 'select',
          id: 'position',
          label: 'Position',
          allLabel: 'All Positions',
          value: params.position,
          options: positionsFor(sport).map((p) => ({ value: p, label: p })),
          onChange: (v: string) => setParams({ position: v, page: 1 }),
        },
        hasTeamFilter(filters) && teamSelect(params.team, teams, (v) => setParams({ team: v, page: 1 })),
        statusSelect(params.status, PLAYER_STATUSES, (v) => setParams({ status: v, page: 1 })),
      ]}
      query={players}
      error="Failed to load players data"
      empty={
        <EmptyState
          title="No Players Found"
          message={
            params.status === 'injured'
              ? 'Our sources do not record injuries.'
              : 'Try adjusting your search or filters.'
          }
        />
      }
      page={params.page}
      onPage={(page) => setParams({ page })}
      card={(p) => <PlayerCard player={p} />}
    />
  );
}
