import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScrollToTop } from './scroll-to-top';

function LongPage() {
  const { pathname } = useLocation();
  return (
    <main
      style={{
        minHeight: '3000px',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
      }}
    >
      <p>Current page: {pathname}</p>
      <Link to={pathname === '/teams' ? '/' : '/teams'} className="text-primary-800 underline">
        Go to the other page
      </Link>
    </main>
  );
}

const meta = {
  title: 'UI/ScrollToTop',
  component: ScrollToTop,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <LongPage />
      </>
    ),
  ],
  beforeEach: () => () => window.scrollTo(0, 0),
} satisfies Meta<typeof ScrollToTop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Go to the other page' });
    link.scrollIntoView();
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    await userEvent.click(link);
    await expect(canvas.getByText('Current page: /teams')).toBeInTheDocument();
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};
