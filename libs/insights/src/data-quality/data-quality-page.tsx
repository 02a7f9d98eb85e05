// /data-quality: the dataset's own checks for the site's leagues — overall score, four metric bars, the rules that
// need attention (or every rule), the pipeline's reconciliation of figures two sources give (counts per league and
// figure with the rule, and the disagreements), the null audit, the seasons each figure is held for, the sources and
// the rows the pipeline set aside.
import { siteFilters, useRouteQueries } from '@trophy-room/api-client';
import { dataQualityParams } from '@trophy-room/routes';
import { useSite } from '@trophy-room/site-theme';
import {
  FailedToLoadData,
  LoadingSpinner,
  PageFrame,
  PageSection,
  QueryState,
  reloadPage,
  useUrlState,
} from '@trophy-room/ui-kit';
import { useState, type ReactNode } from 'react';
import { dataQualityRoute } from '../routes';
import { CoverageTable } from './coverage-table';
import { MetricBars } from './metric-bars';
import { NullAuditTable } from './null-audit-table';
import { OverallScore } from './overall-score';
import { QualityActions } from './quality-actions';
import { FeedsTable, RulesTable, SetAsideTable, SourcesTable } from './quality-tables';
import { DisagreementList, FigureChecksTable } from './reconciliation';

export default function DataQualityPage() {
  const site = useSite();
  const filters = siteFilters({ sport: site.sport, level: site.level });
  const { report: quality, figures } = useRouteQueries(dataQualityRoute);
  const [figure, setFigure] = useState<string | null>(null);
  const [{ rules: shown }, setParams] = useUrlState(dataQualityParams);
  const showAll = shown === 'all';
  const intro = `How we check the data behind ${site.name}: the dataset's own checks, run on the live database.`;
  const state = (node: ReactNode) => (
    <PageFrame title="Data Quality" intro={intro}>
      {node}
    </PageFrame>
  );
  return (
    <QueryState
      query={quality}
      pending={state(<LoadingSpinner label="Running the data checks..." />)}
      error={() => state(<FailedToLoadData onRetry={reloadPage} />)}
    >
      {(report) => {
        const attention = report.rules.filter((r) => r.status !== 'passing');
        return (
          <PageFrame
            gap={8}
            title="Data Quality"
            intro={intro}
            actions={
              <QualityActions
                filters={filters}
                report={report}
                showAll={showAll}
                onToggleAll={() => setParams({ rules: showAll ? 'summary' : 'all' })}
                fileName={`trophy-room-${site.id}-data-quality`}
              />
            }
          >
            <OverallScore report={report} />
            <PageSection id="metrics-title" title="Metrics">
              <MetricBars metrics={report.metrics} />
            </PageSection>
            <PageSection id="rules-title" title="Validation rules">
              <p className="text-sm text-slate-600">
                {showAll
                  ? `All ${report.rules.length} rules, by league.`
                  : `${attention.length} of ${report.rules.length} rules need attention; View All Rules lists every rule.`}
              </p>
              <RulesTable
                rules={showAll ? report.rules : attention}
                caption={showAll ? 'Every validation rule' : 'Rules that need attention'}
              />
            </PageSection>
            <PageSection id="reconciliation-title" title="Figures two sources give">
              <p className="text-sm text-slate-600">
                Wherever two sources give one figure, the pipeline compares them for every team, season, coach
                and player, keeps the value of the source its rule trusts first, and lists every disagreement
                with its reason.
              </p>
              <QueryState
                query={figures}
                pending={<LoadingSpinner label="Loading the reconciliation..." />}
                error={() => <FailedToLoadData onRetry={() => void figures.refetch()} />}
              >
                {(f) => <FigureChecksTable figures={f.figures} onList={setFigure} />}
              </QueryState>
            </PageSection>
            <PageSection id="disagreements-title" title="Disagreements">
              <DisagreementList filters={filters} figure={figure} onClear={() => setFigure(null)} />
            </PageSection>
            <PageSection id="null-audit-title" title="Empty fields">
              <p className="text-sm text-slate-600">
                The share of empty values of each field the team, player and coach pages show, and where no
                source holds it.
              </p>
              <QueryState
                query={figures}
                pending={<LoadingSpinner label="Loading the null audit..." />}
                error={() => <FailedToLoadData onRetry={() => void figures.refetch()} />}
              >
                {(f) => <NullAuditTable rows={f.null_audit} />}
              </QueryState>
            </PageSection>
            <PageSection id="coverage-title" title="Seasons held">
              <p className="text-sm text-slate-600">
                For each figure the pages show, the seasons the sources hold it for and the league's seasons
                they miss. A total over missing seasons is labelled partial on its page.
              </p>
              <QueryState
                query={figures}
                pending={<LoadingSpinner label="Loading the coverage..." />}
                error={() => <FailedToLoadData onRetry={() => void figures.refetch()} />}
              >
                {(f) => <CoverageTable rows={f.coverage} />}
              </QueryState>
            </PageSection>
            <PageSection id="feeds-title" title="Live feeds">
              <p className="text-sm text-slate-600">
                New games, scores and standings from the leagues' public feeds, applied while the server runs
                with FEEDS set (off unless it is); the lag counts from the newest payload applied.
              </p>
              <FeedsTable feeds={report.feeds} />
            </PageSection>
            <PageSection id="sources-title" title="Sources">
              <SourcesTable sources={report.sources} />
            </PageSection>
            <PageSection id="set-aside-title" title="Rows set aside">
              <p className="text-sm text-slate-600">
                Source rows the pipeline found bad or could not use, with file and line in
                data/source-issues.csv.
              </p>
              <SetAsideTable report={report} />
            </PageSection>
          </PageFrame>
        );
      }}
    </QueryState>
  );
}
