import { useId, useRef, useState, type ReactNode } from 'react';
import { paths } from '@trophy-room/routes';
import { useSite } from '@trophy-room/site-theme';
import { Link } from 'react-router-dom';
import { AdminLink } from './admin-link';
import { cn, Logo } from '@trophy-room/ui-kit';
import { MenuIcon } from './menu-icon';
import { MobileMenu } from './mobile-menu';
import { SCROLL_BLUR_THRESHOLD_PX } from './shell-config';
import { navLinks, siteLinks } from './site-links';
import { ThemeToggle } from './theme-toggle';
import { TopBarLink } from './top-bar-link';
import { useScrolled } from './use-scrolled';
import { useTopBarHeight } from './use-top-bar-height';

export interface TopBarProps {
  /** The season picker (or any control) shown in the bar. */
  seasonPicker?: ReactNode;
  /** The site search (collapsed to an icon below sm), shown after the season picker. */
  search?: ReactNode;
  /** Show the ADMIN link; pass `useAdminFlag()`. */
  showAdmin?: boolean;
  className?: string;
}

/** The sticky site header: brand, section links, season picker and search slots, dark-mode switch, mobile menu. */
export function TopBar({ seasonPicker, search, showAdmin = false, className }: TopBarProps) {
  const scrolled = useScrolled(SCROLL_BLUR_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const links = siteLinks(useSite(), navLinks);
  const bar = useRef<HTMLElement>(null);
  useTopBarHeight(bar);

  return (
    <header
      ref={bar}
      data-slot="top-bar"
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur-sm transition-[background-color,box-shadow,backdrop-filter]',
        'data-[scrolled=true]:bg-white/80 data-[scrolled=true]:shadow-md data-[scrolled=true]:backdrop-blur-xl',
        className,
      )}
    >
      {/* Below sm the season picker wraps onto a second row, so the site name keeps the first row's width. */}
      <div className="page-width flex min-h-16 flex-wrap items-center gap-x-2 gap-y-1 py-2">
        {/* From md the brand counts as 12rem when the row breaks, so a long site name wraps onto two lines instead of
            pushing the season picker, search and dark-mode switch onto a second row. */}
        <Link
          to={paths.home()}
          className="flex min-w-0 flex-1 items-center rounded-md focus-visible:outline-2 focus-visible:outline-primary-700 md:flex-[1_1_12rem]"
        >
          <Logo withName wrapName nameClassName="text-base leading-tight sm:text-lg" />
        </Link>
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <TopBarLink key={link.to} {...link} />
          ))}
          {showAdmin && <AdminLink className="ml-2" />}
        </nav>
        {seasonPicker && (
          <div data-slot="season-picker" className="order-last w-full sm:order-none sm:w-auto md:ml-auto">
            {seasonPicker}
          </div>
        )}
        {search}
        <ThemeToggle />
        <button
          type="button"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-700 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
        </button>
      </div>
      <MobileMenu
        id={menuId}
        links={links}
        open={menuOpen}
        showAdmin={showAdmin}
        onNavigate={() => setMenuOpen(false)}
      />
    </header>
  );
}
