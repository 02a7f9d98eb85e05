import { AdminLink } from './admin-link';
import type { NavLinkItem } from './site-links';
import { TopBarLink } from './top-bar-link';

interface MobileMenuProps {
  id: string;
  /** The top bar's section links. */
  links: readonly NavLinkItem[];
  open: boolean;
  showAdmin?: boolean;
  /** Called when a link is chosen, so the menu can close. */
  onNavigate: () => void;
}

/** The top bar's panel below the md breakpoint: the same links, stacked. Kept in the DOM (hidden) for aria-controls. */
export function MobileMenu({ id, links, open, showAdmin = false, onNavigate }: MobileMenuProps) {
  return (
    <div
      id={id}
      data-slot="mobile-menu"
      hidden={!open}
      className="border-t border-slate-200 bg-white md:hidden"
    >
      <nav aria-label="Mobile" className="page-width flex flex-col gap-1 py-3">
        {links.map((link) => (
          <TopBarLink key={link.to} {...link} onClick={onNavigate} inMenu />
        ))}
        {showAdmin && <AdminLink className="mt-2 self-start" />}
      </nav>
    </div>
  );
}
