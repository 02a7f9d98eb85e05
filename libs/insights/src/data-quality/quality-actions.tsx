// The page's three buttons: run the checks again on the live database, export the report as CSV, list every rule.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { qualityApi, qualityQueries } from '@trophy-room/api-client';
import type { DataQualityReport, SiteFilterParams } from '@trophy-room/contract';
import { Button, downloadCsv, notify, toCsv } from '@trophy-room/ui-kit';
import { ruleColumns } from './quality-tables';

export interface QualityActionsProps {
  filters: SiteFilterParams;
  report: DataQualityReport;
  showAll: boolean;
  onToggleAll: () => void;
  fileName: string;
}

export function QualityActions({ filters, report, showAll, onToggleAll, fileName }: QualityActionsProps) {
  const client = useQueryClient();
  const run = useMutation({
    mutationFn: () => qualityApi.run(filters),
    onSuccess: (fresh) => {
      client.setQueryData(qualityQueries.report(filters).queryKey, fresh);
      notify.success(`Validation complete: ${fresh.summary}`);
    },
    onError: (e) => notify.error(`Validation failed: ${e.message}`),
  });
  const exportReport = () => {
    downloadCsv(fileName, toCsv(ruleColumns, report.rules));
    notify.success('CSV downloaded');
  };
  return (
    <>
      <Button onClick={() => run.mutate()} disabled={run.isPending} aria-busy={run.isPending}>
        {run.isPending ? 'Running validation...' : 'Run Full Validation'}
      </Button>
      <Button variant="outline" onClick={exportReport}>
        Export Report
      </Button>
      <Button variant="outline" onClick={onToggleAll} aria-pressed={showAll}>
        View All Rules
      </Button>
    </>
  );
}
