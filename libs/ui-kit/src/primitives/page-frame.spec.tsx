import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageFrame } from './page-frame';

describe('PageFrame', () => {
  it('puts what is above, the heading with its intro, then the parts, in order', () => {
    const { container } = render(
      <PageFrame above={<nav aria-label="Breadcrumb" />} title="Players" intro="Every player.">
        <p>Body</p>
      </PageFrame>,
    );
    const frame = container.firstElementChild!;
    expect(frame).toHaveClass('page-width', 'flex', 'flex-col', 'gap-6', 'py-8');
    expect(screen.getByRole('heading', { level: 1, name: 'Players' })).toBeInTheDocument();
    expect([...frame.children].map((c) => c.tagName)).toEqual(['NAV', 'DIV', 'P']);
    expect(screen.getByText('Every player.')).toBeInTheDocument();
  });

  it('leaves the heading to a page that draws its own, and says when it is busy', () => {
    const { container } = render(
      <PageFrame gap={8} busy>
        <h1>ALL TEAMS</h1>
      </PageFrame>,
    );
    const frame = container.firstElementChild!;
    expect(frame).toHaveClass('gap-8');
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(frame.children).toHaveLength(1);
  });
});
