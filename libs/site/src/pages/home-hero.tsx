import { useSite } from '@trophy-room/site-theme';
import { Link } from 'react-router-dom';
import { paths } from '@trophy-room/routes';

export interface HomeHeroProps {
  /** Label of the newest season the data holds, e.g. "2024-25 Season"; nothing is shown until it is known. */
  latestSeason?: string | null;
}

/** The landing hero: the variant's headline (Super Bowl, NBA Finals, …) over its description. */
export function HomeHero({ latestSeason }: HomeHeroProps) {
  const site = useSite();
  return (
    <section
      aria-labelledby="hero-title"
      className="light-tokens bg-gradient-to-br from-primary-800 to-primary-950 text-white"
    >
      <div className="page-width py-16 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-widest text-primary-100">{site.name}</p>
        <h1 id="hero-title" className="mt-3 text-4xl font-extrabold tracking-tight sm:text-6xl">
          {site.headline}
        </h1>
        {latestSeason && (
          <p
            data-testid="hero-badge"
            className="mt-4 inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium text-white ring-1 ring-white/30"
          >
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-300" />
            {latestSeason} season data is available
          </p>
        )}
        <p className="mt-4 max-w-2xl text-lg text-primary-50">{site.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to={paths.championships()}
            className="rounded-lg bg-white px-5 py-3 font-semibold text-primary-800 shadow hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Explore Championships
          </Link>
          <Link
            to={paths.champions()}
            className="rounded-lg border border-white/60 px-5 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            View All Champions
          </Link>
        </div>
      </div>
    </section>
  );
}
