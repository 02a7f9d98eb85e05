import { shades, type SiteTheme } from '@trophy-room/site-theme';

const scales = ['primary', 'secondary', 'accent'] as const;

/** The site's three colour scales, shade 50 to 950, each swatch with its hex value. */
export function ThemeSwatches({ theme }: { theme: SiteTheme }) {
  return (
    <div className="flex flex-col gap-4">
      {scales.map((scale) => (
        <div key={scale}>
          <h3 className="mb-2 text-sm font-semibold text-slate-800 capitalize">{scale}</h3>
          <ul
            className="grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-11"
            aria-label={`${scale} colour scale`}
          >
            {shades.map((shade) => (
              <li key={shade} className="flex flex-col items-center gap-1 text-xs">
                <span
                  aria-hidden="true"
                  className="block h-8 w-full rounded border border-slate-200"
                  style={{ backgroundColor: theme[scale][shade] }}
                />
                <span className="font-medium text-slate-800">{shade}</span>
                <span className="font-mono text-slate-600">{theme[scale][shade]}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
