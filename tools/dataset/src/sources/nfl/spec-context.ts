// For the NFL's specs: the league (without the rosters and player seasons unless asked) built once per test process
// and shared by the specs that ask for it (testing/built.ts: they read it, never add rows), and a row getter that
// fails loudly when the row is missing (built per spec file, thirteen builds instead of two).
import { createContext, type Dataset } from '../../context';
import { builtOnce } from '../../testing/built';
import { core } from '../core';
import { buildNfl } from './index';

export function nflForSpec(opts: { players?: boolean } = {}) {
  const players = opts.players ?? false;
  const ctx = builtOnce(`nfl players=${players}`, () => {
    const fresh: Dataset = createContext();
    core.build(fresh);
    buildNfl(fresh, { players });
    return fresh;
  });
  const get = <T extends Parameters<Dataset['get']>[0]>(t: T, k: string) => {
    const r = ctx.get(t, k);
    if (!r) throw new Error(`${t} ${k} missing`);
    return r;
  };
  return { ctx, get };
}
