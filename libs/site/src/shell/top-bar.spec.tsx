import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cbb, chk, type SiteConfig } from '@trophy-room/site-theme';
import { renderWithSite } from '@trophy-room/ui-kit/testing';
import { TopBar } from './top-bar';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

describe('TopBar', () => {
  afterEach(() => scrollWindowTo(0));

  it('links the brand home and lists the six sections', () => {
    renderWithSite(<TopBar />);
    expect(screen.getByRole('link', { name: 'Trophy Room Pro Football' })).toHaveAttribute('href', '/');
    const main = screen.getByRole('navigation', { name: 'Main' });
    const links = within(main).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Scores', '/scores'],
      ['Seasons', '/seasons'],
      ['Standings', '/standings'],
      ['Teams', '/teams'],
      ['Players', '/players'],
      ['Coaches', '/coaches'],
    ]);
  });

  it("leaves out the sections the site's sources hold nothing for", () => {
    const sections = (site: SiteConfig) => {
      const { unmount } = renderWithSite(<TopBar />, { site });
      const shown = within(screen.getByRole('navigation', { name: 'Main' }))
        .getAllByRole('link')
        .map((l) => l.textContent);
      const inMenu = within(screen.getByRole('navigation', { name: 'Mobile', hidden: true }))
        .getAllByRole('link', { hidden: true })
        .map((l) => l.textContent);
      unmount();
      expect(inMenu).toEqual(shown);
      return shown;
    };
    expect(sections(cbb)).toEqual(['Scores', 'Seasons', 'Standings', 'Teams', 'Coaches']);
    expect(sections(chk)).toEqual(['Scores', 'Seasons', 'Standings', 'Teams']);
  });

  it('marks the current section as active', () => {
    renderWithSite(<TopBar />, { initialEntries: ['/teams/chiefs'] });
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Teams' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Scores' })).not.toHaveAttribute('aria-current');
  });

  it('switches to the stronger blur only once the page has scrolled more than 20 px', () => {
    renderWithSite(<TopBar />);
    const bar = screen.getByRole('banner');
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    scrollWindowTo(20);
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    scrollWindowTo(21);
    expect(bar).toHaveAttribute('data-scrolled', 'true');
    expect(bar.className).toContain('data-[scrolled=true]:backdrop-blur-xl');
    scrollWindowTo(0);
    expect(bar).toHaveAttribute('data-scrolled', 'false');
  });

  it('opens the mobile menu and closes it when a link is chosen', async () => {
    const { user } = renderWithSite(<TopBar />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(menu);

    await user.click(within(menu).getByRole('link', { name: 'Standings' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Standings' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('closes the mobile menu from its own button', async () => {
    const { user } = renderWithSite(<TopBar />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the ADMIN link to the local admin site only with showAdmin', async () => {
    const { unmount } = renderWithSite(<TopBar />);
    expect(screen.queryByRole('link', { name: 'ADMIN' })).not.toBeInTheDocument();
    unmount();

    const { user } = renderWithSite(<TopBar showAdmin />);
    const admin = screen.getByRole('link', { name: 'ADMIN' });
    expect(admin).toHaveAttribute('href', 'http://localhost:8000/admin/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'ADMIN' })).toHaveAttribute(
      'href',
      'http://localhost:8000/admin/',
    );
  });

  it('shows the season picker slot in the bar', () => {
    renderWithSite(
      <TopBar
        seasonPicker={
          <label>
            Season{' '}
            <select>
              <option>2024-25 Season</option>
            </select>
          </label>
        }
      />,
    );
    expect(within(screen.getByRole('banner')).getByRole('combobox', { name: /Season/ })).toBeInTheDocument();
  });
});
