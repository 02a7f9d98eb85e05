import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from './button';
import { PageFrame } from './page-frame';

const meta = {
  title: 'UI/PageFrame',
  component: PageFrame,
  args: {
    title: 'Championship History',
    intro: 'Explore the rich history of champions across all sports.',
    children: <p>The page's parts, one under another.</p>,
  },
} satisfies Meta<typeof PageFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Championship History' })).toBeVisible();
    await expect(canvas.getByText("The page's parts, one under another.")).toBeVisible();
  },
};

export const WithActions: Story = {
  args: { title: 'Analytics', intro: undefined, gap: 8, actions: <Button variant="outline">Export</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Export' })).toBeVisible();
  },
};
