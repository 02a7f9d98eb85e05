import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { value: 'overview', label: 'Overview', content: <p>Team Information</p> },
  { value: 'roster', label: 'Roster', content: <p>No roster data available</p> },
  { value: 'stats', label: 'Stats', content: <p>Detailed season statistics coming soon</p> },
  { value: 'schedule', label: 'Schedule', content: <p>No schedule data available</p> },
];

describe('Tabs', () => {
  it('selects the first tab by default and shows only its panel', () => {
    render(<Tabs items={items} label="Team sections" />);
    expect(screen.getByRole('tablist', { name: 'Team sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('Team Information');
    expect(screen.queryByText('No roster data available')).not.toBeInTheDocument();
  });

  it('with URLs, the tabs are links to them: a click is handled in place, a modified click left to the browser', async () => {
    const onValueChange = vi.fn();
    render(
      <Tabs items={items} label="Team sections" onValueChange={onValueChange} href={(v) => `?tab=${v}`} />,
    );
    const roster = screen.getByRole('tab', { name: 'Roster' });
    expect(roster.tagName).toBe('A');
    expect(roster).toHaveAttribute('href', '?tab=roster');
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    roster.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(onValueChange).not.toHaveBeenCalled();
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    roster.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(onValueChange).toHaveBeenCalledWith('roster');
  });

  it('switches panel on click and reports the change', async () => {
    const onValueChange = vi.fn();
    render(<Tabs items={items} label="Team sections" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Roster' }));
    expect(screen.getByRole('tab', { name: 'Roster' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No roster data available');
    expect(onValueChange).toHaveBeenCalledWith('roster');
  });

  it('moves with arrow keys, Home and End, keeping one tab in the tab order', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Team sections" defaultValue="stats" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Stats' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Schedule' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No schedule data available');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Schedule' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
  });

  it('can be controlled', async () => {
    function Controlled() {
      const [tab, setTab] = useState('schedule');
      return (
        <>
          <p>Current: {tab}</p>
          <Tabs items={items} label="Team sections" value={tab} onValueChange={setTab} />
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Stats' }));
    expect(screen.getByText('Current: stats')).toBeInTheDocument();
  });
});
