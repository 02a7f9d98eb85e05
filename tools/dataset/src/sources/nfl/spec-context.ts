// For the NFL's specs: the league built once per spec file (without the rosters and player seasons unless asked), and
// a row getter that fails loudly when the row is missing.
import { createContext, type Dataset } from '../../context';
import { core } from '../core';
import { buildNfl } from './index';

export function nflForSpec(opts: { players?: boolean } = {}) {
  const ctx: Dataset = createContext();
  core.build(ctx);
  buildNfl(ctx, { players: opts.players ?? false });
  const get = <T extends Parameters<Dataset['get']>[0]>(t: T, k: string) => {
    const r = ctx.get(t, k);
    if (!r) throw new Error(`${t} ${k} missing`);
    return r;
  };
  return { ctx, get };
}
