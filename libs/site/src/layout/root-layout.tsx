import { PageTransition, ScrollToTop, Toaster } from '@trophy-room/ui-kit';
import { SearchBox } from '@trophy-room/search';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { usePageHead } from '../head/use-page-head';
import { useSiteSeasonPicker } from '../seasons/site-season-picker';
import { Footer } from '../shell/footer';
import { TopBar } from '../shell/top-bar';
import { useAdminFlag } from '../shell/use-admin-flag';
import { SourceCredits } from './source-credits';

/** The shell around every page: the matched route's page, or `children` (the route error element's page). */
export function RootLayout({ children }: { children?: ReactNode }) {
  const showAdmin = useAdminFlag();
  const seasonPicker = useSiteSeasonPicker();
  usePageHead();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-primary-900 focus:shadow-lg"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <TopBar showAdmin={showAdmin} search={<SearchBox />} seasonPicker={seasonPicker} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageTransition>{children ?? <Outlet />}</PageTransition>
      </main>
      <Footer credits={<SourceCredits />} />
      <Toaster />
    </div>
  );
}
