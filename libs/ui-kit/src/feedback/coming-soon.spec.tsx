import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComingSoon } from './coming-soon';

describe('ComingSoon', () => {
  it('names the feature that will arrive later', () => {
    render(<ComingSoon feature="Play-by-play" />);
    expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByText('Play-by-play will be available in a future update.')).toBeInTheDocument();
  });
});
