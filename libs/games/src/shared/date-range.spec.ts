import { describe, expect, it } from 'vitest';
import { defaultRange, resolveRange } from './date-range';

describe('date range', () => {
  it('defaults to the current week for football (any case), today otherwise', () => {
    expect(defaultRange('Football', '2024-02-08')).toEqual({ from: '2024-02-05', to: '2024-02-11' });
    expect(defaultRange('basketball', '2024-02-08')).toEqual({ from: '2024-02-08', to: '2024-02-08' });
    expect(defaultRange(null, '2024-02-08')).toEqual({ from: '2024-02-08', to: '2024-02-08' });
  });

  it('reads the URL, keeps the end at or after the start', () => {
    const today = { from: '2024-02-08', to: '2024-02-08' };
    expect(resolveRange({ from: '', to: '' }, today)).toEqual(today);
    expect(resolveRange({ from: '2023-10-01', to: '' }, today)).toEqual({
      from: '2023-10-01',
      to: '2023-10-01',
    });
    expect(resolveRange({ from: '2023-10-01', to: '2023-10-07' }, today)).toEqual({
      from: '2023-10-01',
      to: '2023-10-07',
    });
    expect(resolveRange({ from: '2023-10-07', to: '2023-10-01' }, today)).toEqual({
      from: '2023-10-07',
      to: '2023-10-07',
    });
    expect(resolveRange({ from: '', to: '2023-10-01' }, today)).toEqual({
      from: '2023-10-01',
      to: '2023-10-01',
    });
  });
});
