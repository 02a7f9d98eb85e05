import { NavLink } from 'react-router-dom';
import { cn } from '@trophy-room/ui-kit';

interface TopBarLinkProps {
  to: string;
  label: string;
  /** In the mobile menu: larger type and taller target. */
  inMenu?: boolean;
  onClick?: () => void;
}

/** A section link in the top bar or mobile menu; NavLink marks the active one with aria-current="page". */
export function TopBarLink({ to, label, inMenu = false, onClick }: TopBarLinkProps) {
  return (
    <NavLink
      to={to}
      onClick={onClick}
      data-slot="top-bar-link"
      className={({ isActive }) =>
        cn(
          'rounded-md px-3 hover:bg-primary-50 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-primary-700',
          inMenu ? 'py-3 text-base' : 'py-2 text-sm',
          isActive ? 'bg-primary-50 font-semibold text-primary-800' : 'font-medium text-slate-700',
        )
      }
    >
      {label}
    </NavLink>
  );
}
