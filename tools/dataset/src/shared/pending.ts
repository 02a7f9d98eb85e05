// Rows completed in several steps (a college programme, its identity, its seasons and team seasons, filled by one
// source after another) are kept in a Pending store and added to the build context once, in key order, by flush():
// rows already added to the context are never mutated.
import type { BuildContext, Row, TableName } from '../model';

export type Mutable = Record<string, unknown> & { key: string };

export class Pending {
  private readonly store = new Map<TableName, Map<string, Mutable>>();
  private table(t: TableName) {
    let m = this.store.get(t);
    if (!m) this.store.set(t, (m = new Map()));
    return m;
  }
  has(t: TableName, key: string): boolean {
    return this.table(t).has(key);
  }
  get(t: TableName, key: string): Mutable | undefined {
    return this.table(t).get(key);
  }
  add<T extends TableName>(t: T, row: Row<T>): void {
    this.table(t).set(row.key, { ...(row as Mutable) });
  }
  rows(t: TableName): Mutable[] {
    return [...this.table(t).values()];
  }
  flush(ctx: BuildContext): void {
    for (const t of [...this.store.keys()].sort()) {
      const m = this.table(t);
      for (const key of [...m.keys()].sort()) ctx.add(t, m.get(key) as Row<typeof t>);
    }
    this.store.clear();
  }
}
