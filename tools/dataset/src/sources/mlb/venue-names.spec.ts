// Ballpark names by season: the hand-written name periods, and parks never renamed.
import { beforeAll, describe, expect, it } from 'vitest';
import { createContext, type Dataset } from '../../context';
import { loadTeams } from './lahman-teams';
import { HAND_VENUE_NAMES, loadVenueNames } from './venue-names';
import { addVenues } from './venues';
import type { VenueNames } from './shapes';

let ctx: Dataset;
let names: VenueNames;
beforeAll(() => {
  ctx = createContext();
  names = loadVenueNames(ctx, addVenues(ctx, loadTeams(ctx), new Map()));
});

describe('ballpark names by season', () => {
  it("the Giants' park: Pacific Bell Park 2000-2003, SBC Park, AT&T Park, Oracle Park from 2019", () => {
    expect(names.nameOn('SFO03', 2001)).toBe('Pacific Bell Park');
    expect(names.nameOn('SFO03', 2004)).toBe('SBC Park');
    expect(names.nameOn('SFO03', 2018)).toBe('AT&T Park');
    expect(names.nameOn('SFO03', 2024)).toBe('Oracle Park');
  });

  it('a season in which a park was renamed has no name; a park never renamed keeps its one name', () => {
    expect(names.nameOn('KAN06', 1993)).toBeNull();
    expect(names.nameOn('KAN06', 1985)).toBe('Royals Stadium');
    expect(names.nameOn('CHI11', 1923)).toBe('Cubs Park');
    expect(names.nameOn('TOR02', 1993)).toBe('SkyDome');
    expect(names.nameOn('BOS07', 1927)).toBe('Fenway Park');
  });

  it('a renamed park without name periods (and no Lahman Teams.park name given here) has none, and is listed', () => {
    // The Rangers' park of 1994-2019 (The Ballpark in Arlington, Ameriquest Field, Rangers Ballpark, Globe Life Park).
    expect(names.nameOn('TEX01', 2000)).toBeNull();
    expect(names.unnamed.has('TEX01')).toBe(true);
    // The Marlins' first park has its periods (Lahman Parks' aliases are shortened: 'JoeRobbie; ProPlayer').
    expect(names.nameOn('MIA01', 2000)).toBe('Pro Player Stadium');
  });

  it('Lahman numbers same-named parks; the name of a season does not carry the number', () => {
    expect(names.nameOn('NYC16', 1927)).toBe('Yankee Stadium');
    expect(names.nameOn('BOS05', 1914)).toBe('South End Grounds');
  });

  it('every hand-written period is usable', () => {
    expect(ctx.issues().filter((i) => i.source === HAND_VENUE_NAMES)).toEqual([]);
  });
});
