// /analytics: the figures the API computes for the chosen metric category, timeframe (ending on the data's as-of
// date), league (one at a time: the hub offers its eight, never figures across sports) and Filter — four KPI cards
// with change and trend, two charts, three insight notes — with Export (CSV), Share (the URL holds the state),
// Filter (a team or conference of the league) and View Detailed Report (the full table).
import { siteFilters, useRouteQueries } from '@trophy-room/api-client';
import type { AnalyticsFigures } from '@trophy-room/contract';
import { analyticsParams } from '@trophy-room/routes';
import { formatDay, leagueShortName } from '@trophy-room/domain';
import { useSite } from '@trophy-room/site-theme';
import {
  Button,
  Card,
  downloadCsv,
  FailedToLoadData,
  LoadingSpinner,
  notify,
  PageFrame,
  QueryState,
  reloadPage,
  useUrlState,
} from '@trophy-room/ui-kit';
import { useState, type ReactNode } from 'react';
import { analyticsRoute } from '../routes';
import { AnalyticsControls, CATEGORY_LABELS } from './analytics-controls';
import { analyticsCsv } from './analytics-csv';
import { ChartPanel } from './chart-panel';
import { DetailedReport } from './detailed-report';
import { FilterPanel } from './filter-panel';
import { KpiCards } from './kpi-cards';

const asOfText = (iso: string | null) => (iso ? formatDay(iso) : 'unknown');

function Insights({ figures }: { figures: AnalyticsFigures }) {
  return (
    <section aria-labelledby="insights-title" className="flex flex-col gap-3">
      <h2 id="insights-title" className="text-xl font-semibold text-slate-900">
        Insights
      </h2>
      {figures.insights.length ? (
        <ul className="grid gap-4 md:grid-cols-3">
          {figures.insights.map((i) => (
            <li key={i.title}>
              <Card className="h-full border-l-4 border-l-primary-600">
                <h3 className="font-semibold">{i.title}</h3>
                <p className="text-sm text-slate-700">{i.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No insights without figures for this timeframe.</p>
      )}
    </section>
  );
}

export default function AnalyticsPage() {
  const site = useSite();
  const filters = siteFilters({ sport: site.sport, level: site.level });
  const [state, setState] = useUrlState(analyticsParams);
  const { category, timeframe, team, conference, report } = state;
  const [filterOpen, setFilterOpen] = useState(false);
  const { figures } = useRouteQueries(analyticsRoute);
  const { data, isPlaceholderData } = figures;
  const fileName = `trophy-room-${site.id}-analytics-${category}-${timeframe}`;
  const exportCsv = () => {
    if (!data) return;
    downloadCsv(fileName, analyticsCsv(data));
    notify.success('CSV downloaded');
  };
  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify.success('Link copied');
    } catch {
      notify.error('Could not copy the link: copy it from the address bar.');
    }
  };
  const intro = `${CATEGORY_LABELS[category]} for ${data && data.leagues.length > 1 ? `the ${leagueShortName(data.league)} on ${site.name}` : site.name}, computed from the games, standings, champions and player seasons${data ? `: data as of ${asOfText(data.as_of)}` : ''}.`;
  const frame = (node: ReactNode) => (
    <PageFrame title="Analytics" intro={intro}>
      {node}
    </PageFrame>
  );
  return (
    <QueryState
      query={figures}
      pending={frame(<LoadingSpinner label="Computing the figures..." />)}
      error={() => frame(<FailedToLoadData onRetry={reloadPage} />)}
    >
      {(data) => {
        const narrowed = data.team ?? data.conference;
        return (
          <PageFrame
            gap={8}
            busy={isPlaceholderData}
            title="Analytics"
            intro={intro}
            actions={
              <>
                <Button
                  variant="outline"
                  aria-expanded={filterOpen}
                  aria-controls="analytics-filter"
                  onClick={() => setFilterOpen((o) => !o)}
                >
                  Filter{narrowed ? `: ${narrowed}` : ''}
                </Button>
                <Button variant="outline" onClick={exportCsv}>
                  Export
                </Button>
                <Button variant="outline" onClick={() => void share()}>
                  Share
                </Button>
              </>
            }
          >
            <div className="flex flex-wrap items-end justify-between gap-4">
              <AnalyticsControls
                category={category}
                timeframe={timeframe}
                league={data.league}
                leagues={data.leagues}
                onChange={setState}
              />
              <p className="text-sm text-slate-600" data-testid="analytics-period">
                {data.period.label}
                {data.previous
                  ? ` · change against ${data.previous.label}`
                  : ' · no earlier period to compare'}
                {narrowed ? ` · ${narrowed} only` : ''}
              </p>
            </div>
            {filterOpen && (
              <FilterPanel
                // The league measured: on the hub, its sport and level select its teams.
                filters={{
                  ...filters,
                  sport__slug: data.league.sport_slug,
                  level__slug: data.league.level_slug,
                }}
                team={team}
                conference={conference}
                onChange={setState}
              />
            )}
            {data.note && (
              <p
                role="note"
                className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
              >
                {data.note}
              </p>
            )}
            <KpiCards kpis={data.kpis} />
            <div className="grid gap-4 lg:grid-cols-2">
              {data.charts.map((c) => (
                <ChartPanel key={c.id} chart={c} />
              ))}
            </div>
            <Insights figures={data} />
            <div>
              <Button
                aria-expanded={report}
                aria-controls="detailed-report"
                onClick={() => setState({ report: !report })}
              >
                {report ? 'Hide Detailed Report' : 'View Detailed Report'}
              </Button>
            </div>
            {report && <DetailedReport report={data.report} fileName={`${fileName}-report`} />}
          </PageFrame>
        );
      }}
    </QueryState>
  );
}
