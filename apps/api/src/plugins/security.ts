// Security headers on every response (what helmet sends for this configuration: a CSP strict enough for the built
// sites, nosniff, referrer policy, frame-ancestors 'none', …), precomputed once as one static header set instead of
// being rebuilt per request. Set by the front door (plugins/front-door.ts) on every request, and written into the
// answers the server writes to the socket itself (http/raw-response.ts).
import { colorSchemeScript } from '@trophy-room/site-theme/color-scheme';
import { moduleLoaderScript } from '@trophy-room/site-theme/deferred-modules';
import { createHash } from 'node:crypto';

/** The CSP source that allows one exact inline script. */
export const scriptHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

export const cspDirectives: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  // The only inline scripts, both in each page's head: the colour-scheme switch (it must run before first paint)
  // and the loader that starts the page's modules after it.
  'script-src': ["'self'", scriptHash(colorSchemeScript), scriptHash(moduleLoaderScript)],
  // The site theme is an inline <style> in each page.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
};

/** The static security headers (helmet 8's defaults with our CSP and referrer policy; parity is tested). */
export function securityHeaders(hsts = process.env.HSTS === '1'): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': Object.entries(cspDirectives)
      .map(([k, v]) => `${k} ${v.join(' ')}`)
      .join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Plain-http local development: no HSTS unless explicitly enabled.
    ...(hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}
