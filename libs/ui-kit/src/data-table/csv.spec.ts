import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('csv', () => {
  it('quotes fields with commas, quotes or line breaks, and leaves empty values empty', () => {
    expect(csvField('Kansas City, MO')).toBe('"Kansas City, MO"');
    expect(csvField('The "Greatest Show"')).toBe('"The ""Greatest Show"""');
    expect(csvField(null)).toBe('');
    expect(csvField(0.75)).toBe('0.75');
    expect(csvField(-3)).toBe('-3');
  });

  it('keeps a spreadsheet from running text as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-')).toBe("'-");
  });

  it('writes a header of full column names and the rows in the order given', () => {
    const columns = [
      { id: 'team', header: 'Team', value: (r: { team: string; w: number }) => r.team },
      { id: 'w', header: 'W', title: 'Wins', value: (r: { team: string; w: number }) => r.w },
    ];
    expect(
      toCsv(columns, [
        { team: 'Chiefs', w: 15 },
        { team: 'Bills', w: 13 },
      ]),
    ).toBe('Team,Wins\r\nChiefs,15\r\nBills,13\r\n');
  });
});
