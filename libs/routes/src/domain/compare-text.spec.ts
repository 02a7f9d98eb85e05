import { describe, expect, it } from 'vitest';
import { compareText } from './compare-text';

const NAMES = [
  'Montréal Canadiens',
  'Montreal Expos',
  'Québec Nordiques',
  'Quebec Bulldogs',
  'St. Louis Cardinals',
  'Stanford',
  'St. John’s',
  "Saint Mary's",
  'San José State',
  'San Jose Sharks',
  'Texas A&M',
  'Texas',
  'Texas–Arlington',
  'Texas-El Paso',
  'UCLA',
  'ucla',
  'Miami (FL)',
  'Miami (OH)',
  'Miami Dolphins',
  'Week 9',
  'Week 10',
  'Week 1',
  '2023-24 NBA Season',
  '2023 MLB Season',
  '1999-00 NHL Season',
  'Zoë Smith',
  'Zoe Smith',
  'Ángel Hernández',
  'Angel Pagan',
  "D'Angelo Russell",
  'DeAndre Jordan',
  'de Gea',
  'Ohio State',
  'Ohio',
  'O’Brien',
  'Oakland Athletics',
  'AAFC',
  'A',
  'a',
  '',
  'Los Angeles Rams',
  'Los Angeles Chargers',
  'Boston Braves',
  'Boston Bruins',
  'Phoenix Suns',
  'Philadelphia 76ers',
  'Philadelphia Eagles',
];

describe('compareText', () => {
  it('orders as the English collator with numeric digits and base sensitivity', () => {
    const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
    for (const a of NAMES)
      for (const b of NAMES)
        expect(Math.sign(compareText(a, b)), `${a} | ${b}`).toBe(Math.sign(collator.compare(a, b)));
  });

  it('compares digit runs as numbers and ignores case and accents', () => {
    expect(compareText('Week 9', 'Week 10')).toBeLessThan(0);
    expect(compareText('Montréal', 'montreal')).toBe(0);
    expect(compareText('007', '7')).toBe(0);
    expect(compareText('b', 'a')).toBeGreaterThan(0);
  });
});
