import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'react-hot-toast';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../primitives/button';
import { Toaster } from './toaster';

const meta = {
  title: 'UI/Toaster',
  component: Toaster,
  decorators: [
    (Story) => (
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => toast.success('Active season set to 2024-25')}>Show success</Button>
        <Button variant="danger" onClick={() => toast.error('Could not refresh scores')}>
          Show error
        </Button>
        <Button variant="outline" onClick={() => toast('Standings updated')}>
          Show message
        </Button>
        <Story />
      </div>
    ),
  ],
  // Clear toasts left by the previous story (the store is global).
  beforeEach: () => {
    toast.remove();
  },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    // The outlet loads after the first load has settled (about two seconds; within the preview's 8 s wait).
    await waitFor(() => expect(canvas.getByText('Active season set to 2024-25')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Could not refresh scores')).toBeVisible());
  },
};
