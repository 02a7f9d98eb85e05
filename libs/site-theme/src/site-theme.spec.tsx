import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { headTags } from './head';
import { SiteProvider, useSite } from './site-provider';
import { themeVariables } from './theme-vars';
import { createSiteConfig, siteVariants } from './variants';

describe('site variants', () => {
  it('gives each of the nine its own name, description and theme', () => {
    const all = Object.values(siteVariants);
    expect(all).toHaveLength(9);
    expect(new Set(all.map((s) => s.name)).size).toBe(9);
    expect(new Set(all.map((s) => s.description)).size).toBe(9);
    expect(siteVariants.nfl).toMatchObject({
      sport: 'football',
      level: 'professional',
      headline: 'Super Bowl',
    });
    expect(siteVariants.chk).toMatchObject({ sport: 'hockey', level: 'college', headline: 'Frozen Four' });
    expect(siteVariants.hub).toMatchObject({ isMainSite: true, isSportSpecific: false, sport: null });
  });

  it('defaults to a blue theme when none is given', () => {
    const plain = createSiteConfig({ ...siteVariants.nba, theme: undefined });
    expect(plain.theme.primary[600]).toBe('#2563eb');
  });

  it('renders head tags from the config', () => {
    const html = headTags(siteVariants.mlb);
    expect(html).toContain('<title>Trophy Room Pro Baseball</title>');
    expect(html).toContain('<meta name="theme-color" content="#dc2626" />');
    expect(html).toContain('rel="icon"');
    expect(html).toContain('rel="apple-touch-icon"');
  });

  it('exposes every shade of the three scales as CSS variables', () => {
    const vars = themeVariables(siteVariants.nhl);
    expect(Object.keys(vars)).toHaveLength(33);
    expect(vars['--site-primary-950']).toBe('#082f49');
  });
});

describe('SiteProvider', () => {
  it('provides the config and applies its theme', () => {
    function Name() {
      return <p>{useSite().name}</p>;
    }
    render(
      <SiteProvider config={siteVariants.cbb}>
        <Name />
      </SiteProvider>,
    );
    expect(screen.getByText('Trophy Room College Basketball')).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--site-primary-600')).toBe('#4f46e5');
  });

  it('throws when used outside its provider', () => {
    expect(() => renderHook(() => useSite())).toThrow('useSite must be used within a SiteProvider');
  });
});
