import { describe, expect, it } from 'vitest';
import { footerLinks, navLinks } from './site-links';

describe('the shell links', () => {
  it('lists the top bar sections, and the footer adds the reference pages, the data download last', () => {
    expect(navLinks.map((l) => l.to)).toEqual([
      '/scores',
      '/seasons',
      '/standings',
      '/teams',
      '/players',
      '/coaches',
    ]);
    expect(footerLinks.slice(navLinks.length)).toEqual([
      { to: '/championships', label: 'Championships' },
      { to: '/leaders', label: 'Leaders' },
      { to: '/awards', label: 'Awards' },
      { to: '/head-to-head', label: 'Head-to-Head' },
      { to: '/data', label: 'Download the Data' },
    ]);
  });
});
