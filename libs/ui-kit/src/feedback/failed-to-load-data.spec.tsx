import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FailedToLoadData } from './failed-to-load-data';

describe('FailedToLoadData', () => {
  it('shows the generic failure text and Try Again calls back', async () => {
    const onRetry = vi.fn();
    render(<FailedToLoadData onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Failed to Load Data' })).toBeInTheDocument();
    expect(
      screen.getByText('Something went wrong while loading the data. Please try again.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
