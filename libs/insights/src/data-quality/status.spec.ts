import { describe, expect, it } from 'vitest';
import { barTone, statusVariant } from './status';

describe('data-quality mappings', () => {
  it('maps statuses to badge colours as the spec says', () => {
    expect(['excellent', 'active', 'passing'].map(statusVariant)).toEqual(Array(3).fill('success'));
    expect(['good', 'warning'].map(statusVariant)).toEqual(['warning', 'warning']);
    expect(['poor', 'error', 'failing'].map(statusVariant)).toEqual(Array(3).fill('error'));
    expect(statusVariant('reference')).toBe('neutral');
  });

  it('colours bars green at 95, amber at 80, red below', () => {
    expect([100, 95, 94.9, 80, 79.9].map(barTone)).toEqual(['green', 'green', 'amber', 'amber', 'red']);
  });
});
