import { COLOR_SCHEME_KEY } from '@trophy-room/site-theme';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from './theme-toggle';

const html = document.documentElement;

function systemPrefersDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: dark && query === '(prefers-color-scheme: dark)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('ThemeToggle', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    html.classList.remove('dark');
  });

  it('follows the system preference until the visitor chooses', () => {
    systemPrefersDark(true);
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches to dark and back, and remembers the choice', async () => {
    systemPrefersDark(false);
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(html).toHaveClass('dark');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(html).not.toHaveClass('dark');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('light');
  });

  it('a stored choice wins over the system preference', () => {
    systemPrefersDark(true);
    localStorage.setItem(COLOR_SCHEME_KEY, 'light');
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'false');
  });
});
