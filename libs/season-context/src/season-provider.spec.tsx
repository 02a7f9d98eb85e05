import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SeasonProvider, useSeason } from './season-provider';
import { SEASON_STORAGE_KEY } from './season';

function Probe() {
  const { season, setSeason } = useSeason();
  return (
    <button type="button" onClick={() => setSeason(2010)}>
      season {season}
    </button>
  );
}

afterEach(() => localStorage.clear());

describe('SeasonProvider', () => {
  it('starts from the current season when nothing is stored', () => {
    render(
      <SeasonProvider now={new Date(2025, 2, 1)}>
        <Probe />
      </SeasonProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('season 2024');
  });

  it('starts from storage and writes every change back', () => {
    localStorage.setItem(SEASON_STORAGE_KEY, '2001');
    render(
      <SeasonProvider>
        <Probe />
      </SeasonProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('season 2001');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('season 2010');
    expect(localStorage.getItem(SEASON_STORAGE_KEY)).toBe('2010');
  });

  it('throws when used outside its provider', () => {
    expect(() => renderHook(() => useSeason())).toThrow('useSeason must be used within a SeasonProvider');
  });
});
