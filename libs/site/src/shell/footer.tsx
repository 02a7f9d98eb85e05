import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSite } from '@trophy-room/site-theme';
import { cn } from '@trophy-room/ui-kit';
import { footerLinks, siteLinks } from './site-links';

export const DEFAULT_CONTACT_EMAIL = 'contact@trophyroom.example';

export interface FooterProps {
  contactEmail?: string;
  /** Source credits the data's licences ask the site to show. */
  credits?: ReactNode;
  className?: string;
}

/** The site footer: section links plus Championships, contact address, location and copyright. */
export function Footer({ contactEmail = DEFAULT_CONTACT_EMAIL, credits, className }: FooterProps) {
  const site = useSite();
  const year = new Date().getFullYear();
  return (
    <footer
      data-slot="footer"
      className={cn('border-t border-slate-200 bg-slate-50 text-slate-700', className)}
    >
      <div className="page-width flex flex-col gap-6 py-8 md:flex-row md:justify-between">
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-8 gap-y-2 sm:grid-cols-4">
            {siteLinks(site, footerLinks).map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-sm hover:text-primary-800 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className="text-sm not-italic">
          <a href={`mailto:${contactEmail}`} className="font-medium text-primary-800 hover:underline">
            {contactEmail}
          </a>
          <p>Overland Park, KS</p>
        </address>
      </div>
      {credits && (
        <div
          data-slot="footer-credits"
          className="page-width border-t border-slate-200 py-4 text-xs text-slate-600"
        >
          {credits}
        </div>
      )}
      <p className="page-width border-t border-slate-200 py-4 text-xs text-slate-600">
        © {year} {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
