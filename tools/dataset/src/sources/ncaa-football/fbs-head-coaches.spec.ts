// The FBS head-coach grid 1987-2025: checked against CollegeFootballData's coaches, the coach of 2024-2025 where
// CFBD has none, and the names the two write differently (cfb_coaches_fbs_1987_2025 in /work/shared/data/SOURCES.md).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { built } from '../../testing/built';
import { core } from '../core';
import { ncaaFootballSteps } from '.';
import { nameForms } from './fbs-head-coaches';

let ctx: Dataset;
beforeAll(() => {
  ctx = built([core, ...ncaaFootballSteps]);
});

const season = (school: string, year: number) => ctx.get('team_seasons', `ncaa-football:${school}:${year}`);

describe('the FBS head-coach grid', () => {
  it('names the coach of 2024 and 2025, where CollegeFootballData has none', () => {
    expect(season('alabama', 2024)).toMatchObject({ head_coach_name: 'Kalen DeBoer' });
    expect(season('lsu', 2025)).toMatchObject({ head_coach_name: 'Brian Kelly' });
    const stint = ctx.get('coach_stints', 'ncaa-football:coach:kalen-deboer:alabama:2025')!;
    expect(stint).toMatchObject({ start_year: 2025, is_head_coach: true });
    // No record: those seasons' games are FBS-vs-FBS only.
    expect(stint.wins ?? null).toBeNull();
  });

  it('names a team season both sources agree on (2023, whose CFBD rows carry no record)', () => {
    expect(season('alabama', 2023)).toMatchObject({ head_coach_name: 'Nick Saban' });
  });

  it("does not take the grid's word after it contradicts CFBD's last seasons (Hawaii: Todd Graham to 2025)", () => {
    expect(season('hawaii', 2024)?.head_coach_name ?? null).toBeNull();
  });

  it('tells two forms of one name from two men', () => {
    expect(nameForms('Phillip Fulmer', 'Phil Fulmer')).toBe(true);
    expect(nameForms('Fred Vonappen', 'Fred von Appen')).toBe(true);
    expect(nameForms('Ruffin McNeill', 'Ruffin McNeil')).toBe(true);
    expect(nameForms('Joe Peace', 'Joe Raymond Peace')).toBe(true);
    expect(nameForms('Timmy Chang', 'Todd Graham')).toBe(false);
    expect(nameForms('Matt Campbell', 'Tim Beckman')).toBe(false);
  });
});
