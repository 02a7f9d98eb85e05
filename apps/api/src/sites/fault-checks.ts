// Test helpers for the fault-injection suites: what a page answers during a fault, and that it heals after.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** During a fault: 503, to be retried, stored by no one, and not the not-found page. */
export function expectUnavailable(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, what).toBe(503);
  expect(res.headers['retry-after'], what).toBeDefined();
  expect(res.headers['cache-control'], what).toBe('no-store');
  expect(res.body, what).not.toContain('Not Found');
}

/** After a fault: the same URL answers 200 within five seconds of its end (asked every 100 ms). */
export async function expectHealed(get: () => Promise<LightMyRequestResponse>, what: string) {
  const end = Date.now() + 5000;
  let res = await get();
  while (res.statusCode !== 200 && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    res = await get();
  }
  expect(res.statusCode, `${what}: 200 within 5 s of the fault's end`).toBe(200);
  return res;
}
