// An empty schedule keeps the spec's text and says when the season lies beyond the seasons the league's games are
// held for (computed from the dataset's coverage, never written by hand).
import { screen } from '@testing-library/react';
import { renderWithSite } from '@trophy-room/ui-kit/testing';
import { describe, expect, it } from 'vitest';
import { beyondCoverage, ScheduleTab } from './schedule-tab';

const nhl = {
  league: 'National Hockey League',
  sport: 'hockey',
  held: [{ first_year: 1949, last_year: 2025 }],
};

describe('the schedule of a season without games', () => {
  it('says which seasons the sources hold the league’s games for', () => {
    renderWithSite(<ScheduleTab slug="boston-bruins" year={1930} games={[]} gamesHeld={nhl} />);
    expect(screen.getByText('No schedule data available')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The sources hold National Hockey League games for 1949-50–2025-26 only; not for this season.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing more for a season within them, or before the coverage has loaded', () => {
    expect(beyondCoverage(1980, nhl)).toBeNull();
    expect(beyondCoverage(1930, undefined)).toBeNull();
    expect(beyondCoverage(1930, { ...nhl, held: [] })).toBe(
      'The sources hold no National Hockey League games.',
    );
  });
});
