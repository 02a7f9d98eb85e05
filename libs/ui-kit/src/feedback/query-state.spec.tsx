import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState, type QueryLike } from './query-state';

const notFoundError = Object.assign(new Error('Not found.'), { status: 404 });

function show(query: QueryLike<string[]>, props: Partial<Parameters<typeof QueryState<string[]>>[0]> = {}) {
  return render(
    <QueryState
      query={query}
      pending={<p>Loading teams...</p>}
      error="Failed to load teams data"
      notFound={<p>Team Not Found</p>}
      missing={(d) => d.includes('missing')}
      empty={<p>No Teams Found</p>}
      isEmpty={(d) => d.length === 0}
      {...props}
    >
      {(d) => (
        <ul>
          {d.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows the pending state until there is data', () => {
    show({ data: undefined, error: null });
    expect(screen.getByText('Loading teams...')).toBeInTheDocument();
  });

  it('shows the data', () => {
    show({ data: ['Bears', 'Lions'], error: null });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Bears', 'Lions']);
  });

  it('shows the empty state for data that holds nothing', () => {
    show({ data: [], error: null });
    expect(screen.getByText('No Teams Found')).toBeInTheDocument();
  });

  it('shows not found on a 404 and for missing data', () => {
    const { unmount } = show({ data: undefined, error: notFoundError });
    expect(screen.getByText('Team Not Found')).toBeInTheDocument();
    unmount();
    show({ data: ['missing'], error: null });
    expect(screen.getByText('Team Not Found')).toBeInTheDocument();
  });

  it('shows the error with its message and a retry', async () => {
    const onRetry = vi.fn();
    show({ data: ['Bears'], error: new Error('Request failed with status 500') }, { onRetry });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load teams data');
    expect(alert).toHaveTextContent('Request failed with status 500');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows a 404 as an error where the screen has no not-found state', () => {
    show({ data: undefined, error: notFoundError }, { notFound: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load teams data');
  });

  it('hides the error message, or the retry, when asked', () => {
    show({ data: undefined, error: new Error('boom') }, { hideErrorMessage: true, onRetry: null });
    expect(screen.getByRole('alert')).not.toHaveTextContent('boom');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the generic card without a title, and a screen-drawn error state', () => {
    const { unmount } = show({ data: undefined, error: new Error('boom') }, { error: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to Load Data');
    unmount();
    show({ data: undefined, error: new Error('boom') }, { error: (e) => <p>Own state: {e.message}</p> });
    expect(screen.getByText('Own state: boom')).toBeInTheDocument();
  });
});
