import { describe, expect, it } from 'vitest';
import { deferModuleScripts, moduleLoaderScript, MODULES_META } from './deferred-modules';

const built = `<head>
    <script>theme()</script>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="modulepreload" crossorigin href="/assets/router-C.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D.css">
  </head>`;

describe('deferModuleScripts', () => {
  it('replaces the entry and its preloads by the module list and the loader, where the entry was', () => {
    const html = deferModuleScripts(built);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain(
      `<meta name="${MODULES_META}" content="/assets/index-A.js /assets/react-B.js /assets/router-C.js" />`,
    );
    expect(html.indexOf(`<script>${moduleLoaderScript}</script>`)).toBeGreaterThan(html.indexOf('theme()'));
    expect(html.indexOf(moduleLoaderScript)).toBeLessThan(html.indexOf('index-D.css'));
  });

  it('leaves a page without modules alone and refuses two entries', () => {
    expect(deferModuleScripts('<head></head>')).toBe('<head></head>');
    const two = built.replace(
      '<link rel="modulepreload" crossorigin href="/assets/react-B.js">',
      built.split('\n')[2],
    );
    expect(() => deferModuleScripts(two)).toThrow('one entry');
  });

  it('the loader imports the entry and preloads the rest, after the first frame', async () => {
    const appended: { rel: string; href: string }[] = [];
    const imported: string[] = [];
    let frame: (() => void) | undefined;
    const timers: (() => void)[] = [];
    const run = new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'import_',
      moduleLoaderScript.replace('import(', 'import_('),
    );
    run(
      {
        querySelector: () => ({ content: '/a.js /b.js /c.js' }),
        createElement: () => ({}) as { rel: string; href: string },
        head: { appendChild: (l: { rel: string; href: string }) => appended.push(l) },
      },
      (f: () => void) => (frame = f),
      (f: () => void) => timers.push(f),
      (u: string) => imported.push(u),
    );
    expect(imported).toEqual([]);
    frame?.();
    timers.forEach((t) => t());
    expect(imported).toEqual(['/a.js']);
    expect(appended).toEqual([
      { rel: 'modulepreload', href: '/b.js' },
      { rel: 'modulepreload', href: '/c.js' },
    ]);
  });
});
