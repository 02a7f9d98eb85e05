import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a title heading, message and action', () => {
    render(
      <EmptyState
        title="No Teams Found"
        message="Try adjusting your search or filters."
        action={<a href="/teams">Clear</a>}
      />,
    );
    expect(screen.getByRole('region', { name: 'No Teams Found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Teams Found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear' })).toBeInTheDocument();
  });
});
