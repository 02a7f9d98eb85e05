import { describe, expect, it } from 'vitest';
import { flag, integer, oneOf, readParams, searchText, text, writeParams } from './search-params';

const schema = {
  q: searchText(),
  sport: text('all'),
  status: oneOf(['all', 'active'], 'all'),
  page: integer(1),
  active: flag(true),
};

describe('search params', () => {
  it('reads defaults for absent or invalid values', () => {
    expect(readParams(schema, new URLSearchParams('status=bogus&page=0&active=maybe'))).toEqual({
      q: '',
      sport: 'all',
      status: 'all',
      page: 1,
      active: true,
    });
  });

  it('reads what it wrote', () => {
    const values = { q: 'chiefs', sport: 'football', status: 'active' as const, page: 3, active: false };
    expect(readParams(schema, writeParams(schema, values))).toEqual(values);
  });

  it('removes a key set back to its default and keeps keys it does not own', () => {
    const next = writeParams(
      schema,
      { sport: 'all', page: 2 },
      new URLSearchParams('sport=hockey&admin=true'),
    );
    expect(next.toString()).toBe('admin=true&page=2');
  });
});
