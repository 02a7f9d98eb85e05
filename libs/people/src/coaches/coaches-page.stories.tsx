import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { coachHandlers } from '@trophy-room/contract/testing';
import { paths } from '@trophy-room/routes';
import CoachesPage from './coaches-page';

const meta = {
  title: 'Features/People/CoachesPage',
  component: CoachesPage,
  parameters: { route: paths.coaches() },
  beforeEach({ msw }) {
    msw.use(...coachHandlers.success);
  },
} satisfies Meta<typeof CoachesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Andy Reid' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show Details' }));
    await expect(canvas.getByText('Playoff Record')).toBeVisible();
  },
};

/** A coach last seen in the coaching source's last season, before the league's latest: status unknown. */
export const StatusUnknown: Story = {
  beforeEach({ msw }) {
    msw.use(...coachHandlers.statusUnknown);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Erik Spoelstra' })).toBeVisible();
    await expect(canvas.getByText('Status unknown')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...coachHandlers.loading);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading coaches...');
  },
};

export const Empty: Story = {
  parameters: { route: paths.coaches({ q: 'zzz' }) },
  beforeEach({ msw }) {
    msw.use(...coachHandlers.empty);
  },
  play: async ({ canvasElement }) => {
    const empty = await within(canvasElement).findByRole('region', { name: 'No Coaches Found' });
    await expect(empty).toHaveTextContent('Try adjusting your search or filters.');
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...coachHandlers.error);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error Loading Coaches');
  },
};

/** College baseball: the sources hold no coaches, so the page says so and asks the API nothing. */
export const NoPeopleInSources: Story = {
  globals: { site: 'cbs' },
  play: async ({ canvasElement }) => {
    const empty = await within(canvasElement).findByRole('region', { name: 'No Coaches in Our Sources' });
    await expect(empty).toHaveTextContent('hold no coach records');
    await expect(within(empty).getByRole('link', { name: 'See the teams and their seasons' })).toBeVisible();
  },
};
