import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FilterDisclosure } from './filter-disclosure';

const setup = (active: number) =>
  render(
    <FilterDisclosure active={active}>
      <label>
        Sport
        <select>
          <option>All Sports</option>
        </select>
      </label>
    </FilterDisclosure>,
  );

describe('FilterDisclosure', () => {
  it('puts the filters behind a "Filters" button with the count of active ones', () => {
    const { container } = setup(3);
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(container.querySelector('summary')).toHaveTextContent('Filters3 active');
    expect(details).toContainElement(screen.getByLabelText('Sport'));
  });

  it('shows no count when no filter is set', () => {
    const { container } = setup(0);
    expect(container.querySelector('summary')?.textContent).not.toMatch(/\d/);
  });

  it('opens and closes with the button (the keyboard is checked in the story, in a real browser)', async () => {
    const { container } = setup(1);
    const summary = container.querySelector('summary')!;
    await userEvent.click(summary);
    expect(container.querySelector('details')!.open).toBe(true);
    await userEvent.click(summary);
    expect(container.querySelector('details')!.open).toBe(false);
  });
});
