import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingSpinner } from './loading-spinner';
import type { SpinnerVariant } from './spinner-graphic';

describe('LoadingSpinner', () => {
  it('is a status reading "Loading..." by default', () => {
    render(<LoadingSpinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByText('Loading...')).toBeVisible();
  });

  it.each<SpinnerVariant>(['default', 'dots', 'pulse', 'trophy'])(
    'renders the %s variant with its label',
    (variant) => {
      render(<LoadingSpinner variant={variant} label="Loading championship details..." />);
      const status = screen.getByRole('status');
      expect(status).toHaveAttribute('data-variant', variant);
      expect(status).toHaveTextContent('Loading championship details...');
    },
  );

  it('draws each variant differently', () => {
    const variants: SpinnerVariant[] = ['default', 'dots', 'pulse', 'trophy'];
    const markup = variants.map((variant) => {
      const { container, unmount } = render(<LoadingSpinner variant={variant} />);
      const html = container.innerHTML.replace(/data-variant="[a-z]+"/, '');
      unmount();
      return html;
    });
    expect(new Set(markup).size).toBe(4);
  });

  it('can keep the label for screen readers only', () => {
    render(<LoadingSpinner hideLabel size="sm" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByText('Loading...')).toHaveClass('sr-only');
  });
});
