// The fact suite, so a fan can trust what the pages say: every fact of facts.csv the shipped sources reach, checked
// through the API on the full shipped dataset (data/, every table whole: one database shared by all facts,
// libs/db/src/testing.ts). Facts with reach=yes must hold; reach=pending facts wait for a fix named in their note and
// are listed, not failed (with the ones that now hold, so their reach can be flipped); reach=unreachable facts are
// counted (their note says why). tools/dataset/README.md, "The fact suite", says what it covers and how to add a
// fact.
import type { Db } from '@trophy-room/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullDatasetApp } from '../testing/full-dataset';
import { checkFact, COMPETITIONS, describeOutcome, KINDS, readFacts, type Outcome } from './facts';

const facts = readFacts();

describe('the fact suite on the full dataset', () => {
  let db: Db;
  let app: FastifyInstance;
  const outcomes: Outcome[] = [];

  beforeAll(async () => {
    ({ db, app } = await fullDatasetApp());
    // Many facts read the same answer (a player's page, a team's seasons): each path is asked once.
    const answers = new Map<string, Promise<{ status: number; body: unknown }>>();
    const get = (path: string) => {
      if (!answers.has(path))
        answers.set(
          path,
          app.inject({ method: 'GET', url: path }).then((res) => ({
            status: res.statusCode,
            body: res.statusCode === 200 ? res.json() : null,
          })),
        );
      return answers.get(path)!;
    };
    const started = Date.now();
    for (const fact of facts.filter((f) => f.reach !== 'unreachable'))
      outcomes.push(await checkFact(fact, get));
    console.log(
      `fact suite: ${outcomes.length} facts (${answers.size} API answers) checked in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 900_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('has at least 300 facts, every competition and every kind', () => {
    expect(facts.length).toBeGreaterThanOrEqual(300);
    for (const c of COMPETITIONS)
      expect(
        facts.some((f) => f.competition === c),
        c,
      ).toBe(true);
    for (const k of KINDS)
      expect(
        facts.some((f) => f.kind === k),
        k,
      ).toBe(true);
  });

  it('every reachable fact holds', () => {
    const failed = outcomes.filter((o) => o.fact.reach === 'yes' && !o.ok);
    if (failed.length)
      console.error(`${failed.length} fact(s) failed:\n\n${failed.map(describeOutcome).join('\n\n')}`);
    expect(failed.map((o) => `${o.fact.id}: expected ${o.fact.expected}, got ${o.actual}`)).toEqual([]);
  });

  it('lists the pending facts, and those that now hold', () => {
    const pending = outcomes.filter((o) => o.fact.reach === 'pending');
    const waiting = pending.filter((o) => !o.ok);
    const passing = pending.filter((o) => o.ok);
    const unreachable = facts.filter((f) => f.reach === 'unreachable').length;
    const lines = [
      `fact suite: ${outcomes.filter((o) => o.fact.reach === 'yes').length} reachable facts hold, ` +
        `${pending.length} pending (${waiting.length} still failing), ${unreachable} unreachable`,
      ...waiting.map(
        (o) => `  pending ${o.fact.id}: expected ${o.fact.expected}, got ${o.actual} — ${o.fact.note}`,
      ),
    ];
    if (passing.length)
      lines.push(`now passing: ${passing.map((o) => o.fact.id).join(', ')} (set reach=yes)`);
    console.log(lines.join('\n'));
    expect(pending.length + outcomes.filter((o) => o.fact.reach === 'yes').length).toBe(outcomes.length);
  });
});
