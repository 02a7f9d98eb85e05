import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPanel } from './error-panel';

describe('ErrorPanel', () => {
  it('is an alert with title and message and no button without onRetry', () => {
    render(<ErrorPanel title="Error Loading Seasons" message="Network down" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Seasons');
    expect(alert).toHaveTextContent('Network down');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('calls onRetry from its retry button', async () => {
    const onRetry = vi.fn();
    render(<ErrorPanel title="Error Loading Standings" onRetry={onRetry} retryLabel="Retry" />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
