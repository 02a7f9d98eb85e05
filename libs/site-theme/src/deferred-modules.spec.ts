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

  it('the loader preloads the modules once the content has painted and the HTML is parsed, then imports them one per task, the entry last', async () => {
    const appended: { rel: string; href: string }[] = [];
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: [() => void, number][] = [];
    let painted: ((list: { getEntriesByName(n: string): unknown[] }) => void) | undefined;
    let parsed: (() => void) | undefined;
    const document = {
      readyState: 'loading',
      querySelector: () => ({ content: '/a.js /b.js /c.js' }),
      createElement: () => ({}),
      head: { appendChild: (l: { rel: string; href: string }) => appended.push(l) },
      addEventListener: (_: string, f: () => void) => (parsed = f),
    };
    class PerformanceObserver {
      constructor(f: typeof painted) {
        painted = f;
      }
      observe() {
        // The paint entry arrives through the constructor's callback, called by the test.
      }
    }
    const run = new Function(
      'document',
      'PerformanceObserver',
      'requestAnimationFrame',
      'setTimeout',
      'import_',
      moduleLoaderScript.replace('import(', 'import_('),
    );
    run(
      document,
      PerformanceObserver,
      (f: () => void) => frames.push(f),
      (f: () => void, ms = 0) => timers.push([f, ms]),
      (u: string) => (imported.push(u), Promise.resolve()),
    );
    const runFrames = () => frames.splice(0).forEach((f) => f());
    const runTimers = () => timers.splice(0).forEach(([f, ms]) => ms < 3000 && f());
    painted?.({ getEntriesByName: () => [{}] });
    runFrames();
    runTimers();
    expect(imported).toEqual([]); // painted, but still parsing
    document.readyState = 'interactive';
    parsed?.();
    expect(imported).toEqual([]); // after the next frame
    runFrames();
    runTimers();
    expect(appended).toEqual([
      { rel: 'modulepreload', href: '/b.js' },
      { rel: 'modulepreload', href: '/c.js' },
    ]);
    // One module per task: the next import waits for the previous one's evaluation and a timer.
    expect(imported).toEqual(['/b.js']);
    await Promise.resolve();
    expect(imported).toEqual(['/b.js']);
    runTimers();
    expect(imported).toEqual(['/b.js', '/c.js']);
    await Promise.resolve();
    runTimers();
    expect(imported).toEqual(['/b.js', '/c.js', '/a.js']);
    await Promise.resolve();
    runTimers();
    expect(imported).toEqual(['/b.js', '/c.js', '/a.js']);
  });
});
