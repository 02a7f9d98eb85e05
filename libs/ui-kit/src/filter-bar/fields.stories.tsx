import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Field, fieldControl, SearchInput, Select } from './fields';
import { FilterDisclosure } from './filter-disclosure';

/** A filter bar composed of the primitives, as the list screens build theirs. */
function Example() {
  const [q, setQ] = useState('');
  const [sport, setSport] = useState('all');
  const [min, setMin] = useState('50');
  const active = (q.trim() ? 1 : 0) + (sport !== 'all' ? 1 : 0);
  return (
    <FilterDisclosure active={active}>
      <div role="search" className="grid gap-3 sm:grid-cols-3">
        <SearchInput label="Team" value={q} onChange={setQ} placeholder="City, name or abbreviation" />
        <Select
          label="Sport"
          allLabel="All Sports"
          value={sport}
          options={[
            { value: 'football', label: 'Football' },
            { value: 'hockey', label: 'Hockey' },
          ]}
          onChange={setSport}
        />
        <Field label="Qualifying minimum">
          <input
            type="number"
            min={0}
            className={fieldControl}
            value={min}
            onChange={(e) => setMin(e.target.value)}
          />
        </Field>
      </div>
    </FilterDisclosure>
  );
}

const meta = { title: 'UI/FilterFields', component: Example } satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Team' }), 'bears');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sport' }), 'hockey');
    await expect(canvas.getByRole('combobox', { name: 'Sport' })).toHaveValue('hockey');
    await expect(canvas.getByLabelText('Qualifying minimum')).toHaveValue(50);
  },
};
