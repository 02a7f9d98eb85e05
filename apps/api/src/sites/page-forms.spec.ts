// The stored forms of a page and the one a request takes.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodingFor, etagOf, pageForms } from './page-forms';

describe('page forms', () => {
  it('holds the page gzipped and in Brotli, with the ETag of its text', () => {
    const body = `<!doctype html><p>${'Super Bowl – champions 1966–2025 '.repeat(200)}</p>`;
    const forms = pageForms(body);
    expect(gunzipSync(forms.gzip).toString()).toBe(body);
    expect(brotliDecompressSync(forms.br).toString()).toBe(body);
    expect(forms.etag).toBe(etagOf(body));
    expect(forms.br.byteLength).toBeLessThan(Buffer.byteLength(body) / 10);
  });

  it('picks Brotli, then gzip, by Accept-Encoding (q=0 refuses; * accepts what is not named)', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('gzip')).toBe('gzip');
    expect(encodingFor('x-gzip')).toBe('gzip');
    expect(encodingFor('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(encodingFor('BR;Q=0.1')).toBe('br');
    expect(encodingFor('*')).toBe('br');
    expect(encodingFor('br;q=0, *')).toBe('gzip');
    expect(encodingFor('identity')).toBeUndefined();
    expect(encodingFor('gzip;q=0, br;q=0')).toBeUndefined();
    expect(encodingFor('deflate')).toBeUndefined();
    expect(encodingFor(undefined)).toBeUndefined();
    expect(encodingFor('')).toBeUndefined();
  });
});
