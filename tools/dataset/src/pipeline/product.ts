// What a pipeline step gives and what it needs, named once. A product is either a value one step makes for others (a
// league's team index, its loaded games: `ctx.give(p, v)` / `ctx.need(p)`) or a table's rows (`table('games')`), which
// several steps may give. The scheduler (./schedule.ts) runs a step after every giver of each product it needs.
import type { TableName } from '@trophy-room/db/tables';

export interface Product<T = unknown> {
  readonly name: string;
  /** Only carries T for the type checker. */
  readonly __value?: T;
}

/** A value product: made by exactly one step, read by any number. */
export const product = <T>(name: string): Product<T> => ({ name });

/** The rows of a table: every step that adds rows to it gives it; a step that reads them needs it. */
export const table = (name: TableName): Product<void> => ({ name: `table:${name}` });

/** A later pass over a table (ranks, notes): a product of its own, so readers can wait for it. */
export const pass = (name: string): Product<void> => ({ name: `pass:${name}` });
