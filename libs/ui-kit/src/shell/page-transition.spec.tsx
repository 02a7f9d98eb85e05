import { screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../testing/render';
import { PageTransition } from './page-transition';

function App() {
  return (
    <>
      <Link to="/teams">Teams</Link>
      <PageTransition>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="/teams" element={<h1>Teams page</h1>} />
        </Routes>
      </PageTransition>
    </>
  );
}

// jsdom has neither the Web Animations API nor media queries: the tests stand them in.
function stubBrowser(reducedMotion: boolean) {
  const animate = vi.fn();
  Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion, media: query }));
  return animate;
}

describe('PageTransition', () => {
  afterEach(() => {
    delete (HTMLElement.prototype as { animate?: unknown }).animate;
    vi.unstubAllGlobals();
  });

  it('shows the first page as it is and fades and slides the next one in', async () => {
    const animate = stubBrowser(false);
    const { user } = renderWithSite(<App />);
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(animate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Teams' }));
    const teams = await screen.findByRole('heading', { name: 'Teams page' });
    expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate.mock.contexts[0]).toBe(teams.parentElement);
    expect(animate.mock.calls[0][0][0]).toMatchObject({ opacity: 0, transform: 'translateY(12px)' });
    expect(animate.mock.calls[0][1]).toMatchObject({ duration: 250 });
  });

  it('does not animate for users who ask for reduced motion', async () => {
    const animate = stubBrowser(true);
    const { user } = renderWithSite(<App />);
    await user.click(screen.getByRole('link', { name: 'Teams' }));
    expect(await screen.findByRole('heading', { name: 'Teams page' })).toBeInTheDocument();
    expect(animate).not.toHaveBeenCalled();
  });
});
