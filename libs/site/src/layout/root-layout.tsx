import {
  Footer,
  PageTransition,
  ScrollToTop,
  SeasonPicker,
  Toaster,
  TopBar,
  useAdminFlag,
} from '@trophy-room/ui-kit';
import { isSingleYearSport, useSeason } from '@trophy-room/season-context';
import { useSite } from '@trophy-room/site-theme';
import { Outlet } from 'react-router-dom';
import { usePageHead } from '../head/use-page-head';
import { SourceCredits } from './source-credits';

export function RootLayout() {
  const showAdmin = useAdminFlag();
  const { season, setSeason, options } = useSeason();
  const site = useSite();
  usePageHead();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <ScrollToTop />
      <TopBar
        showAdmin={showAdmin}
        seasonPicker={
          <SeasonPicker
            value={season}
            options={options}
            onChange={setSeason}
            singleYear={isSingleYearSport(site.sport)}
          />
        }
      />
      <main id="main" className="flex-1">
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <Footer credits={<SourceCredits />} />
      <Toaster />
    </div>
  );
}
