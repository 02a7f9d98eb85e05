import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins class lists, conditionals and arrays, skipping falsy values', () => {
    const hidden = false;
    expect(
      cn('flex gap-2', hidden && 'hidden', null, undefined, ['p-4', { 'text-sm': true, 'text-lg': !hidden }]),
    ).toBe('flex gap-2 p-4 text-sm text-lg');
  });

  it('does not resolve Tailwind conflicts: both classes stay, so class lists must not set one property twice', () => {
    expect(cn('p-4', 'p-2')).toBe('p-4 p-2');
  });
});
