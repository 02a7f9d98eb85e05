// Labels by era: a team season's playoff line is the result as the sources title it, never a label composed from
// today's championship ("Won Super Bowl" on the 1921 Staleys).
import { render, screen } from '@testing-library/react';
import { aTeamSeasonRecord, aTeamStats } from '@trophy-room/contract/testing';
import { describe, expect, it } from 'vitest';
import { StatsTab } from './stats-tab';

const season = (playoff_result: string | null, is_champion: boolean) =>
  aTeamStats({ season: aTeamSeasonRecord({ playoff_result, is_champion }) });
const playoffs = () => screen.getByText('Playoffs').nextElementSibling?.textContent;

describe('StatsTab: the playoff result by era', () => {
  it.each([
    ['NFL Champion (by the standings)', '1921 Chicago Staleys'],
    ['Won NFL Championship (playoff game)', '1932 Chicago Bears'],
    ['Won BAA Finals', '1946-47 Philadelphia Warriors'],
    ['Won Stanley Cup', 'a Stanley Cup season'],
  ])('shows "%s" (%s) as the sources title it', (result) => {
    render(<StatsTab stats={season(result, true)} sportSlug="football" />);
    expect(playoffs()).toBe(result);
  });

  it('falls back to "Champion" only when the sources give no result', () => {
    render(<StatsTab stats={season(null, true)} sportSlug="football" />);
    expect(playoffs()).toBe('Champion');
  });
});
