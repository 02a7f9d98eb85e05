import { screen } from '@testing-library/react';
import { nba } from '@trophy-room/site-theme';
import { renderWithSite } from '@trophy-room/ui-kit/testing';
import { describe, expect, it } from 'vitest';
import HeadToHeadPage from './head-to-head-page';

describe('HeadToHeadPage', () => {
  it('names the page and the site', () => {
    renderWithSite(<HeadToHeadPage />, { site: nba });
    expect(screen.getByRole('heading', { level: 1, name: 'Head To Head' })).toBeInTheDocument();
    expect(screen.getByText('Head To Head on Trophy Room Pro Basketball.')).toBeInTheDocument();
  });
});
