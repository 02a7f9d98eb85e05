import { render, screen } from '@testing-library/react';
import { aChampionshipResult } from '@trophy-room/contract/testing';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ChampionLink } from './champion-link';

const canadiens = {
  id: 18,
  slug: 'montreal-canadiens',
  name: 'Montreal Canadiens',
  city: 'Montreal',
  abbreviation: 'MTL',
};
const show = (r: ReturnType<typeof aChampionshipResult>) =>
  render(
    <MemoryRouter>
      <ChampionLink result={r} />
    </MemoryRouter>,
  );

describe('ChampionLink', () => {
  it('links a title to the champion’s season', () => {
    show(aChampionshipResult({ year: 1992, winner: canadiens, winner_name: 'Montreal Canadiens' }));
    expect(screen.getByRole('link', { name: 'Montreal Canadiens' })).toHaveAttribute(
      'href',
      '/teams/montreal-canadiens/1992',
    );
    expect(screen.queryByText(/Before the NHL/)).toBeNull();
  });

  it('marks a title won before the league existed and links to the franchise (no season of the league)', () => {
    show(
      aChampionshipResult({
        year: 1915,
        winner: canadiens,
        winner_name: 'Montreal Canadiens',
        era_note: 'Before the NHL (NHA v PCHA)',
      }),
    );
    expect(screen.getByRole('link', { name: 'Montreal Canadiens' })).toHaveAttribute(
      'href',
      '/teams/montreal-canadiens',
    );
    expect(screen.getByText('Before the NHL (NHA v PCHA)')).toBeInTheDocument();
  });

  it('names a pre-league winner that is no franchise of ours as plain text, marked', () => {
    show(
      aChampionshipResult({
        year: 1902,
        winner: null,
        winner_name: 'Ottawa Silver Seven',
        era_note: 'Before the NHL (challenge era)',
      }),
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Ottawa Silver Seven')).toBeInTheDocument();
    expect(screen.getByText('Before the NHL (challenge era)')).toBeInTheDocument();
  });
});
