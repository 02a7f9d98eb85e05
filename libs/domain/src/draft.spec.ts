import { describe, expect, it } from 'vitest';
import { draftDebutSeasons, draftStatus, draftText } from './draft';

describe('draft', () => {
  // An NFL-like file: drafts 1970-1975, one player began two seasons after his draft.
  const drafted = [1970, 1971, 1972, 1973, 1974, 1975].map((y) => ({ draft_year: y, first_year: y }));
  const covered = draftDebutSeasons([...drafted, { draft_year: 1971, first_year: 1973 }]);

  it('covers a first season only when every draft that could have chosen him is held', () => {
    expect([...covered].sort()).toEqual([1972, 1973, 1974, 1975]);
  });

  it('calls a player undrafted only in a covered first season; elsewhere the draft is unknown', () => {
    expect(draftStatus({ draft_year: null, first_year: 1974 }, covered)).toBe('undrafted');
    // Began in the file's first year: he may have been drafted the year before (O. J. Simpson, 1969).
    expect(draftStatus({ draft_year: null, first_year: 1970 }, covered)).toBe('unknown');
    // A league whose sources hold no draft (NHL, MLB): Lemieux, Griffey are never "undrafted".
    expect(draftStatus({ draft_year: null, first_year: 1984 }, undefined)).toBe('unknown');
    expect(draftStatus({ draft_year: null, first_year: 1984 }, new Set())).toBe('unknown');
    expect(draftStatus({ draft_year: 1998, first_year: 1998 }, new Set())).toBe('drafted');
  });

  it('says which', () => {
    expect(draftText('undrafted')).toBe('Undrafted');
    expect(draftText('unknown')).toBe('Draft not in our sources');
    expect(draftText('drafted')).toBeNull();
  });
});
