// Every colour pair the components use reaches WCAG AA in light and dark mode on each of the nine sites, with the
// colours the browser really gets: Tailwind's palette, the sites' scales and dark.css's swap.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../types';
import { siteIds, siteVariants } from '../variants';
import { contrastRatio } from './colour';
import { usedPairs } from './used-pairs';

const declarations = (css: string) =>
  Object.fromEntries([...css.matchAll(/--color-([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));

const tailwind = declarations(
  readFileSync(createRequire(import.meta.url).resolve('tailwindcss/theme.css'), 'utf8'),
);
const darkCss = readFileSync(resolve(import.meta.dirname, '../dark.css'), 'utf8');
const block = (selector: string) => {
  const start = darkCss.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`No ${selector} block in dark.css`);
  return darkCss.slice(start, darkCss.indexOf('}', start));
};
const dark = declarations(block('.dark'));

type Mode = 'light' | 'dark';

/** The colour a token (e.g. 'primary-700', 'slate-50', 'white') has on a site in a mode. */
function colour(token: string, site: SiteConfig, mode: Mode): string {
  const value = mode === 'dark' && dark[token] ? dark[token] : `var(--site-${token})`;
  const site_ = /^var\(--site-(primary|secondary|accent)-(\d+)\)$/.exec(value);
  if (site_) return site[`theme`][site_[1] as 'primary'][Number(site_[2]) as 50];
  if (mode === 'dark' && dark[token]) return value;
  const light = tailwind[token];
  if (!light) throw new Error(`No colour for ${token}`);
  return light;
}

describe('colour contrast (WCAG AA)', () => {
  it('reads the colours from the stylesheets', () => {
    expect(colour('white', siteVariants.hub, 'light')).toBe('#fff');
    expect(colour('primary-700', siteVariants.nfl, 'light')).toBe('#047857');
    expect(colour('primary-700', siteVariants.nfl, 'dark')).toBe('#6ee7b7');
    expect(colour('slate-50', siteVariants.hub, 'dark')).toMatch(/^oklch/);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21);
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
  });

  it('flips every shade of the three site scales in dark mode', () => {
    for (const role of ['primary', 'secondary', 'accent'])
      for (const [shade, other] of [
        [50, 950],
        [500, 500],
        [800, 200],
      ])
        expect(dark[`${role}-${shade}`]).toBe(`var(--site-${role}-${other})`);
  });

  it('keeps the light colours inside a panel that is dark in both modes (the home hero)', () => {
    // Its pairs are then the light mode's, which the tests below check on every site.
    const kept = declarations(block('.dark .light-tokens'));
    expect(Object.keys(kept).length).toBeGreaterThan(0);
    for (const [token, value] of Object.entries(kept))
      expect(value, token).toBe(token === 'white' ? tailwind.white : `var(--site-${token})`);
  });

  for (const mode of ['light', 'dark'] as const)
    it.each(siteIds)(`every pair in use passes on %s in ${mode} mode`, (id) => {
      const site = siteVariants[id];
      const failures = usedPairs
        .map((p) => ({ ...p, ratio: contrastRatio(colour(p.fg, site, mode), colour(p.bg, site, mode)) }))
        .filter((p) => p.ratio < p.min)
        .map((p) => `${p.fg} on ${p.bg} (${p.where}): ${p.ratio.toFixed(2)} < ${p.min}`);
      expect(failures).toEqual([]);
    });
});
