// The debug page's test call answered with three real NBA teams (the count is the NBA's franchises in the dataset).
import { aTeam, mockApi } from '@trophy-room/contract/testing';

const basketball = { name: 'Basketball', slug: 'basketball', abbreviation: 'BKB' };
export const firstTeams = [
  aTeam({ id: 101, slug: 'atlanta-hawks', name: 'Atlanta Hawks', city: 'Atlanta', sport: basketball }),
  aTeam({ id: 102, slug: 'boston-celtics', name: 'Boston Celtics', city: 'Boston', sport: basketball }),
  aTeam({ id: 103, slug: 'brooklyn-nets', name: 'Brooklyn Nets', city: 'Brooklyn', sport: basketball }),
];

export const debugHandlers = {
  success: [mockApi.page('teams', firstTeams, { count: 45 })],
  loading: [mockApi.loading('teams')],
  error: [mockApi.error('teams', 'The teams service is unavailable.')],
};
