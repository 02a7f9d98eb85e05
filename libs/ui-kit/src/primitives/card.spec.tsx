import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('renders its children and passes attributes and extra classes through', () => {
    render(
      <Card aria-label="Current Champion" role="group" className="flex flex-col gap-2">
        Kansas City Chiefs
      </Card>,
    );
    const card = screen.getByRole('group', { name: 'Current Champion' });
    expect(card).toHaveTextContent('Kansas City Chiefs');
    expect(card).toHaveClass('flex', 'gap-2', 'border-slate-200', 'bg-white', 'p-4', 'sm:p-6');
  });

  it('changes its border, background and padding through options, never two values of one property', () => {
    render(
      <Card role="group" aria-label="Champion" tone="gold" padding="sm">
        Green Bay Packers
      </Card>,
    );
    const card = screen.getByRole('group', { name: 'Champion' });
    expect(card).toHaveClass('border-amber-200', 'bg-amber-50', 'p-4');
    expect(card).not.toHaveClass('border-slate-200', 'bg-white', 'sm:p-6');
  });
});
