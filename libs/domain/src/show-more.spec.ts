import { describe, expect, it } from 'vitest';
import { shownRange } from './show-more';

describe('shownRange', () => {
  it('opens pages 1 to page while they fit the window', () => {
    expect(shownRange(1, 24, 3)).toEqual({ start: 0, end: 24 });
    expect(shownRange(3, 24, 3)).toEqual({ start: 0, end: 72 });
  });

  it('keeps the last maxOpen pages once past it', () => {
    expect(shownRange(4, 24, 3)).toEqual({ start: 24, end: 96 });
    expect(shownRange(35, 24, 3)).toEqual({ start: 768, end: 840 });
    expect(shownRange(2, 10, 1)).toEqual({ start: 10, end: 20 });
  });
});
