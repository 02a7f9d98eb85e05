import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar } from './filter-bar';

const setup = () => {
  const onSearch = vi.fn();
  const onStatus = vi.fn();
  render(
    <FilterBar
      search=""
      onSearch={onSearch}
      searchPlaceholder="Search players by name"
      selects={[
        {
          id: 'status',
          label: 'Status',
          allLabel: 'All Statuses',
          value: 'all',
          options: [
            { value: 'active', label: 'Active' },
            { value: 'retired', label: 'Retired' },
          ],
          onChange: onStatus,
        },
      ]}
    />,
  );
  return { onSearch, onStatus };
};

describe('FilterBar', () => {
  it('labels the search and each select, with the "All" choice first', () => {
    setup();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Search players by name',
    );
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('all');
    expect([...(status as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'All Statuses',
      'Active',
      'Retired',
    ]);
  });

  it('reports each change to the page', async () => {
    const { onSearch, onStatus } = setup();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'g');
    expect(onSearch).toHaveBeenCalledWith('g');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'retired');
    expect(onStatus).toHaveBeenCalledWith('retired');
  });
});
