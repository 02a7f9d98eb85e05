import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SeasonPicker } from './season-picker';

const years = Array.from({ length: 80 }, (_, i) => 2025 - i);

describe('SeasonPicker', () => {
  it("offers every season the site has data for, under the sport's label, and reports a choice as an integer", async () => {
    const onChange = vi.fn();
    render(<SeasonPicker value={2025} years={years} onChange={onChange} sport="hockey" />);
    expect(screen.getAllByRole('option')).toHaveLength(80);
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('2025-26');
    expect(screen.queryByRole('option', { name: '2026-27' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Season'), '2010');
    expect(onChange).toHaveBeenCalledWith(2010);
  });

  it('shows a season outside the data when the page is about it', () => {
    render(<SeasonPicker value={1900} years={years} onChange={vi.fn()} sport="football" />);
    expect(screen.getByLabelText('Season')).toHaveValue('1900');
    expect(screen.getAllByRole('option').at(-1)).toHaveTextContent('1900');
  });
});
