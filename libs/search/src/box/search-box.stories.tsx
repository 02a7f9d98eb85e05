import type { Meta, StoryObj } from '@storybook/react-vite';
import { searchHandlers } from '@trophy-room/contract/testing';
import { expect, userEvent, within } from 'storybook/test';
import { BOX_LABEL, SearchBox } from './search-box';

const meta = {
  title: 'Features/Search/SearchBox',
  component: SearchBox,
  beforeEach({ msw }) {
    msw.use(...searchHandlers.success);
  },
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** First paint: a plain form (the combobox loads on focus). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('search', { name: 'Site' })).toHaveAttribute(
      'action',
      '/search',
    );
  },
};

export const ResultsAsYouType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('searchbox', { name: BOX_LABEL }));
    const box = await canvas.findByRole('combobox', { name: BOX_LABEL });
    await userEvent.type(box, 'so');
    await expect(await canvas.findByRole('option', { name: /Oklahoma City Thunder/ })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: /Oklahoma City Thunder/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Below sm the box is an icon; it opens the field. */
export const Narrow: Story = {
  parameters: {
    viewport: {
      options: {
        mobile360: { name: 'Phone 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const icon = canvas.getByRole('link', { name: BOX_LABEL });
    await expect(icon).toHaveAttribute('href', '/search');
    // Hidden (display: none) until the icon opens it.
    await expect(canvas.queryByRole('searchbox', { name: BOX_LABEL })).toBeNull();
    await userEvent.click(icon);
    await expect(await canvas.findByRole('combobox', { name: BOX_LABEL })).toBeVisible();
  },
};
