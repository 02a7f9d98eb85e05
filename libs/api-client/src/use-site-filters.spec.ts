// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { SiteProvider, siteVariants, type SiteConfig } from '@trophy-room/site-theme';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useSiteFilters } from './use-site-filters';

const withSite = (config: SiteConfig) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return createElement(SiteProvider, { config, children });
  };

describe('useSiteFilters', () => {
  it("gives the pinned site's sport and level, college as ncaa-division-i", () => {
    const { result } = renderHook(() => useSiteFilters(), { wrapper: withSite(siteVariants.cbb) });
    expect(result.current).toEqual({ sport__slug: 'basketball', level__slug: 'ncaa-division-i' });
  });

  it('filters nothing on the hub', () => {
    const { result } = renderHook(() => useSiteFilters(), { wrapper: withSite(siteVariants.hub) });
    expect(result.current).toEqual({});
  });

  it('keeps one object across renders, so query keys stay stable', () => {
    const { result, rerender } = renderHook(() => useSiteFilters(), { wrapper: withSite(siteVariants.nfl) });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(first).toEqual({ sport__slug: 'football', level__slug: 'professional' });
  });
});
