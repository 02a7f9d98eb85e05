import { describe, expect, it } from 'vitest';
import { compareText, countOf, formatDate, formatDay, formatNumber, teamInText, yearRange } from './text';

describe('countOf', () => {
  it('adds an s unless the count is one', () => {
    expect([countOf(1, 'game'), countOf(0, 'game'), countOf(2505, 'game')]).toEqual([
      '1 game',
      '0 games',
      '2505 games',
    ]);
  });
});

describe('formatDay', () => {
  it('writes the calendar day as MMM d, yyyy', () => {
    expect(formatDay('1967-01-15')).toBe('Jan 15, 1967');
    expect(formatDay('2025-09-05')).toBe('Sep 5, 2025');
    expect(formatDay('2026-02-08T23:30:00-05:00')).toBe('Feb 8, 2026');
    expect(formatDay('1903-10-13 00:00:00')).toBe('Oct 13, 1903');
  });

  it('agrees with Intl on every day of a leap year and a century', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (const start of [Date.UTC(2024, 0, 1), Date.UTC(1900, 0, 1)])
      for (let t = start; t < start + 366 * 86_400_000; t += 86_400_000) {
        const iso = new Date(t).toISOString();
        expect(formatDay(iso.slice(0, 10))).toBe(intl.format(t));
      }
  });

  it('refuses what is not a calendar day, as Intl did', () => {
    for (const bad of ['2025-13-01', '2025-02-30', 'nope', ''])
      expect(() => formatDay(bad)).toThrow(RangeError);
  });
});

describe('formatNumber', () => {
  it('writes en-US thousands separators and rounds the decimals', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-45210)).toBe('-45,210');
    expect(formatNumber(12.25, 1)).toBe('12.3');
    expect(formatNumber(1.005, 2)).toBe('1.01');
    expect(formatNumber(0.7634)).toBe('0.763');
  });

  it('agrees with toLocaleString("en-US") on integers, decimals and negatives', () => {
    const values = [
      7, 52, 999, 1000, 10_000, 99_999, 123_456, 1_000_000, 2_147_483_647, 0.5, 3.14159, 1234.5678,
    ];
    for (const v of [...values, ...values.map((x) => -x)])
      for (const digits of [0, 1, 3])
        expect(formatNumber(v, digits), `${v} ${digits}`).toBe(
          v.toLocaleString('en-US', { maximumFractionDigits: digits }),
        );
  });
});

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

describe('teamInText', () => {
  it('a club takes the article, a college side is its school', () => {
    expect(teamInText('Boston Bruins', { slug: 'professional' }, true)).toBe('The Boston Bruins');
    expect(teamInText('Boston Bruins', { slug: 'professional' })).toBe('the Boston Bruins');
    expect(teamInText('Bowling Green', { slug: 'ncaa-division-i' }, true)).toBe('Bowling Green');
  });
});

describe('formatDate', () => {
  it('writes the calendar day of a date or timestamp, N/A (or the given text) without one', () => {
    expect(formatDate('1984-12-30')).toBe('Dec 30, 1984');
    expect(formatDate('1984-12-30T23:30:00-08:00')).toBe('Dec 30, 1984');
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('', '—')).toBe('—');
  });
});

describe('yearRange', () => {
  it('joins two years with an en dash, one year alone, an open end as a word', () => {
    expect(yearRange(1920, 2025)).toBe('1920–2025');
    expect(yearRange(2010, 2010)).toBe('2010');
    expect(yearRange(1967, 'present')).toBe('1967–present');
  });
});
