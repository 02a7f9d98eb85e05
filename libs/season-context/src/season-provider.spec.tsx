import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SeasonProvider, useSeason } from './season-provider';

describe('SeasonProvider', () => {
  it("gives the site's seasons and its current one", () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SeasonProvider current={2025} years={[2025, 2024]}>
        {children}
      </SeasonProvider>
    );
    const { result } = renderHook(() => useSeason(), { wrapper });
    expect(result.current).toEqual({ current: 2025, years: [2025, 2024] });
  });

  it('is required', () => {
    expect(() => renderHook(() => useSeason())).toThrow('useSeason must be used within a SeasonProvider');
  });
});
