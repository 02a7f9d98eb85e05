// Filter: narrow the figures to one team or one conference of the site (kept in the URL). The options are the
// site's teams and their conferences, loaded when the panel opens.
import { useQuery } from '@tanstack/react-query';
import { teamQueries } from '@trophy-room/api-client';
import type { SiteFilterParams } from '@trophy-room/contract';
import { Button, Card, LoadingSpinner } from '@trophy-room/ui-kit';

export interface FilterPanelProps {
  filters: SiteFilterParams;
  team: string;
  conference: string;
  onChange: (patch: { team?: string; conference?: string }) => void;
}

const field =
  'h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-primary-700';

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
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            Conference
            <select
              className={field}
              value={conference}
              onChange={(e) => onChange({ conference: e.target.value, team: '' })}
            >
              <option value="">All conferences</option>
              {[...conferences]
                .sort((a, b) => a[1].localeCompare(b[1]))
                .map(([slug, name]) => (
                  <option key={slug} value={slug}>
                    {name}
                  </option>
                ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            Team
            <select className={field} value={team} onChange={(e) => onChange({ team: e.target.value })}>
              <option value="">All teams</option>
              {inConference.map((t) => (
                <option key={t.slug} value={t.slug}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
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
