import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FilterDisclosure } from './filter-disclosure';

const phone = {
  viewport: {
    options: {
      mobile360: { name: 'Phone 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
    },
  },
};

// What the visitor sees (a closed <details> keeps its content in the DOM, and jest-dom's toBeVisible calls any
// content of one hidden, even where CSS shows it).
const shown = (el: Element) => el.checkVisibility();

const meta = {
  title: 'UI/FilterDisclosure',
  component: FilterDisclosure,
  args: {
    active: 2,
    bodyClassName: 'grid gap-3 md:grid-cols-3',
    children: ['Team', 'Sport', 'Status'].map((label) => (
      <label key={label} className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        {label}
        <select className="h-11 rounded-md border border-slate-300 bg-white px-3 text-sm">
          <option>All</option>
        </select>
      </label>
    )),
  },
} satisfies Meta<typeof FilterDisclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

/** From `md` up the filters are shown as they are and the button is hidden. */
export const Wide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (!window.matchMedia('(min-width: 48rem)').matches) return; // the story runner's frame is a phone here
    await expect(shown(canvas.getByRole('combobox', { name: 'Sport' }))).toBe(true);
    await expect(shown(canvasElement.querySelector('summary')!)).toBe(false);
  },
};

/** On a phone one "Filters" button (44 px tall) with the count of active filters opens them. */
export const Phone: Story = {
  parameters: phone,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvasElement.querySelector('summary')!;
    await expect(button).toHaveTextContent('Filters2 active');
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const sport = canvas.getByRole('combobox', { name: 'Sport' });
    await expect(shown(sport)).toBe(false);
    // A <summary> is in the tab order and opens with Enter or Space natively (user-event does not press it).
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await expect(shown(sport)).toBe(true);
    await userEvent.click(button);
    await expect(shown(sport)).toBe(false);
  },
};

/** No filter set: the button carries no count. */
export const NoneActive: Story = {
  args: { active: 0 },
  parameters: phone,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('summary')).toHaveTextContent(/^Filters\W*$/);
  },
};
