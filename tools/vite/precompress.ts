// Each built file a browser fetches, precompressed once at build time: `<file>.gz` and `<file>.br` beside it, at the
// strongest settings (the build pays once; every request after sends the smaller bytes). The server loads them at
// start and sends the form the request accepts (apps/api/src/sites/site-files.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The files worth compressing (text); images other than SVG and fonts are compressed already. */
export const compressible = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|html)$/;
/** Below this, compression saves less than the header it costs. */
export const minCompressBytes = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

export function precompressDir(dir: string) {
  for (const file of filesUnder(dir)) {
    if (!compressible.test(file) || file.endsWith('/index.html')) continue;
    const bytes = readFileSync(file);
    if (bytes.length < minCompressBytes) continue;
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
  }
}

/** Runs after the browser build has written everything (the public folder's files included). */
export const precompress = (outDir: string): Plugin => ({
  name: 'trophy-room-precompress',
  apply: 'build',
  closeBundle: () => precompressDir(outDir),
});
