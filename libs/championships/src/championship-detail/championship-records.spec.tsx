import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChampionshipRecords } from './championship-records';

const stats = {
  team_championships: [],
  longest_streak: null,
  highest_score: 13,
  highest_score_game: { team: 'Colorado College', score: '13-4', title_year: 1950 },
} as unknown as Parameters<typeof ChampionshipRecords>[0]['stats'];

describe('ChampionshipRecords', () => {
  it("names the highest score in the sport's unit: goals in hockey, runs in baseball, points elsewhere", () => {
    const { rerender } = render(<ChampionshipRecords stats={stats} sport="hockey" />);
    expect(screen.getByRole('region', { name: 'Records' })).toHaveTextContent('Highest Score13 goals');
    rerender(<ChampionshipRecords stats={stats} sport="baseball" />);
    expect(screen.getByRole('region', { name: 'Records' })).toHaveTextContent('Highest Score13 runs');
    rerender(<ChampionshipRecords stats={stats} sport="football" />);
    expect(screen.getByRole('region', { name: 'Records' })).toHaveTextContent('Highest Score13 points');
  });
});
