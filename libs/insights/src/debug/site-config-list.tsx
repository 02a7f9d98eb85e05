import type { SiteConfig } from '@trophy-room/site-theme';

const yesNo = (v: boolean) => (v ? 'yes' : 'no');

/** The variant's configuration as name/value pairs. */
export function SiteConfigList({ site }: { site: SiteConfig }) {
  const rows: [string, string][] = [
    ['Site id', site.id],
    ['Name', site.name],
    ['Description', site.description],
    ['Keywords', site.keywords.join(', ')],
    ['Sport', site.sport ?? 'all sports'],
    ['Level', site.level ?? 'all levels'],
    ['Sources lack', site.sourcesLack.join(', ') || 'nothing'],
    ['Main site', yesNo(site.isMainSite)],
    ['Sport-specific', yesNo(site.isSportSpecific)],
    ['Logo', site.logo],
    ['Favicon', site.favicon],
    ['Touch icon', site.touchIcon],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="font-medium text-slate-600">{name}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
