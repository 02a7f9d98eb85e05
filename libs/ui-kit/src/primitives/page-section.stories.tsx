import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageSection } from './page-section';

const meta = {
  title: 'UI/PageSection',
  component: PageSection,
  args: { id: 'sources-title', title: 'Sources', children: <p>Every source the dataset was built from.</p> },
} satisfies Meta<typeof PageSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Sources' })).toBeVisible();
  },
};
