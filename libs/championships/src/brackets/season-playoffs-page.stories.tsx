import type { Meta, StoryObj } from '@storybook/react-vite';
import { aSeason, bracketHandlers, mockApi } from '@trophy-room/contract/testing';
import { paths, routePatterns } from '@trophy-room/routes';
import { expect, within } from 'storybook/test';
import SeasonPlayoffsPage from './season-playoffs-page';

const meta = {
  title: 'Features/Championships/SeasonPlayoffsPage',
  component: SeasonPlayoffsPage,
  parameters: { routePath: routePatterns.seasonPlayoffs, route: paths.seasonPlayoffs('nfl-2016') },
  beforeEach({ msw }) {
    // The site's seasons hold each story's season (the page's 404 rule reads them).
    const slugs = ['nfl-2016', 'nhl-1926-27', 'mlb-2016', 'nba-2022-23', 'nba-1949-50', 'mlb-1994'];
    msw.use(
      mockApi.page(
        'seasons',
        slugs.map((slug) => aSeason({ slug })),
      ),
      ...bracketHandlers.success,
    );
  },
} satisfies Meta<typeof SeasonPlayoffsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BracketWithByes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('article', { name: 'New England Patriots beat Atlanta Falcons 34-28' }),
    ).toBeVisible();
    await expect(canvas.getAllByTitle('Entered this round after a bye')).toHaveLength(4);
    // No box score in the data for these games: each one-game link names the summary it opens.
    await expect(canvas.queryByRole('link', { name: /Box score/ })).toBeNull();
    await expect(canvas.getAllByRole('link', { name: /^Game summary/ }).length).toBeGreaterThan(0);
  },
};

export const TotalGoalSeries: Story = {
  parameters: { route: paths.seasonPlayoffs('nhl-1926-27') },
  play: async ({ canvasElement }) => {
    const s = await within(canvasElement).findByRole('article', {
      name: 'Montreal Canadiens beat Montreal Maroons 2-1 on total goals',
    });
    await expect(s).toBeVisible();
    await expect(s).toHaveTextContent('Total goals · 1 tied game');
  },
};

export const SeriesOnly: Story = {
  parameters: { route: paths.seasonPlayoffs('mlb-2016') },
  play: async ({ canvasElement }) => {
    const ws = await within(canvasElement).findByRole('article', {
      name: 'Chicago Cubs beat Cleveland Indians 4-3',
    });
    await expect(ws).toBeVisible();
    await expect(ws).toHaveTextContent('result only, no games in the data');
    await expect(within(ws).getAllByRole('link')).toHaveLength(2);
  },
};

export const PlayIn: Story = {
  parameters: { route: paths.seasonPlayoffs('nba-2022-23') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: 'Play-In' }),
    ).toBeVisible();
  },
};

export const ListFallback: Story = {
  parameters: { route: paths.seasonPlayoffs('nba-1949-50') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/listed in order instead of drawn as a bracket/),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: paths.seasonPlayoffs('mlb-1994') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: 'No postseason in the data' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...bracketHandlers.loading);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading bracket...');
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(mockApi.error('seasonBracket', 'Season not found.', 404));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Season Not Found' }),
    ).toBeVisible();
  },
};
