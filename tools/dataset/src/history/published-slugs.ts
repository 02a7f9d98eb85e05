// Published slugs keep their holder. hand/published-slugs.csv lists the player, coach and people slugs that new sources
// would otherwise have handed to a newcomer of the same name (the newcomer sorted first by key); each row names the
// holder as published (league, full name, birth date). publishedSlugs() resolves them to row keys for the writer
// (src/write.ts), which gives each listed slug to its holder first and a disambiguated slug to everyone else.
import type { BuildContext, TableName } from '../model';

export interface PublishedSlug {
  table: TableName;
  slug: string;
  key: string;
}

const file = 'hand/published-slugs.csv';

export function publishedSlugs(ctx: BuildContext): PublishedSlug[] {
  const people = new Map<string, string[]>();
  const ident = (name: unknown, birth: unknown) => `${String(name ?? '')}\t${String(birth ?? '')}`;
  for (const p of ctx.rows('people')) {
    const id = ident(p.full_name, p.birth_date);
    people.set(id, [...(people.get(id) ?? []), p.key]);
  }
  // A league's players or coaches by league and person: `${league}\t${name}\t${birth}` → row keys.
  const byLeague = (table: 'players' | 'coaches') => {
    const out = new Map<string, string[]>();
    for (const r of ctx.rows(table)) {
      const person = ctx.get('people', String(r.person));
      if (!person) continue;
      const id = `${String(r.league)}\t${ident(person.full_name, person.birth_date)}`;
      out.set(id, [...(out.get(id) ?? []), r.key]);
    }
    return out;
  };
  const players = byLeague('players');
  const coaches = byLeague('coaches');
  const out: PublishedSlug[] = [];
  ctx.readCsv(`${ctx.handDir}/published-slugs.csv`).forEach((r, i) => {
    const id = ident(r.full_name, r.birth_date);
    const keys =
      r.resource === 'people'
        ? people.get(id)
        : r.resource === 'players'
          ? players.get(`${r.league}\t${id}`)
          : r.resource === 'coaches'
            ? coaches.get(`${r.league}\t${id}`)
            : undefined;
    if (keys?.length !== 1) {
      ctx.report({
        source: 'hand',
        file,
        line: i + 2,
        problem: `published slug ${r.slug} not kept: ${keys ? keys.length : 'no'} ${r.resource} rows match ${r.full_name} (${r.birth_date})`,
      });
      return;
    }
    out.push({ table: r.resource as TableName, slug: r.slug, key: keys[0] });
  });
  return out;
}
