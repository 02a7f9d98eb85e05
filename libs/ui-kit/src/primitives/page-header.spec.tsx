import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('renders the title as the page heading with subtitle and actions', () => {
    render(
      <PageHeader
        title="Championship History"
        subtitle="Explore the rich history of champions across all sports."
        actions={<button type="button">Export</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Championship History' })).toBeInTheDocument();
    expect(screen.getByText('Explore the rich history of champions across all sports.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('omits the subtitle when not given', () => {
    const { container } = render(<PageHeader title="Analytics" />);
    expect(container.querySelector('p')).toBeNull();
  });
});
