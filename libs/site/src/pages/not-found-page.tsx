import { Link, useRouteError } from 'react-router-dom';
import { paths } from '@trophy-room/routes';

export default function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-primary-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">Page Not Found</h1>
      <p className="mt-2 text-slate-600">The page you are looking for does not exist.</p>
      <Link
        to={paths.home()}
        className="mt-6 inline-block rounded-lg bg-primary-700 px-5 py-3 font-semibold text-white hover:bg-primary-800"
      >
        Back to Home
      </Link>
    </section>
  );
}

/** The route error element's page: not found for a 404 (a path no route matches), else the error page. */
export function RouteErrorPage() {
  const error = useRouteError() as { status?: number } | null;
  return error?.status === 404 ? <NotFoundPage /> : <ErrorPage />;
}

/** What the site shows when a page fails in the browser. */
function ErrorPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Something Went Wrong</h1>
      <p className="mt-2 text-slate-600">This page could not be shown. Please try again.</p>
      <a
        href={paths.home()}
        className="mt-6 inline-block rounded-lg bg-primary-700 px-5 py-3 font-semibold text-white hover:bg-primary-800"
      >
        Back to Home
      </a>
    </section>
  );
}
