import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from './data-table';
import { manyRows, sampleColumns, sampleRows, type SampleRow } from './data-table.fixtures';

const meta = {
  title: 'UI/DataTable',
  component: DataTable<SampleRow>,
  args: {
    caption: 'AFC East standings',
    columns: sampleColumns,
    rows: sampleRows,
    rowKey: (r: SampleRow) => r.id,
    csvFileName: 'afc-east-standings',
  },
} satisfies Meta<typeof DataTable<SampleRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

const teams = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByRole('rowheader').map((c: HTMLElement) => c.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(teams(canvas)).toEqual([
      'Buffalo Bills',
      'Kansas City Chiefs',
      'Miami Dolphins',
      'Denver Broncos',
    ]);
    await expect(canvas.getByTitle('Win percentage')).toHaveTextContent('PCT');
    await expect(canvas.getByRole('button', { name: 'Download CSV of AFC East standings' })).toBeVisible();
    // The header stays in view while the rows scroll.
    await expect(getComputedStyle(canvas.getAllByRole('columnheader')[1]).position).toBe('sticky');
    // The cells' one class each (data-table.css): numbers right-aligned in tabular figures, names left.
    const [name, wins] = [canvas.getAllByRole('rowheader')[0], canvas.getAllByRole('cell')[0]];
    await expect(getComputedStyle(wins)).toMatchObject({
      textAlign: 'right',
      fontVariantNumeric: 'tabular-nums',
    });
    await expect(getComputedStyle(name)).toMatchObject({ textAlign: 'left', whiteSpace: 'nowrap' });
  },
};

export const Sorted: Story = {
  args: { initialSort: { id: 'pct', desc: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pct = canvas.getByRole('columnheader', { name: /^PCT/ });
    await expect(pct).toHaveAttribute('aria-sort', 'descending');
    await expect(teams(canvas)).toEqual([
      'Kansas City Chiefs',
      'Buffalo Bills',
      'Miami Dolphins',
      'Denver Broncos',
    ]);
    within(pct).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(pct).toHaveAttribute('aria-sort', 'ascending');
    await expect(teams(canvas)[0]).toBe('Miami Dolphins');
  },
};

export const Empty: Story = {
  args: { rows: [], emptyMessage: 'No standings for this season' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No standings for this season')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

const wideColumns = [
  ...sampleColumns,
  ...['Home', 'Away', 'Division', 'Conference', 'Streak'].map((h) => ({
    id: h.toLowerCase(),
    header: h,
    value: (r: SampleRow) => `${r.wins}-${r.losses}`,
  })),
];

export const NarrowScroll: Story = {
  args: { columns: wideColumns },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'AFC East standings' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await waitFor(() => expect(canvas.getByText('Scroll sideways for more →')).toBeVisible());
    const first = canvas.getAllByRole('rowheader')[0];
    region.scrollLeft = region.scrollWidth;
    // The team column stays at the left edge while the rest scrolls.
    await waitFor(() =>
      expect(Math.round(first.getBoundingClientRect().left)).toBe(
        Math.round(region.getBoundingClientRect().left) + 1,
      ),
    );
    await waitFor(() => expect(canvas.getByText('Scroll sideways for more →')).not.toBeVisible());
  },
};

export const ManyRows: Story = {
  args: { rows: manyRows, caption: 'League standings', initialSort: { id: 'team', desc: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(120);
    const region = canvas.getByRole('region', { name: 'League standings' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
  },
};
