import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../testing/render';
import { PageLinks } from './page-links';

const href = (page: number) => `/standings?page=${page}`;

describe('PageLinks', () => {
  it('links to the previous and next pages and says where the reader is', () => {
    renderWithSite(<PageLinks page={2} pages={3} href={href} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/standings?page=1');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/standings?page=3');
    expect(nav).toHaveTextContent('Page 2 of 3');
  });

  it('has no Previous on the first page, no Next on the last, and nothing for one page', () => {
    const first = renderWithSite(<PageLinks page={1} pages={2} href={href} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toBeInTheDocument();
    first.unmount();
    const last = renderWithSite(<PageLinks page={2} pages={2} href={href} />);
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toBeInTheDocument();
    last.unmount();
    renderWithSite(<PageLinks page={1} pages={1} href={href} />);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});
