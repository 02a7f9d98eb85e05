// Security headers on every response, two static sets precomputed once instead of being rebuilt per request. The
// pages (the sites, the API's HTML reference under /api/docs) get what helmet sends for this configuration: a CSP
// strict enough for the built sites, nosniff, referrer policy, frame-ancestors 'none', and the headers that only mean
// something to a document (COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control, …). The API's JSON answers get the
// short set OWASP's REST Security cheat sheet recommends for a JSON API: a CSP that allows nothing, nosniff, CORP,
// frames denied, no referrer, and HSTS when enabled. Chosen by path (apiPath) by the front door
// (plugins/front-door.ts) and the error handlers; the answers the server writes to the socket itself
// (http/raw-response.ts) are JSON and carry the API's set.
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

type Headers = Readonly<Record<string, string>>;

const hstsHeader = (hsts: boolean): Record<string, string> =>
  hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {};

/** The pages' security headers (helmet 8's defaults with our CSP and referrer policy; parity is tested). */
export function securityHeaders(hsts = process.env.HSTS === '1'): Headers {
  return Object.freeze({
    'content-security-policy': Object.entries(cspDirectives)
      .map(([k, v]) => `${k} ${v.join(' ')}`)
      .join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Plain-http local development: no HSTS unless explicitly enabled.
    ...hstsHeader(hsts),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}

/** The API's security headers: a JSON answer is never a document, so it needs no script, frame or referrer. */
export function apiSecurityHeaders(hsts = process.env.HSTS === '1'): Headers {
  return Object.freeze({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...hstsHeader(hsts),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  });
}

/** Both sets, made once at start. */
export interface SecuritySets {
  page: Headers;
  api: Headers;
}

export const securitySets = (hsts = process.env.HSTS === '1'): SecuritySets => ({
  page: securityHeaders(hsts),
  api: apiSecurityHeaders(hsts),
});

/**
 * Whether a request target (as routed: a path, its query) is the API's JSON: /api and below, but not the HTML
 * reference (/api/docs and its files). A spelling the router decodes (`/%61pi/...`) gets the pages' set, the longer.
 */
export const apiPath = (url: string) =>
  url.startsWith('/api') &&
  (url.length === 4 || url[4] === '/' || url[4] === '?') &&
  !url.startsWith('/api/docs');

/** The set for a request target. */
export const securityFor = (sets: SecuritySets, url: string): Headers =>
  apiPath(url) ? sets.api : sets.page;
