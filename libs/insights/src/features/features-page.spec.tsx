import { screen, within } from '@testing-library/react';
import { paths, routePatterns } from '@trophy-room/routes';
import { nba } from '@trophy-room/site-theme';
import { renderPage } from '@trophy-room/ui-kit/testing';
import { describe, expect, it } from 'vitest';
import FeaturesPage from './features-page';

const open = (path = paths.features()) =>
  renderPage(<FeaturesPage />, { path, route: routePatterns.features, site: nba });

describe('FeaturesPage', { timeout: 20_000 }, () => {
  it('shows the category tabs with counts and all six cards, two of them Coming Soon', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Features' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'All (6)',
      'Analytics (1)',
      'Data (2)',
      'Tracking (2)',
      'Teams (1)',
    ]);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(within(panel).getAllByText('Coming Soon')).toHaveLength(2);
    expect(within(panel).getByRole('link', { name: 'How we check the data' })).toHaveAttribute(
      'href',
      paths.dataQuality(),
    );
  });

  it('keeps the chosen category in the URL', async () => {
    const { user, router } = open();
    await user.click(screen.getByRole('tab', { name: 'Data (2)' }));
    expect(router.state.location.search).toBe('?category=data');
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Championship History', 'Data Quality Checks']);
  });

  it('opens on the category of the URL', () => {
    open(paths.features({ category: 'analytics' }));
    expect(screen.getByRole('tab', { name: 'Analytics (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByText('AI Predictions')).toBeInTheDocument();
  });

  it('lists the three plans, Pro at $9.99 per month, and the inert call to action', () => {
    open();
    const pro = screen.getByLabelText('Pro plan');
    expect(pro).toHaveTextContent('$9.99 per month');
    expect(pro).toHaveTextContent('Most Popular');
    expect(screen.getByLabelText('Free plan')).toHaveTextContent('$0 forever');
    expect(screen.getByLabelText('Enterprise plan')).toHaveTextContent('Custom');
    expect(screen.getByRole('button', { name: 'Start Free Trial' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'View Documentation' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
