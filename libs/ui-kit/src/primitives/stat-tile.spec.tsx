import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatTile } from './stat-tile';

describe('StatTile', () => {
  it('shows the label before the value', () => {
    const { container } = render(<StatTile label="Total Teams" value={32} />);
    expect(screen.getByText('Total Teams')).toBeInTheDocument();
    expect(screen.getByText('32')).toBeInTheDocument();
    expect(container.textContent).toBe('Total Teams32');
  });
});
