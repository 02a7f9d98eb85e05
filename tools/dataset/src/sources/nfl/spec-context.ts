// For the NFL's specs: the league's steps (without the rosters and player seasons unless asked) built once per test
// process and shared by the specs that ask for it (testing/built.ts: they read it, never add rows), and a row getter
// that fails loudly when the row is missing.
import { built } from '../../testing/built';
import { core } from '../core';
import { nflPlayerSteps, nflSteps } from './steps';

export function nflForSpec(opts: { players?: boolean } = {}) {
  const players = opts.players ?? false;
  const ctx = built([core, ...nflSteps.filter((s) => players || !nflPlayerSteps.includes(s))]);
  const get = <T extends Parameters<typeof ctx.get>[0]>(t: T, k: string) => {
    const r = ctx.get(t, k);
    if (!r) throw new Error(`${t} ${k} missing`);
    return r;
  };
  return { ctx, get };
}
