import { describe, expect, it } from 'vitest';
import { nameVariants, sameGivenName } from './given-names';

describe('given-name variants', () => {
  it('joins the familiar form of a given name to the formal one', () => {
    expect(sameGivenName('Mike', 'Michael')).toBe(true);
    expect(sameGivenName('Bill', 'William')).toBe(true);
    expect(sameGivenName('Bill', 'Bob')).toBe(false);
    expect(sameGivenName('Pat', 'Bob')).toBe(false);
  });
  it('asks for the same surname', () => {
    expect(nameVariants('Mike Malone', 'Michael Malone')).toBe(true);
    expect(nameVariants('Brendan Malone', 'Michael Malone')).toBe(false);
    expect(nameVariants('Mike Malone', 'Mike Maloney')).toBe(false);
    // Father and son of one team (Bob and Pat Knight, Texas Tech) are two people.
    expect(nameVariants('Bob Knight', 'Pat Knight')).toBe(false);
  });
});
