import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FilterBar } from './filter-bar';

function Example() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('all');
  return (
    <FilterBar
      fields={[
        { kind: 'search', id: 'q', value: q, onChange: setQ, placeholder: 'Search coaches by name' },
        {
          kind: 'select',
          id: 'status',
          label: 'Status',
          allLabel: 'All Statuses',
          value: status,
          options: ['active', 'interim', 'retired'].map((s) => ({
            value: s,
            label: s[0].toUpperCase() + s.slice(1),
          })),
          onChange: setStatus,
        },
      ]}
    />
  );
}

const meta = { title: 'UI/FilterBar', component: Example } satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'reid');
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('reid');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'interim');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('interim');
  },
};
