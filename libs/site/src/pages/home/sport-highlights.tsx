import { SPORT_SLUGS } from '@trophy-room/contract/values';
import { paths } from '@trophy-room/routes';
import type { SportSlug } from '@trophy-room/site-theme';
import { Card } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';

export interface SportHighlightsProps {
  /** The competition, e.g. "Super Bowl"; null on the hub. */
  headline: string | null;
  /** The team with the most titles in the data, once known. */
  mostTitles?: { team: string; titles: number } | null;
  /** The newest season label, e.g. "2024-25 Season". */
  latestSeason?: string | null;
  /** The site's sport (its fixtures); null on the hub (every sport's fixtures). */
  sport?: SportSlug | null;
}

const capitalised = (s: string) => s[0].toUpperCase() + s.slice(1);

/** Highlights of the site's sport, leading to champions, standings and seasons. */
export function SportHighlights({ headline, mostTitles, latestSeason, sport = null }: SportHighlightsProps) {
  const fixtures = (sport ? [sport] : SPORT_SLUGS).map((s) => ({
    to: paths.fixtures(s),
    cta: `${capitalised(s)} fixtures`,
  }));
  const items = [
    {
      title: headline ? `${headline} Champions` : 'Every Champion',
      text: mostTitles
        ? `Most titles: ${mostTitles.team} (${mostTitles.titles}).`
        : 'Every title winner, year by year.',
      links: [{ to: paths.champions(), cta: 'View all champions' }],
    },
    {
      title: 'Standings',
      text: 'Final tables with records, streaks and playoff places.',
      links: [{ to: paths.standings(), cta: 'See standings' }],
    },
    {
      title: 'Seasons',
      text: latestSeason
        ? `From the first season to the ${latestSeason}.`
        : 'Every season with its champion.',
      links: [{ to: paths.seasons(), cta: 'Browse seasons' }],
    },
    {
      title: 'Fixtures',
      text: 'Games by date, sport by sport: any week of any season.',
      links: fixtures,
    },
  ];
  return (
    <section aria-labelledby="highlights-title" className="page-width py-12">
      <h2 id="highlights-title" className="text-2xl font-bold text-slate-900">
        {headline ? `${headline} Highlights` : 'Highlights Across Every Sport'}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.title}>
            <Card className="flex h-full flex-col gap-2">
              <h3 className="font-semibold text-slate-900">{item.title}</h3>
              <p className="flex-1 text-sm text-slate-600">{item.text}</p>
              {item.links.map((l) => (
                <Link key={l.to} to={l.to} className="text-sm font-semibold text-primary-800 hover:underline">
                  {l.cta}
                </Link>
              ))}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
