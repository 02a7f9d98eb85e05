// A game's id is published: its page is /scores/<id>, and a rebuild keeps each game's id (src/write-tables.ts).
// hand/game-ids.csv pins the ids a rebuild once handed to other games back to the games they were published for:
// each row names the game by its slug now, the slug it was published under, and the id.
import type { BuildContext } from '../model';

export function pinnedGameIds(ctx: BuildContext): Map<string, number> {
  const pins = new Map<string, number>();
  ctx.readCsv(`${ctx.handDir}/game-ids.csv`).forEach((r, i) => {
    const id = Number(r.id);
    if (!Number.isInteger(id) || id <= 0 || !r.slug || pins.has(r.slug))
      return ctx.report({
        source: 'hand',
        file: 'hand/game-ids.csv',
        line: i + 2,
        problem: 'pin left out: bad or repeated row',
      });
    pins.set(r.slug, id);
  });
  return pins;
}
