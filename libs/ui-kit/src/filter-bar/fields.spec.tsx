import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field, fieldControl, SearchInput, Select } from './fields';

describe('filter fields', () => {
  it('a Select offers its All choice first and reports the chosen value', async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Sport"
        allLabel="All Sports"
        value="all"
        options={[{ value: 'hockey', label: 'Hockey' }]}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Sport' });
    expect([...select.querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
      ['all', 'All Sports'],
      ['hockey', 'Hockey'],
    ]);
    await userEvent.selectOptions(select, 'hockey');
    expect(onChange).toHaveBeenCalledWith('hockey');
  });

  it('a Select without an All label offers only its options', () => {
    render(
      <Select label="Season" value="2024" options={[{ value: '2024', label: '2024' }]} onChange={vi.fn()} />,
    );
    expect(screen.getByRole('combobox', { name: 'Season' }).querySelectorAll('option')).toHaveLength(1);
  });

  it('a SearchInput is a labelled search box', async () => {
    const onChange = vi.fn();
    render(
      <SearchInput label="Team" value="" placeholder="City, name or abbreviation" onChange={onChange} />,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Team' }), 'b');
    expect(onChange).toHaveBeenCalledWith('b');
  });

  it('a Field labels any control', () => {
    render(
      <Field label="From">
        <input type="date" className={fieldControl} defaultValue="2024-01-01" />
      </Field>,
    );
    expect(screen.getByLabelText('From')).toHaveValue('2024-01-01');
  });
});
