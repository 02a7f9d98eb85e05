import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { PageTransition } from './page-transition';

function Pages() {
  return (
    <Routes>
      <Route path="/" element={<h1 className="text-2xl font-bold">Home page</h1>} />
      <Route path="/teams" element={<h1 className="text-2xl font-bold">Teams page</h1>} />
    </Routes>
  );
}

const meta = {
  title: 'UI/PageTransition',
  component: PageTransition,
  args: { children: <Pages /> },
  decorators: [
    (Story) => (
      <div className="flex flex-col gap-4">
        <nav aria-label="Demo" className="flex gap-4">
          <Link to="/" className="text-primary-800 underline">
            Home
          </Link>
          <Link to="/teams" className="text-primary-800 underline">
            Teams
          </Link>
        </nav>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PageTransition>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Home page' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Teams' }));
    await expect(await canvas.findByRole('heading', { name: 'Teams page' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
  },
};
