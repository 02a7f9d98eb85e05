import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mlb } from '@trophy-room/site-theme';
import { renderWithSite } from '@trophy-room/ui-kit/testing';
import { Footer } from './footer';

describe('Footer', () => {
  afterEach(() => vi.useRealTimers());

  it('repeats the section links and adds the reference pages, the data download last', () => {
    renderWithSite(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([
      '/scores',
      '/seasons',
      '/standings',
      '/teams',
      '/players',
      '/coaches',
      '/championships',
      '/leaders',
      '/awards',
      '/head-to-head',
      '/data',
    ]);
    expect(within(nav).getByRole('link', { name: 'Championships' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Head-to-Head' })).toBeInTheDocument();
  });

  it('shows the default contact address and the location', () => {
    renderWithSite(<Footer />);
    expect(screen.getByRole('link', { name: 'contact@trophyroom.example' })).toHaveAttribute(
      'href',
      'mailto:contact@trophyroom.example',
    );
    expect(screen.getByText('Overland Park, KS')).toBeInTheDocument();
  });

  it('uses a given contact address', () => {
    renderWithSite(<Footer contactEmail="hello@example.org" />);
    expect(screen.getByRole('link', { name: 'hello@example.org' })).toBeInTheDocument();
  });

  it('shows a copyright with the current year and the site name', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-15T12:00:00Z'));
    renderWithSite(<Footer />, { site: mlb });
    expect(screen.getByText('© 2031 Trophy Room Pro Baseball. All rights reserved.')).toBeInTheDocument();
  });
});
