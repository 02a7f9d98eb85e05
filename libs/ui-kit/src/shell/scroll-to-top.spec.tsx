import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../testing/render';
import { ScrollToTop } from './scroll-to-top';

describe('ScrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls the window to the top on every pathname change, not on query changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderWithSite(
      <>
        <ScrollToTop />
        <Link to="/teams">Teams</Link>
        <Link to="/teams?sport=all">Filter</Link>
        <Link to="/scores">Scores</Link>
      </>,
    );
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Teams' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await user.click(screen.getByRole('link', { name: 'Filter' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('link', { name: 'Scores' }));
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });
});
