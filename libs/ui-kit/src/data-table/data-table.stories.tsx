import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
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
    // An abbreviation shows dotted, its full name on hover, and is read by that name.
    await expect(canvas.getByTitle('Win percentage')).toHaveTextContent('PCT');
    await expect(canvas.getByRole('columnheader', { name: 'Win percentage' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download CSV of AFC East standings' })).toBeVisible();
    // It fits: no scroll box of its own, and the header sticks (under the top bar, see StickyHeader).
    const region = canvas.getByRole('region', { name: 'AFC East standings' });
    await waitFor(() => expect(region).toHaveAttribute('data-fits'));
    await expect(getComputedStyle(region)).toMatchObject({
      overflowX: 'clip',
      overflowY: 'clip',
      maxHeight: 'none',
    });
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
    const pct = canvas.getByRole('columnheader', { name: 'Win percentage' });
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
    // Wider than its box: the box scrolls sideways (never the page), and only sideways.
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region).not.toHaveAttribute('data-fits');
    await expect(getComputedStyle(region)).toMatchObject({ overflowX: 'auto', maxHeight: 'none' });
    await expect(region.scrollHeight).toBe(region.clientHeight);
    await expect(region).toHaveAttribute('tabindex', '0');
    await waitFor(() => expect(canvas.getByText('Scroll sideways for more →')).toBeVisible());
    // The header row sits at the table's top (a scroll box captures sticky: no gap under a top bar there).
    const head = canvas.getAllByRole('columnheader')[1];
    await expect(Math.round(head.getBoundingClientRect().top)).toBe(
      Math.round(region.getBoundingClientRect().top) + 1,
    );
    const first = canvas.getAllByRole('rowheader')[0];
    await expect(getComputedStyle(first).boxShadow).toBe('none');
    region.scrollLeft = region.scrollWidth;
    // The team column stays at the left edge while the rest scrolls, opaque, its edge marked once scrolled.
    await waitFor(() =>
      expect(Math.round(first.getBoundingClientRect().left)).toBe(
        Math.round(region.getBoundingClientRect().left) + 1,
      ),
    );
    await expect(getComputedStyle(first).backgroundColor).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    await waitFor(() => expect(getComputedStyle(first).boxShadow).not.toBe('none'));
    await waitFor(() => expect(canvas.getByText('Scroll sideways for more →')).not.toBeVisible());
  },
};

/** A page's sticky top bar, 48 px tall, which tells what sticks below it its height (as libs/site's does). */
const topBar = (Story: () => ReactNode) => (
  <div style={{ '--top-bar-height': '48px' } as CSSProperties}>
    <div style={{ position: 'sticky', top: 0, zIndex: 40, height: 48, background: 'white' }}>Top bar</div>
    {Story()}
  </div>
);

export const ManyRows: Story = {
  args: { rows: manyRows, caption: 'League standings', initialSort: { id: 'team', desc: false } },
  decorators: [topBar],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(120);
    // Every row in the page: the box is as tall as its table, with no scroll of its own.
    const region = canvas.getByRole('region', { name: 'League standings' });
    await expect(getComputedStyle(region).maxHeight).toBe('none');
    await expect(region.scrollHeight).toBe(region.clientHeight);
    await waitFor(() => expect(region).toHaveAttribute('data-fits'));
    // Scrolled halfway down the rows, the header row stays in view right under the top bar.
    const head = canvas.getAllByRole('columnheader')[0];
    const top = region.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top + region.clientHeight / 2);
    await waitFor(() => expect(Math.round(head.getBoundingClientRect().top)).toBe(48));
    await expect(canvas.getAllByRole('columnheader')[3].getBoundingClientRect().top).toBe(
      head.getBoundingClientRect().top,
    );
    window.scrollTo(0, 0);
  },
};

export const NarrowManyRows: Story = {
  args: { rows: manyRows, columns: wideColumns, caption: 'League standings' },
  decorators: [
    (Story) => (
      // Room to scroll past the table's end.
      <div style={{ width: 320, paddingBottom: 1500 }}>{Story()}</div>
    ),
    topBar,
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'League standings' });
    await expect(region).not.toHaveAttribute('data-fits');
    const [head, first] = [canvas.getAllByRole('columnheader')[2], canvas.getAllByRole('columnheader')[0]];
    const table = canvas.getByRole('table');
    const top = region.getBoundingClientRect().top + window.scrollY;
    // The box scrolls sideways, so sticky cannot hold the header: it follows the page down the rows instead,
    // right under the top bar, and stops at the table's end.
    window.scrollTo(0, top + region.clientHeight / 2);
    await waitFor(() => expect(Math.abs(head.getBoundingClientRect().top - 48)).toBeLessThanOrEqual(1));
    await expect(first.getBoundingClientRect().top).toBe(head.getBoundingClientRect().top);
    window.scrollTo(0, top + region.clientHeight + 200);
    await waitFor(() =>
      expect(Math.round(head.getBoundingClientRect().bottom)).toBe(
        Math.round(table.getBoundingClientRect().bottom),
      ),
    );
    // Sideways, the first header stays pinned over the pinned column.
    region.scrollLeft = region.scrollWidth;
    await waitFor(() =>
      expect(Math.round(first.getBoundingClientRect().left)).toBe(
        Math.round(region.getBoundingClientRect().left) + 1,
      ),
    );
    window.scrollTo(0, 0);
  },
};
