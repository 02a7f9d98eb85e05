import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('renders its children and passes attributes through', () => {
    render(
      <Card aria-label="Current Champion" role="group" className="p-2">
        Kansas City Chiefs
      </Card>,
    );
    const card = screen.getByRole('group', { name: 'Current Champion' });
    expect(card).toHaveTextContent('Kansas City Chiefs');
    expect(card).toHaveClass('p-2');
  });
});
