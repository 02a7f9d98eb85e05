// The scheduler: orders the steps so that each runs after every giver of each product it needs. Ties keep the
// order the steps are listed in (so the build stays deterministic). A need nobody gives is allowed for tables and
// passes (their givers may be left out by --only), an error for a value product; a circle is an error naming it.
import type { SourceModule } from '../model';

export function schedule(steps: readonly SourceModule[]): SourceModule[] {
  const givers = new Map<string, SourceModule[]>();
  for (const s of steps)
    for (const p of s.gives ?? []) givers.set(p.name, [...(givers.get(p.name) ?? []), s]);
  const before = new Map<SourceModule, Set<SourceModule>>();
  for (const s of steps) {
    const deps = new Set<SourceModule>();
    for (const p of s.needs ?? []) {
      const gs = (givers.get(p.name) ?? []).filter((g) => g !== s);
      if (!gs.length && !p.name.includes(':'))
        throw new Error(`step ${s.name} needs ${p.name}, which no step gives`);
      for (const g of gs) deps.add(g);
    }
    before.set(s, deps);
  }
  const done = new Set<SourceModule>();
  const order: SourceModule[] = [];
  while (order.length < steps.length) {
    const next = steps.find((s) => !done.has(s) && [...before.get(s)!].every((d) => done.has(d)));
    if (!next) {
      const stuck = steps.filter((s) => !done.has(s)).map((s) => s.name);
      throw new Error(`steps wait on each other in a circle: ${stuck.join(', ')}`);
    }
    done.add(next);
    order.push(next);
  }
  return order;
}
