import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, type BadgeVariant } from './badge';

describe('Badge', () => {
  it.each<[BadgeVariant, string]>([
    ['success', 'bg-emerald-100'],
    ['warning', 'bg-amber-100'],
    ['error', 'bg-red-100'],
    ['neutral', 'bg-slate-100'],
    ['primary', 'bg-primary-100'],
    ['secondary', 'bg-secondary-100'],
  ])('renders the %s variant', (variant, bg) => {
    render(<Badge variant={variant}>Live</Badge>);
    expect(screen.getByText('Live')).toHaveClass(bg);
  });

  it('is neutral and small by default', () => {
    render(<Badge>Final</Badge>);
    expect(screen.getByText('Final')).toHaveClass('bg-slate-100', 'px-2.5', 'text-xs');
  });

  it('has a medium size', () => {
    render(<Badge size="md">Active</Badge>);
    expect(screen.getByText('Active')).toHaveClass('px-3', 'py-1', 'text-sm');
    expect(screen.getByText('Active')).not.toHaveClass('px-2.5', 'text-xs');
  });
});
