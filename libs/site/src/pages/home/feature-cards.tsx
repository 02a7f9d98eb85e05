import { Card } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { paths } from '@trophy-room/routes';

const features = [
  {
    title: 'Championship History',
    text: 'Every final: winners, runners-up, scores, MVPs and venues.',
    to: paths.championships(),
  },
  {
    title: 'Champions Archive',
    text: 'Champions year by year, with coaches and records.',
    to: paths.champions(),
  },
  {
    title: 'Season by Season',
    text: 'Each season with its champion, dates and format.',
    to: paths.seasons(),
  },
  {
    title: 'Team Profiles',
    text: 'Franchises and programs, their titles and home venues.',
    to: paths.teams(),
  },
  {
    title: 'Scores and Results',
    text: 'Game results with dates, venues and final scores.',
    to: paths.scores(),
  },
  { title: 'Standings', text: 'Final tables by division and conference.', to: paths.standings() },
] as const;

/** What the site offers, each card leading to its screen. */
export function FeatureCards() {
  return (
    <section aria-labelledby="features-title" className="bg-white">
      <div className="page-width py-12">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="features-title" className="text-2xl font-bold text-slate-900">
            Explore the Record Books
          </h2>
          <Link to={paths.features()} className="text-sm font-medium text-primary-800 hover:underline">
            All features
          </Link>
        </div>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((f) => (
            <li key={f.title}>
              <Card className="h-full">
                <h3 className="font-semibold text-slate-900">
                  <Link to={f.to} className="hover:text-primary-800 hover:underline">
                    {f.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-slate-600">{f.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
