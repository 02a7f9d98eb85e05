import { describe, expect, it } from 'vitest';
import { MAX_GAMES_OFFSET, pageRequest, toPage } from './paging';

describe('pageRequest', () => {
  it('opens every page of a directory, however deep (nfl /players?page=418 of 1,152 was refused)', () => {
    expect(pageRequest({ page: 418, page_size: 24 })).toEqual({
      page: 418,
      pageSize: 24,
      limit: 24,
      offset: 10_008,
    });
    expect(pageRequest({ page: 2716, page_size: 24 }).offset).toBe(65_160);
  });

  it('refuses pages of games deeper than the limit with a 400 naming it', () => {
    expect(pageRequest({ page: 201, page_size: 50 }, MAX_GAMES_OFFSET).offset).toBe(10_000);
    expect(() => pageRequest({ page: 202, page_size: 50 }, MAX_GAMES_OFFSET)).toThrow(
      /^page must be at most 201 with page_size 50/,
    );
  });
});

describe('toPage', () => {
  it('answers a page past the end with 404 "Invalid page."', () => {
    const req = pageRequest({ page: 3, page_size: 24 });
    expect(() => toPage('/api/people/players/?page=3', req, 48, [])).toThrow('Invalid page.');
    expect(
      toPage('/api/people/players/?page=2', pageRequest({ page: 2, page_size: 24 }), 48, []).next,
    ).toBeNull();
  });
});
