import { Card } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { paths } from '@trophy-room/routes';

export interface SportHighlightsProps {
  /** The competition, e.g. "Super Bowl"; null on the hub. */
  headline: string | null;
  /** The team with the most titles in the data, once known. */
  mostTitles?: { team: string; titles: number } | null;
  /** The newest season label, e.g. "2024-25 Season". */
  latestSeason?: string | null;
}

/** Highlights of the site's sport, leading to champions, standings and seasons. */
export function SportHighlights({ headline, mostTitles, latestSeason }: SportHighlightsProps) {
  const items = [
    {
      title: headline ? `${headline} Champions` : 'Every Champion',
      text: mostTitles
        ? `Most titles: ${mostTitles.team} (${mostTitles.titles}).`
        : 'Every title winner, year by year.',
      to: paths.champions(),
      cta: 'View all champions',
    },
    {
      title: 'Standings',
      text: 'Final tables with records, streaks and playoff places.',
      to: paths.standings(),
      cta: 'See standings',
    },
    {
      title: 'Seasons',
      text: latestSeason
        ? `From the first season to the ${latestSeason}.`
        : 'Every season with its champion.',
      to: paths.seasons(),
      cta: 'Browse seasons',
    },
  ];
  return (
    <section aria-labelledby="highlights-title" className="page-width py-12">
      <h2 id="highlights-title" className="text-2xl font-bold text-slate-900">
        {headline ? `${headline} Highlights` : 'Highlights Across Every Sport'}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.title}>
            <Card className="flex h-full flex-col gap-2">
              <h3 className="font-semibold text-slate-900">{item.title}</h3>
              <p className="flex-1 text-sm text-slate-600">{item.text}</p>
              <Link to={item.to} className="text-sm font-semibold text-primary-800 hover:underline">
                {item.cta}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
