import { describe, expect, it } from 'vitest';
import {
  extraInningsMarker,
  gameInnings,
  overtimeHeading,
  overtimeMark,
  overtimePhrase,
  scheduledInnings,
} from './extra-innings';

describe('extra innings', () => {
  it('counts the innings from the outs, a home half not batted or cut short by a walk-off included', () => {
    // 1920-05-01 BRO at BSN, 26 innings (156 outs); 1984-05-08 MIL at CHW, 25 innings won with one out in the bottom
    // half (148); 1974-09-11 STL at NYM, 25 innings (150); nine innings with and without the home ninth (54, 51).
    expect([156, 148, 150, 54, 51, 53, 57].map(gameInnings)).toEqual([26, 25, 25, 9, 9, 9, 10]);
  });

  it('marks only the games past their scheduled innings', () => {
    expect(extraInningsMarker(156)).toBe('26');
    expect(extraInningsMarker(57)).toBe('10');
    expect([54, 51, 53, 30, 0, null].map((o) => extraInningsMarker(o))).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    // A doubleheader game of eight innings in 2020 (PIT at STL, 27 August: 48 outs) went one past its seven.
    expect(extraInningsMarker(48, scheduledInnings('2020-08-27', true))).toBe('8');
    expect(extraInningsMarker(51, scheduledInnings('2020-07-28', true))).toBeNull();
    expect(extraInningsMarker(48, scheduledInnings('2021-08-27', false))).toBeNull();
  });

  it('writes the marker after a score', () => {
    expect(['OT', 'SO', '26', '2OT', null].map(overtimePhrase)).toEqual([
      ' in overtime',
      ' in a shootout',
      ' in 26 innings',
      ' (2OT)',
      '',
    ]);
  });

  it('writes the short marker beside a score in a list', () => {
    expect(['OT', 'SO', '12', '2OT'].map(overtimeMark)).toEqual(['OT', 'SO', '12 inn', '2OT']);
  });
});

describe('overtimeHeading', () => {
  it("names baseball's column by innings, every other sport's by overtime", () => {
    expect(overtimeHeading('baseball').header).toBe('Inn');
    expect(overtimeHeading('hockey')).toEqual({ header: 'OT', title: 'Overtime' });
  });
});
