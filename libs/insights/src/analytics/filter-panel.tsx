// Filter: narrow the figures to one team or one conference of the site (kept in the URL). The options are the
// site's teams and their conferences, loaded when the panel opens.
import { useQuery } from '@tanstack/react-query';
import { teamQueries } from '@trophy-room/api-client';
import type { SiteFilterParams } from '@trophy-room/contract';
import { Button, Card, LoadingSpinner, Select } from '@trophy-room/ui-kit';
import { compareText } from '@trophy-room/domain';

export interface FilterPanelProps {
  filters: SiteFilterParams;
  team: string;
  conference: string;
  onChange: (patch: { team?: string; conference?: string }) => void;
}

export function FilterPanel({ filters, team, conference, onChange }: FilterPanelProps) {
  const { data: teams, isPending } = useQuery(teamQueries.list(filters));
  const conferences = new Map<string, string>();
  for (const t of teams ?? []) if (t.conference) conferences.set(t.conference.slug, t.conference.name);
  const inConference = (teams ?? []).filter((t) => !conference || t.conference?.slug === conference);
  return (
    <Card id="analytics-filter" className="grid gap-3 sm:grid-cols-3 sm:items-end">
      {isPending ? (
        <LoadingSpinner label="Loading teams..." />
      ) : (
        <>
          <Select
            label="Conference"
            value={conference}
            options={[
              { value: '', label: 'All conferences' },
              ...[...conferences]
                .sort((a, b) => compareText(a[1], b[1]))
                .map(([slug, name]) => ({ value: slug, label: name })),
            ]}
            onChange={(v) => onChange({ conference: v, team: '' })}
          />
          <Select
            label="Team"
            value={team}
            options={[
              { value: '', label: 'All teams' },
              ...inConference.map((t) => ({ value: t.slug, label: t.name })),
            ]}
            onChange={(v) => onChange({ team: v })}
          />
          <Button
            variant="outline"
            onClick={() => onChange({ team: '', conference: '' })}
            disabled={!team && !conference}
          >
            Clear filter
          </Button>
        </>
      )}
    </Card>
  );
}
