import { screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
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

describe('PageTransition', () => {
  it('shows the current page and swaps it when the pathname changes', async () => {
    const { user } = renderWithSite(<App />);
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Teams' }));
    expect(await screen.findByRole('heading', { name: 'Teams page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
  });

  it('does not animate the first page (it arrives server-rendered) but animates the next ones', async () => {
    const { user, container } = renderWithSite(<App />);
    const wrapper = () => container.querySelector('[data-slot="page-transition"]')!;
    expect(wrapper().className).not.toContain('page-enter');
    await user.click(screen.getByRole('link', { name: 'Teams' }));
    await screen.findByRole('heading', { name: 'Teams page' });
    expect(wrapper().className).toContain('page-enter');
  });
});
