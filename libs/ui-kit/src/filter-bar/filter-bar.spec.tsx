import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar } from './filter-bar';

const setup = () => {
  const onSearch = vi.fn();
  const onStatus = vi.fn();
  render(
    <FilterBar
      fields={[
        {
          kind: 'search',
          id: 'q',
          value: '',
          onChange: onSearch,
          placeholder: 'Search players by name',
        },
        {
          kind: 'select',
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

describe('FilterBar rows and other fields', () => {
  it('counts what narrows the list: a checked box and a pressed chip, not a date', async () => {
    const onChip = vi.fn();
    const onBox = vi.fn();
    render(
      <FilterBar
        as="form"
        rowRole="none"
        label="Filter things"
        layout="wrap"
        fields={[{ kind: 'checkbox', id: 'on', label: 'Active only', checked: true, onChange: onBox }, false]}
        rows={[
          {
            kind: 'fieldset',
            legend: 'Dates',
            fields: [{ kind: 'date', id: 'd', label: 'From', value: '2020-01-01', onChange: vi.fn() }],
          },
          {
            kind: 'chips',
            label: 'Quick filters',
            value: 'nfl',
            options: [
              { value: 'nfl', label: 'NFL' },
              { value: 'nba', label: 'NBA' },
            ],
            onChange: onChip,
          },
        ]}
      />,
    );
    expect(screen.getByRole('form', { name: 'Filter things' })).toBeInTheDocument();
    expect(screen.getByText('2', { exact: false, selector: 'summary span' })).toHaveTextContent('2 active');
    expect(screen.getByRole('group', { name: 'Dates' })).toContainElement(screen.getByLabelText('From'));
    await userEvent.click(screen.getByRole('button', { name: 'NFL', pressed: true }));
    expect(onChip).toHaveBeenCalledWith(null);
    await userEvent.click(screen.getByRole('button', { name: 'NBA', pressed: false }));
    expect(onChip).toHaveBeenCalledWith('nba');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Active only' }));
    expect(onBox).toHaveBeenCalledWith(false);
  });

  it('takes the screen’s own count of active filters', () => {
    render(
      <FilterBar
        active={3}
        rowRole="group"
        label="Filters"
        fields={[{ kind: 'number', id: 'min', label: 'Minimum', min: 0, value: '', onChange: vi.fn() }]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Minimum' })).toHaveAttribute('min', '0');
    expect(screen.getByText('3', { exact: false, selector: 'summary span' })).toHaveTextContent('3 active');
  });
});
