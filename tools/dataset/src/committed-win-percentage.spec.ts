// Every team season's stored win percentage in the committed data/ is the one rule of @trophy-room/domain (each
// source computes it from its own columns; this holds them to one rule: pro football's ties left out before 1972,
// major-league baseball's always, college ties half, hockey's overtime losses games lost).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultDatasetDir } from '@trophy-room/db';
import { winPercentage } from '@trophy-room/domain';
import { describe, expect, it } from 'vitest';
import { csvTable } from './testing/committed';

const dir = defaultDatasetDir();
const table = (name: string) => csvTable(dir, name);
const int = (v: string) => (v === '' ? null : Number(v));

describe.skipIf(!existsSync(join(dir, 'team_seasons.csv.gz')))(
  'win percentage in the committed data/',
  () => {
    it('is the domain rule for every team season with a record', () => {
      const byId = (rows: Record<string, string>[]) => new Map(rows.map((r) => [r.id, r]));
      const [sports, levels, leagues, seasons] = ['sports', 'levels', 'leagues', 'seasons'].map((t) =>
        byId(table(t)),
      );
      const wrong: string[] = [];
      let checked = 0;
      for (const ts of table('team_seasons')) {
        const [wins, losses] = [int(ts.wins), int(ts.losses)];
        if (wins === null || losses === null || ts.win_percentage === '') continue;
        const season = seasons.get(ts.season_id)!;
        const league = leagues.get(season.league_id)!;
        const scope = {
          sport: sports.get(league.sport_id)!.slug,
          level: levels.get(league.level_id)!.slug,
          year: Number(season.start_year),
        };
        const expected = winPercentage(
          { wins, losses, ties: int(ts.ties), ot_losses: int(ts.ot_losses) },
          scope,
        );
        checked++;
        if (expected !== Number(ts.win_percentage))
          wrong.push(`${ts.name} ${season.slug}: ${ts.win_percentage}, the rule gives ${expected}`);
      }
      expect(checked).toBeGreaterThan(40_000);
      expect(wrong.slice(0, 10)).toEqual([]);
    });
  },
);
