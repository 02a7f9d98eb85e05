// The page's JavaScript starts after its first paint. The server-rendered HTML already shows the content, so on a
// slow connection the HTML and the stylesheet get the bandwidth first and the text paints as soon as they arrive;
// hydration follows. The build (tools/vite/site-vite-config.ts) replaces Vite's entry <script type="module"> and its
// <link rel="modulepreload"> tags with one <meta> listing them (entry first) and the constant loader below, which
// the CSP allows by its hash (apps/api's security plugin).

/** The <meta name> that lists the page's modules: the entry first, then the ones to preload beside it. */
export const MODULES_META = 'trophy-room-modules';

/**
 * Once the page has painted its content (the first contentful paint) and the HTML is parsed, after the next frame:
 * preloads the entry's imports, then evaluates them one per task in the build's order (the runtime, React, the
 * query client, the router, …) and the entry last. One import of the entry would evaluate them all in one task of
 * some 60 ms (a quarter of a second on a throttled phone, all of it blocking). Without paint timing it waits for
 * the parse alone; after 3 s (a hidden tab paints nothing) it goes anyway.
 */
export const moduleLoaderScript = `(function(){var d=0,p=0;function go(){if(d)return;d=1;var m=document.querySelector('meta[name="${MODULES_META}"]').content.split(" ");m.slice(1).forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});var i=1;function next(){var u=i<m.length?m[i++]:m[0],r=import(u);if(u!==m[0])r.then(step,step)}function step(){setTimeout(next)}next()}function ready(){if(p&&document.readyState!=="loading")requestAnimationFrame(function(){setTimeout(go)})}try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){p=1;ready()}}).observe({type:"paint",buffered:true})}catch(e){p=1}document.addEventListener("DOMContentLoaded",ready);setTimeout(go,3000)})()`;

const ENTRY = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/g;
const PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;

/** A built index.html with its module tags replaced by the meta list and the loader (unchanged if it has none). */
export function deferModuleScripts(html: string): string {
  const entries = [...html.matchAll(ENTRY)].map((m) => m[1]);
  if (entries.length === 0) return html;
  if (entries.length > 1) throw new Error(`expected one entry module, found ${entries.length}`);
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const tags =
    `<meta name="${MODULES_META}" content="${[entries[0], ...preloads].join(' ')}" />\n    ` +
    `<script>${moduleLoaderScript}</script>\n    `;
  return html.replace(PRELOAD, '').replace(ENTRY, () => tags);
}
