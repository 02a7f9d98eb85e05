import { describe, expect, it } from 'vitest';
import { resultMarks } from './result-notes';

describe('resultMarks', () => {
  it("reads a split title from the college football champions' notes (1997)", () => {
    expect(
      resultMarks(
        "Split title: AP Poll champion Michigan; USA Today/ESPN coaches' poll champion Nebraska (13-0).",
      ),
    ).toEqual([
      {
        kind: 'split-title',
        label: 'Split title',
        text: "AP Poll champion Michigan; USA Today/ESPN coaches' poll champion Nebraska (13-0).",
      },
    ]);
  });

  it('reads a vacated runner-up after other notes, and nothing from notes without a mark', () => {
    expect(
      resultMarks('Most Outstanding Player: Darrell Griffith (Louisville) Runner-up vacated: UCLA vacated.'),
    ).toEqual([{ kind: 'runner-up-vacated', label: 'Runner-up vacated', text: 'UCLA vacated.' }]);
    expect(
      resultMarks(
        'BCS National Championship (Sugar Bowl). Split title: the AP Poll champion was USC (12-1).',
      ),
    ).toEqual([{ kind: 'split-title', label: 'Split title', text: 'the AP Poll champion was USC (12-1).' }]);
    expect(resultMarks('Defensive MVP: Mike Doss.')).toEqual([]);
    expect(resultMarks(null)).toEqual([]);
  });

  it('reads a season whose title was not awarded (hand/not-awarded.csv; the 1919 Stanley Cup from its source)', () => {
    expect(
      resultMarks("No champion: the players' strike ended the season; no postseason was played."),
    ).toEqual([
      {
        kind: 'no-champion',
        label: 'No champion',
        text: "the players' strike ended the season; no postseason was played.",
      },
    ]);
  });
});
