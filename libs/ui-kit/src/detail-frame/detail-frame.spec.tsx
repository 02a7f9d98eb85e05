import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../testing/render';
import { DetailFrame, type DetailState } from './detail-frame';

const state = (s: Partial<DetailState<string>>): DetailState<string> => ({
  status: 'loading',
  data: undefined,
  error: null,
  retry: () => undefined,
  ...s,
});

const show = (s: DetailState<string>) =>
  renderWithSite(
    <DetailFrame
      state={s}
      breadcrumb={(name) => ({ items: [{ label: 'All Teams', to: '/teams' }, { label: name ?? 'Team' }] })}
      loading="Loading team..."
      error="Error Loading Team"
      notFound={{
        title: 'Team Not Found',
        message: 'The team you are looking for does not exist.',
        back: { to: '/teams', label: 'Back to Teams' },
      }}
    >
      {(name) => <h1>{name}</h1>}
    </DetailFrame>,
  );

describe('DetailFrame', () => {
  it('loading: the trail without the data, and the loading text', () => {
    show(state({}));
    expect(screen.getByRole('status')).toHaveTextContent('Loading team...');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('All Teams/Team');
  });

  it('ready: the page, its trail from the data', () => {
    show(state({ status: 'ready', data: 'Kansas City Chiefs' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Kansas City Chiefs' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'All Teams/Kansas City Chiefs',
    );
  });

  it('not found: its title and the way back', () => {
    show(state({ status: 'not-found' }));
    expect(screen.getByRole('heading', { name: 'Team Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Teams' })).toHaveAttribute('href', '/teams');
  });

  it('error: the title, the message and Try Again, which asks again', async () => {
    const retry = vi.fn();
    const { user } = show(state({ status: 'error', error: new Error('Server down.'), retry }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Team');
    expect(alert).toHaveTextContent('Server down.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
