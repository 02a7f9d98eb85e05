import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../testing/render';
import { Breadcrumb } from './breadcrumb';

describe('Breadcrumb', () => {
  const items = [
    { label: 'All Teams', to: '/teams' },
    { label: 'Kansas City Chiefs', to: '/teams/chiefs' },
    { label: '2024-25 Season' },
  ];

  it('renders the trail as an ordered list in a Breadcrumb nav, the last item current', () => {
    renderWithSite(<Breadcrumb items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'All Teams' })).toHaveAttribute('href', '/teams');
    expect(within(nav).getByRole('link', { name: 'Kansas City Chiefs' })).toHaveAttribute(
      'href',
      '/teams/chiefs',
    );
    expect(within(nav).getByText('2024-25 Season')).toHaveAttribute('aria-current', 'page');
  });

  it('has no back link unless backTo is given', () => {
    renderWithSite(<Breadcrumb items={items} />);
    expect(screen.queryByRole('link', { name: /back/i })).not.toBeInTheDocument();
  });

  it('renders a single back link when backTo is given', async () => {
    const { user } = renderWithSite(<Breadcrumb items={items} backTo="/teams" backLabel="Back to Teams" />);
    const back = screen.getByRole('link', { name: /Back to Teams/ });
    expect(back).toHaveAttribute('href', '/teams');
    expect(screen.getAllByRole('link', { name: /Back/ })).toHaveLength(1);
    await user.click(back);
  });
});
