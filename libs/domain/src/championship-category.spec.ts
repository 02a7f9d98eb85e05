import { describe, expect, it } from 'vitest';
import { isTopTier, leagueLabel, sportCategory } from './championship-category';

const sport = (slug: string) => ({ slug });

describe('sport category', () => {
  it('follows the championship name first', () => {
    expect(sportCategory({ championship_name: 'Super Bowl' })).toBe('Football');
    expect(sportCategory({ championship_name: 'NBA Finals' })).toBe('Basketball');
    expect(sportCategory({ championship_name: 'Western Conference Championship' })).toBe('Basketball');
    expect(sportCategory({ championship_name: 'World Series' })).toBe('Baseball');
    expect(sportCategory({ championship_name: 'American League Championship Series' })).toBe('Baseball');
    expect(sportCategory({ championship_name: 'Stanley Cup Final' })).toBe('Hockey');
  });

  it("falls back to the champion's sport, then Other", () => {
    expect(sportCategory({ championship_name: 'NFL Championship', sport: sport('football') })).toBe(
      'Football',
    );
    expect(sportCategory({ championship_name: 'Frozen Four', sport: sport('hockey') })).toBe('Hockey');
    expect(sportCategory({ championship_name: 'Curling Cup' })).toBe('Other');
  });

  it('marks the major pro titles top-tier, not college ones', () => {
    expect(isTopTier({ championship_name: 'Super Bowl' })).toBe(true);
    expect(isTopTier({ championship_name: 'NBA Finals', level: { slug: 'professional' } })).toBe(true);
    expect(
      isTopTier({ championship_name: "Men's College World Series", level: { slug: 'ncaa-division-i' } }),
    ).toBe(false);
    expect(isTopTier({ championship_name: 'NFL Championship' })).toBe(false);
  });

  it('labels the league: Super Bowl NFL, NBA NBA, World Series MLB (not the college one), else Sports', () => {
    expect(leagueLabel('Super Bowl')).toBe('NFL');
    expect(leagueLabel('NBA Finals')).toBe('NBA');
    expect(leagueLabel('World Series')).toBe('MLB');
    expect(leagueLabel("Men's College World Series")).toBe('Sports');
    expect(leagueLabel('Stanley Cup Final')).toBe('Sports');
  });
});
