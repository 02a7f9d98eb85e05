import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSection } from './page-section';

describe('PageSection', () => {
  it('is a region named by its h2, holding its content', () => {
    render(
      <PageSection id="sources-title" title="Sources">
        <p>Every source.</p>
      </PageSection>,
    );
    const region = screen.getByRole('region', { name: 'Sources' });
    expect(screen.getByRole('heading', { level: 2, name: 'Sources' })).toHaveAttribute('id', 'sources-title');
    expect(region).toHaveTextContent('Every source.');
  });
});
