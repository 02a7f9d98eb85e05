import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SeasonPicker } from './season-picker';

const options = Array.from({ length: 107 }, (_, i) => 2026 - i);

describe('SeasonPicker', () => {
  it('shows the first 20 seasons labelled 2024-25 Season style and reports a choice as an integer', async () => {
    const onChange = vi.fn();
    render(<SeasonPicker value={2025} options={options} onChange={onChange} />);
    expect(screen.getAllByRole('option')).toHaveLength(20);
    expect(screen.getByRole('option', { name: '2024-25 Season' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Season'), '2010');
    expect(onChange).toHaveBeenCalledWith(2010);
  });
});
