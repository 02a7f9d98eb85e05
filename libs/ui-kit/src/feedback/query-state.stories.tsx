import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from './empty-state';
import { LoadingSpinner } from './loading-spinner';
import { NotFound } from './not-found';
import { QueryState } from './query-state';

const teams = ['Chicago Bears', 'Detroit Lions', 'Green Bay Packers'];

const meta = {
  title: 'UI/QueryState',
  component: QueryState<string[]>,
  args: {
    query: { data: teams, error: null },
    pending: <LoadingSpinner label="Loading teams..." />,
    error: 'Failed to load teams data',
    onRetry: fn(),
    notFound: (
      <NotFound
        title="Team Not Found"
        message="The team you are looking for does not exist."
        back={{ to: '/teams', label: 'Back to Teams' }}
      />
    ),
    empty: <EmptyState title="No Teams Found" message="Try adjusting your search or filters." />,
    isEmpty: (d: string[]) => d.length === 0,
    children: (d: string[]) => (
      <ul className="list-disc pl-6">
        {d.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof QueryState<string[]>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Pending: Story = {
  args: { query: { data: undefined, error: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading teams...');
  },
};

export const Error: Story = {
  args: { query: { data: undefined, error: new globalThis.Error('Request failed with status 500') } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load teams data');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request failed with status 500');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const GenericError: Story = {
  args: { error: undefined, query: { data: undefined, error: new globalThis.Error('boom') } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Something went wrong while loading the data. Please try again.',
    );
  },
};

export const Empty: Story = {
  args: { query: { data: [], error: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No Teams Found' })).toBeVisible();
  },
};

export const NotFoundState: Story = {
  name: 'Not Found',
  args: {
    query: { data: undefined, error: Object.assign(new globalThis.Error('Not found.'), { status: 404 }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Team Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Teams' })).toHaveAttribute('href', '/teams');
  },
};
