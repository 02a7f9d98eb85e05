import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (strings, conditionals, arrays) with clsx. It does not resolve Tailwind conflicts — that took
 * tailwind-merge, 7 KB gz on every page's first load — so a class list never sets one property twice: a state is
 * written as alternatives (`on ? 'bg-primary-700' : 'bg-white'`), and a component's base look changes through its
 * options (`variants()`), not through a conflicting `className`, which only adds classes (layout, spacing
 * outside, width).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
