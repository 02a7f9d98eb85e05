// The foreground/background colour pairs the sites' components put together (Tailwind colour names without the
// utility prefix), with the WCAG AA minimum each needs: 4.5 for text, 3 for large text and for icons, focus
// outlines and other UI parts. A component that pairs colours anew adds its pair here.

export interface ColourPair {
  fg: string;
  bg: string;
  min: 4.5 | 3;
  where: string;
}

const text = (fg: string, bgs: string[], where: string): ColourPair[] =>
  bgs.map((bg) => ({ fg, bg, min: 4.5, where }));
const ui = (fg: string, bgs: string[], where: string): ColourPair[] =>
  bgs.map((bg) => ({ fg, bg, min: 3, where }));

/** Page (slate-50), cards and bars (white), table headers, hovered rows and chips (slate-100). */
const surfaces = ['white', 'slate-50', 'slate-100'];

export const usedPairs: ColourPair[] = [
  ...text('slate-900', surfaces, 'body text, headings'),
  ...text('slate-800', surfaces, 'strong text, icon buttons'),
  ...text('slate-700', surfaces, 'labels, table cells'),
  ...text('slate-600', surfaces, 'secondary text'),
  ...text('slate-500', ['white', 'slate-50'], 'captions, placeholders'),
  ...ui('slate-500', ['white', 'slate-50'], 'sort arrows, separators, loading ellipsis'),
  ...text('primary-800', ['white', 'slate-50', 'primary-50'], 'links'),
  ...text('primary-700', ['white', 'slate-50', 'primary-50'], 'active links, tabs'),
  ...text('primary-900', ['white', 'primary-100'], 'badges, team chips, skip link'),
  ...text(
    'white',
    ['primary-700', 'primary-800', 'primary-900', 'primary-950'],
    'buttons, hero, call to action',
  ),
  ...text('primary-100', ['primary-800', 'primary-900', 'primary-950'], 'hero eyebrow, call to action text'),
  ...text('primary-50', ['primary-800', 'primary-950'], 'hero description'),
  ...ui('primary-700', ['white', 'slate-50'], 'focus outlines, active tab border'),
  ...ui('primary-600', ['white', 'slate-50'], 'focus rings, spinner'),
  ...ui('white', ['primary-800', 'primary-950'], 'focus outline on the hero'),
  ...text('white', ['secondary-700'], 'secondary button'),
  ...text('secondary-900', ['secondary-100'], 'secondary badge'),
  ...text('secondary-800', ['white'], 'championship game label'),
  ...ui('secondary-700', ['white'], 'championship icon'),
  ...ui('accent-600', ['white'], 'championship card icon'),
  ...text('white', ['red-700'], 'danger button'),
  ...text('red-800', ['red-50', 'red-100', 'white'], 'error panel, error badge, failed test call'),
  ...text('red-900', ['red-50'], 'error panel heading'),
  ...text('amber-900', ['amber-50', 'amber-100'], 'champion card, warning badge, title links'),
  ...text('amber-800', ['white', 'amber-50'], 'title marks, notes'),
  ...text('amber-700', ['white'], 'title seasons in tables'),
  ...ui('amber-600', ['white', 'amber-50'], 'trophy icons'),
  ...text('amber-950', ['amber-400'], 'first place tier'),
  ...text('slate-900', ['slate-300'], 'top-three tier'),
  ...text('emerald-800', ['emerald-100'], 'success badge'),
  ...text('emerald-700', ['white'], 'live / final label'),
  ...ui('emerald-600', ['white'], 'active coach mark'),
  ...ui('emerald-700', ['slate-200'], 'data quality bar ≥ 95'),
  ...ui('amber-700', ['slate-200'], 'data quality bar ≥ 80'),
  ...ui('red-600', ['slate-200'], 'data quality bar < 80'),
];
