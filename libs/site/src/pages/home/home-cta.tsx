import { buttonVariants } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { paths } from '@trophy-room/routes';

/** The closing call to action: championships and analytics. */
export function HomeCta() {
  return (
    <section aria-labelledby="cta-title" className="bg-primary-900 text-white">
      <div className="page-width flex flex-col items-start gap-4 py-12 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="cta-title" className="text-2xl font-bold">
            Ready to dig into the record books?
          </h2>
          <p className="mt-1 text-primary-100">
            Start with a championship, or see the numbers behind the titles.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.championships()} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Browse Championships
          </Link>
          <Link
            to={paths.analytics()}
            className="inline-flex h-12 items-center rounded-md border border-white/60 px-6 font-medium text-white hover:bg-white/10"
          >
            View Analytics
          </Link>
        </div>
      </div>
    </section>
  );
}
