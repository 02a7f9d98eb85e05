// /seasons/{slug}: one season (the route's query: found by slug or id in the site's seasons) with its champion and
// five tabs.
import { useRouteData } from '@trophy-room/api-client';
import type { Season } from '@trophy-room/contract';
import { Badge, DetailFrame, Tabs, useUrlState } from '@trophy-room/ui-kit';
import { Link, useLocation } from 'react-router-dom';
import { seasonRoute } from '../routes';
import { SeasonBracket } from '../brackets/season-bracket';
import { SeasonChampionCard } from './season-champion-card';
import { SeasonOverview } from './season-overview';
import { SeasonStandings } from './season-standings';
import { seasonStatus, statusLabel, statusVariant } from './season-status';
import { SeasonTeams } from './season-teams';
import { SeasonAwards } from './season-awards';
import { paths, queryString, seasonDetailParams, SEASON_TABS } from '@trophy-room/routes';
import { leagueShortName } from '@trophy-room/domain';

export default function SeasonDetailPage() {
  return (
    <DetailFrame
      state={useRouteData(seasonRoute)}
      breadcrumb={(d) => ({
        items: [
          { label: 'All Seasons', to: paths.seasons() },
          { label: d?.seasons.season?.name ?? 'Season' },
        ],
      })}
      loading="Loading season..."
      error="Error Loading Seasons"
      notFound={{
        title: 'Season Not Found',
        message: 'The season you are looking for does not exist.',
        back: { to: paths.seasons(), label: 'Back to Seasons' },
      }}
    >
      {({ seasons }) => seasons.season && <SeasonDetail season={seasons.season} />}
    </DetailFrame>
  );
}

/** The season's heading, its champion and its five tabs (the tab kept in the URL). */
function SeasonDetail({ season }: { season: Season }) {
  const [{ tab }, setParams] = useUrlState(seasonDetailParams);
  const { pathname } = useLocation();
  return (
    <>
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="primary">
            {leagueShortName({ slug: season.league_slug, abbreviation: season.league_abbreviation }) ||
              season.sport.name}
          </Badge>
          {/* The same derived status as the season's card in the list. */}
          <Badge variant={statusVariant[seasonStatus(season)]}>{statusLabel[seasonStatus(season)]}</Badge>
        </div>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{season.name}</h1>
        <p className="mt-1 text-slate-600">
          {season.sport.name} · {season.league} · {season.level || 'Professional'}
        </p>
      </div>
      <SeasonChampionCard season={season} />
      <Tabs
        label="Season sections"
        value={tab}
        onValueChange={(next) => setParams({ tab: next as (typeof SEASON_TABS)[number] })}
        href={(next) =>
          pathname + queryString(seasonDetailParams, { tab: next as (typeof SEASON_TABS)[number] })
        }
        items={[
          { value: 'overview', label: 'Overview', content: <SeasonOverview season={season} /> },
          { value: 'teams', label: 'Teams', content: <SeasonTeams season={season} /> },
          { value: 'standings', label: 'Standings', content: <SeasonStandings season={season} /> },
          {
            value: 'playoffs',
            label: 'Playoffs',
            content: (
              <div className="flex flex-col gap-3">
                <Link
                  to={paths.seasonPlayoffs(season.slug)}
                  className="text-sm text-primary-800 hover:underline"
                >
                  Open the bracket on its own page
                </Link>
                <SeasonBracket />
              </div>
            ),
          },
          { value: 'awards', label: 'Awards', content: <SeasonAwards season={season} /> },
        ]}
      />
    </>
  );
}
