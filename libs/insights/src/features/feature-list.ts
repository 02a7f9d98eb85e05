// The six feature cards of /features: what the product does today (each links to its page) and the two that are
// not built yet (AI Predictions and Mobile Experience, marked Coming Soon rather than hidden, so the page says
// what is planned).
import { paths, type FEATURE_CATEGORIES } from '@trophy-room/routes';

export type FeatureCategory = (typeof FEATURE_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<FeatureCategory, string> = {
  analytics: 'Analytics',
  data: 'Data',
  tracking: 'Tracking',
  teams: 'Teams',
};

export interface Feature {
  title: string;
  description: string;
  category: FeatureCategory;
  status: 'available' | 'coming-soon';
  /** The page that shows it (available features only). */
  to?: string;
  linkLabel?: string;
}

export const features: readonly Feature[] = [
  {
    title: 'Championship History',
    description:
      'Every Super Bowl, NBA Finals, World Series, Stanley Cup final and NCAA title from the first to the latest: winner, runner-up, score or series, venue and MVP.',
    category: 'data',
    status: 'available',
    to: paths.championships(),
    linkLabel: 'Browse championships',
  },
  {
    title: 'Data Quality Checks',
    description:
      'The dataset checks itself: a champion for every year a title was held, standings against games, references that resolve, and every source row we set aside.',
    category: 'data',
    status: 'available',
    to: paths.dataQuality(),
    linkLabel: 'How we check the data',
  },
  {
    title: 'Scores and Results',
    description:
      'Final scores of nearly half a million games, by day, team and status, back to the first seasons the sources record.',
    category: 'tracking',
    status: 'available',
    to: paths.scores(),
    linkLabel: 'See scores',
  },
  {
    title: 'Franchise Histories',
    description:
      'Each team across its renames and relocations: the name it played under each season, its record, roster, schedule and titles.',
    category: 'teams',
    status: 'available',
    to: paths.teams(),
    linkLabel: 'Explore teams',
  },
  {
    title: 'AI Predictions',
    description: 'Forecasts for upcoming games and title races, trained on the same historical record.',
    category: 'analytics',
    status: 'coming-soon',
  },
  {
    title: 'Mobile Experience',
    description: 'An installable app with your leagues on the home screen and the history readable offline.',
    category: 'tracking',
    status: 'coming-soon',
  },
];
