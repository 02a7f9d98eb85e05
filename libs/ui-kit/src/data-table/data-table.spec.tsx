import { act, render, screen, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ToastOutlet from '../feedback/toast-outlet';
import { DataTable, type DataTableProps } from './data-table';
import { sortFromParam, sortToParam } from './sort-param';
import { sampleColumns, sampleRows, type SampleRow } from './data-table.fixtures';

const firstColumn = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((c) => c.textContent);
// Headers by their accessible names: an abbreviation's full name ("Wins" for W).
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

const renderTable = (props: Partial<DataTableProps<SampleRow>> = {}) =>
  render(
    <DataTable
      caption="AFC standings"
      columns={sampleColumns}
      rows={sampleRows}
      rowKey={(r) => r.id}
      csvFileName="afc-standings"
      {...props}
    />,
  );

describe('DataTable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the rows in their own order, unsorted, with abbreviated headers explained', () => {
    renderTable();
    expect(screen.getByRole('table', { name: 'AFC standings' })).toBeInTheDocument();
    expect(firstColumn()).toEqual([
      'Buffalo Bills',
      'Kansas City Chiefs',
      'Miami Dolphins',
      'Denver Broncos',
    ]);
    expect(header('Wins')).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByTitle('Wins')).toHaveTextContent('W');
    // Read by its full name, by the header and by its sort button alike; the first column's header as it is.
    expect(screen.getByRole('columnheader', { name: 'Win percentage' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Losses' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Team' })).toBeInTheDocument();
  });

  it('right-aligns numbers in tabular figures and marks missing values', () => {
    renderTable();
    const denver = screen.getByRole('row', { name: /Denver Broncos/ });
    const cells = within(denver).getAllByRole('cell');
    expect(cells[0]).toHaveClass('data-cell-num');
    expect(cells[2]).toHaveTextContent('—');
  });

  it('sorts by a column from the keyboard, numbers highest first, then lowest, with aria-sort', async () => {
    const user = userEvent.setup();
    renderTable();
    within(header('Wins')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header('Wins')).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual([
      'Kansas City Chiefs',
      'Buffalo Bills',
      'Denver Broncos',
      'Miami Dolphins',
    ]);
    await user.keyboard(' ');
    expect(header('Wins')).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()[0]).toBe('Miami Dolphins');
  });

  it('sorts text A to Z first and puts missing values last', async () => {
    const user = userEvent.setup();
    renderTable({ initialSort: { id: 'pct', desc: false } });
    expect(firstColumn().at(-1)).toBe('Denver Broncos');
    await user.click(within(header('Team')).getByRole('button'));
    expect(header('Team')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Win percentage')).toHaveAttribute('aria-sort', 'none');
    expect(firstColumn()).toEqual([
      'Buffalo Bills',
      'Denver Broncos',
      'Kansas City Chiefs',
      'Miami Dolphins',
    ]);
  });

  it('downloads the rows as shown, in their sorted order', async () => {
    const user = userEvent.setup();
    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => ((saved = blob), 'blob:csv'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderTable({ initialSort: { id: 'wins', desc: true } });
    await user.click(screen.getByRole('button', { name: 'Download CSV of AFC standings' }));
    expect(click).toHaveBeenCalledOnce();
    expect(await saved!.text()).toBe(
      'Team,Wins,Losses,Win percentage\r\nKansas City Chiefs,15,2,0.882\r\nBuffalo Bills,13,4,0.765\r\n' +
        'Denver Broncos,10,7,\r\nMiami Dolphins,8,9,0.471\r\n',
    );
  });

  it('confirms the download with a toast', async () => {
    act(() => toast.remove()); // the download above raised one too
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<ToastOutlet />);
    renderTable();
    expect(screen.queryByText('CSV downloaded')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV of AFC standings' }));
    expect(await screen.findByText('CSV downloaded')).toBeInTheDocument();
    act(() => toast.remove());
  });

  it('shows the empty message instead of an empty table', () => {
    renderTable({ rows: [], emptyMessage: 'No standings for this season' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No standings for this season')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download CSV/ })).not.toBeInTheDocument();
  });
});

describe('DataTable with a controlled sort', () => {
  it('shows the sort it is given and reports the reader’s choice instead of keeping it', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderTable({ sort: sortFromParam('-pct'), onSortChange });
    expect(header('Win percentage')).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()[0]).toBe('Kansas City Chiefs');
    await user.click(within(header('Team')).getByRole('button'));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'team', desc: false });
    expect(sortToParam(onSortChange.mock.calls[0][0])).toBe('team');
    expect(header('Win percentage')).toHaveAttribute('aria-sort', 'descending');
  });

  it('keeps a totals row under the body, out of the sort', async () => {
    const user = userEvent.setup();
    renderTable({ footerRow: { id: 0, team: 'Total', wins: 46, losses: 22, pct: 0.676 } });
    await user.click(header('Wins'));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(rows.at(-1)!).getByRole('rowheader')).toHaveTextContent('Total');
    expect(
      within(rows.at(-1)!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['46', '22', '0.676']);
  });

  it('shows a row detail under its row, across every column, and follows it when sorted', async () => {
    const user = userEvent.setup();
    renderTable({ rowDetail: (r) => (r.team === 'Miami Dolphins' ? <p>Home 6-2</p> : null) });
    const detail = screen.getByText('Home 6-2').closest('td')!;
    expect(detail).toHaveAttribute('colspan', String(sampleColumns.length));
    const rows = () => within(screen.getByRole('table')).getAllByRole('row');
    const after = (team: string) => rows()[rows().findIndex((r) => r.textContent?.startsWith(team)) + 1];
    expect(after('Miami Dolphins')).toHaveTextContent('Home 6-2');
    await user.click(header('Team'));
    expect(after('Miami Dolphins')).toHaveTextContent('Home 6-2');
    expect(screen.getAllByText('Home 6-2')).toHaveLength(1);
  });
});

describe('DataTable in the page', () => {
  afterEach(() => vi.restoreAllMocks());

  /** The box `box` px wide (inside its border) and the table `table` px wide, as a browser would measure them. */
  const measure = (box: number, table: number) => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'region' ? box : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'region' ? Math.max(box, table) : 0;
    });
    vi.spyOn(HTMLTableElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: table,
    } as DOMRect);
  };
  const region = () => screen.getByRole('region', { name: 'AFC standings' });

  it('has no inner scroll box of its own height: the rows flow in the page', () => {
    measure(900, 600);
    renderTable();
    expect(region().className).not.toMatch(/max-h|(^|\s)h-|overflow-(auto|y)/);
    expect(region()).toHaveClass('data-scroll');
  });

  it('when it fits, only clips to its corners: not a scroll box, so its header sticks under the top bar', () => {
    measure(900, 600);
    renderTable();
    expect(region()).toHaveAttribute('data-fits');
    expect(region()).not.toHaveAttribute('tabindex');
    expect(screen.queryByText('Scroll sideways for more →')).toHaveClass('invisible');
  });

  it('when it is wider than its box, scrolls sideways from the keyboard with a cue and an edge once scrolled', () => {
    measure(320, 700);
    renderTable();
    expect(region()).not.toHaveAttribute('data-fits');
    expect(region()).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Scroll sideways for more →')).not.toHaveClass('invisible');
    expect(region()).not.toHaveAttribute('data-scrolled');
    act(() => {
      region().scrollLeft = 380;
      region().dispatchEvent(new Event('scroll'));
    });
    expect(region()).toHaveAttribute('data-scrolled');
    expect(screen.getByText('Scroll sideways for more →')).toHaveClass('invisible');
  });
});
