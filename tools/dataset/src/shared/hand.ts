// Hand-written fact files live under tools/dataset/hand/<folder>/, one row per fact, each naming its reference.
import { join } from 'node:path';
import type { BuildContext } from '../model';

/** A hand-written CSV under hand/<folder>/ (an absolute path, so readCsv does not resolve it against rawDir). */
export function readHand(ctx: BuildContext, folder: string, file: string): Record<string, string>[] {
  return ctx.readCsv(join(ctx.handDir, folder, file));
}
