// /debug: where this page was served from, the site's configuration and colours, a live call to the teams endpoint
// with the site's filters, and the sibling sites on the same host and port.
import { siteFilters } from '@trophy-room/api-client';
import { siteIds, siteUrl, siteVariants, useSite, useSiteOrigin } from '@trophy-room/site-theme';
import { Card, PageFrame } from '@trophy-room/ui-kit';
import type { ReactNode } from 'react';
import { SiteConfigList } from './site-config-list';
import { TestCall } from './test-call';
import { ThemeSwatches } from './theme-swatches';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id} role="region" className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}

export default function DebugPage() {
  const site = useSite();
  const origin = useSiteOrigin();
  const filters = siteFilters({ sport: site.sport, level: site.level });
  return (
    <PageFrame title="Debug" intro={`How ${site.name} is configured and what its API answers.`}>
      <Section id="debug-host" title="Host">
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-600">Host name</dt>
          <dd className="font-mono">{origin.hostname}</dd>
          <dt className="font-medium text-slate-600">Port</dt>
          <dd className="font-mono">{origin.port || (origin.protocol === 'https:' ? '443' : '80')}</dd>
        </dl>
      </Section>
      <Section id="debug-config" title="Site configuration">
        <SiteConfigList site={site} />
      </Section>
      <Section id="debug-theme" title="Theme colours">
        <ThemeSwatches theme={site.theme} />
      </Section>
      <Section id="debug-test-call" title="Test call: teams">
        <TestCall filters={filters} />
      </Section>
      <Section id="debug-sites" title="Sibling sites">
        <ul className="grid gap-2 sm:grid-cols-3">
          {siteIds.map((id) => (
            <li key={id}>
              <a
                href={siteUrl(id, origin)}
                aria-current={id === site.id ? 'page' : undefined}
                className="text-primary-800 hover:underline"
              >
                {siteVariants[id].name}
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </PageFrame>
  );
}
