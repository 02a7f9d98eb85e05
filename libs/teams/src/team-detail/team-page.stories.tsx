import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockApi } from '@trophy-room/contract/testing';
import { paths, routePatterns } from '@trophy-room/routes';
import { expect, userEvent, within } from 'storybook/test';
import { chiefsHandlers, partialSeasonHandlers } from '../testing/teams-scenario';
import TeamSeasonPage from '../team-season/team-season-page';
import FranchisePage from './franchise-page';

const meta = {
  title: 'Features/Teams/TeamPage',
  component: FranchisePage,
  globals: { site: 'nfl' },
  parameters: { routePath: routePatterns.team, route: paths.team('kansas-city-chiefs') },
  beforeEach({ msw }) {
    msw.use(...chiefsHandlers);
  },
} satisfies Meta<typeof FranchisePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The franchise summary: lineage, titles, the win % chart, the season-by-season table and the seasons to explore. */
export const Summary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kansas City Chiefs' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Franchise Lineage' })).toHaveTextContent(
      'Dallas Texans 1960–1962',
    );
    const chart = canvas.getByRole('figure', { name: 'Win % by Season' });
    await expect(await within(chart).findByRole('img')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Season by season' });
    await expect(within(table).getAllByRole('row')[3]).toHaveTextContent('1962Dallas TexansChampion11-3');
    await expect(canvas.getByText('Select a season to see its roster, stats and schedule.')).toBeVisible();
  },
};

const season = { routePath: routePatterns.teamSeason, route: paths.team('kansas-city-chiefs', 2023) };
/** The season stories render the season route's own page module. */
const seasonPage = () => <TeamSeasonPage />;

/** A season page on its Overview tab. */
export const Season: Story = {
  render: seasonPage,
  parameters: season,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('2023 Season');
    await expect(canvas.getByRole('region', { name: 'Team Information' })).toHaveTextContent(
      'Name that seasonKansas City Chiefs',
    );
  },
};

/** A past season under the name the franchise bore then. */
export const PastName: Story = {
  render: seasonPage,
  parameters: { ...season, route: paths.team('kansas-city-chiefs', 1962) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dallas Texans' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Stats' }));
    await expect(
      await canvas.findByText("The season's figures are not in our sources for this season."),
    ).toBeVisible();
  },
};

export const Roster: Story = {
  render: seasonPage,
  parameters: { ...season, route: paths.team('kansas-city-chiefs', 2023, { tab: 'roster' }) },
  play: async ({ canvasElement }) => {
    const roster = await within(canvasElement).findByRole('table', { name: 'Roster' });
    await expect(within(roster).getByRole('link', { name: 'Patrick Mahomes' })).toHaveAttribute(
      'href',
      '/players/patrick-mahomes',
    );
  },
};

export const EmptyRoster: Story = {
  render: seasonPage,
  parameters: Roster.parameters,
  beforeEach({ msw }) {
    msw.use(mockApi.data('teamRoster', []));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No roster data available')).toBeVisible();
  },
};

/** A season whose source has a known end: its record and its roster games say how far that source reaches. */
export const PartialSeason: Story = {
  render: seasonPage,
  parameters: Roster.parameters,
  beforeEach({ msw }) {
    msw.use(...partialSeasonHandlers);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Games: 2023 as in /)).toBeVisible();
  },
};

export const Schedule: Story = {
  render: seasonPage,
  parameters: { ...season, route: paths.team('kansas-city-chiefs', 2023, { tab: 'schedule' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const post = await canvas.findByRole('table', { name: 'Postseason schedule' });
    await expect(within(post).getByRole('link', { name: 'W 25-22 (OT)' })).toHaveAttribute(
      'href',
      '/scores/9001',
    );
    await expect(canvas.getByRole('table', { name: 'Regular season schedule' })).toHaveTextContent(
      'Upcoming',
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockApi.loading('team'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading team...');
  },
};

export const NotFound: Story = {
  parameters: { route: paths.team('curling-club') },
  beforeEach({ msw }) {
    msw.use(mockApi.error('team', 'Team not found.', 404));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Team Not Found' })).toBeVisible();
    await expect(canvas.getByText('The team you are looking for does not exist.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Teams' })).toHaveAttribute('href', '/teams');
  },
};

/** A failed call (not a 404): Team Not Found with the error's own message (the page's error state). */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(mockApi.error('teamSeasons', 'The database is unavailable.'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Team Not Found' })).toBeVisible();
    await expect(canvas.getByText('The database is unavailable.')).toBeVisible();
  },
};
