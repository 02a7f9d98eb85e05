import { describe, expect, it } from 'vitest';
import { spanLabels } from './null-audit-table';

describe('spanLabels', () => {
  it('joins adjacent spans and names decades as decades, other spans by their seasons', () => {
    expect(
      spanLabels([
        [1950, 1959],
        [1920, 1929],
        [1930, 1939],
        [1940, 1949],
        [1960, 1965],
      ]),
    ).toBe('1920–1965');
    expect(
      spanLabels([
        [1920, 1929],
        [1930, 1939],
        [2025, 2025],
      ]),
    ).toBe('1920s–1930s, 2025');
    expect(spanLabels([[1910, 1919]])).toBe('1910s');
  });
});
