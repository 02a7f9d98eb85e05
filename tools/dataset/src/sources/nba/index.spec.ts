import { built } from '../../testing/built';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { tables, type TableName } from '../../model';
import { core } from '../core';
import { nbaSteps } from './index';

let ctx: Dataset;

beforeAll(() => {
  ctx = built([core, ...nbaSteps]);
}, 120000);

describe('nba: the league module', () => {
  it('adds no duplicate keys and only references rows that exist', () => {
    expect(ctx.issues().filter((i) => i.source === 'pipeline')).toEqual([]);
    const sources = new Set(ctx.rows('sources').map((s) => s.key));
    for (const t of Object.keys(tables) as TableName[]) {
      const cols = Object.entries(tables[t]).filter(([, k]) => k.startsWith('ref:'));
      for (const row of ctx.rows(t)) {
        const cells = row as Record<string, unknown>;
        if (t !== 'sources' && 'source' in tables[t])
          expect(sources.has(cells.source as string), `${t} ${row.key}`).toBe(true);
        for (const [c, k] of cols) {
          const v = cells[c];
          if (v !== null && v !== undefined)
            expect(ctx.has(k.slice(4) as TableName, v as string), `${t}.${c}=${v}`).toBe(true);
        }
      }
    }
  });
});
