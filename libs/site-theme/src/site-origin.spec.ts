import { describe, expect, it } from 'vitest';
import { siteUrl } from './site-origin';

describe('siteUrl', () => {
  it('swaps the first host label for the sibling site, keeping protocol and port', () => {
    const at = (hostname: string, port = '5184') => ({ protocol: 'http:', hostname, port });
    expect(siteUrl('nfl', at('localhost'))).toBe('http://nfl.localhost:5184/');
    expect(siteUrl('hub', at('cbb.localhost'))).toBe('http://localhost:5184/');
    expect(siteUrl('nhl', at('nfl.localhost'))).toBe('http://nhl.localhost:5184/');
    expect(siteUrl('mlb', { protocol: 'https:', hostname: 'nba.trophyroom.example', port: '' })).toBe(
      'https://mlb.trophyroom.example/',
    );
    expect(siteUrl('cfb', at('hub.localhost'))).toBe('http://cfb.localhost:5184/');
  });
});
