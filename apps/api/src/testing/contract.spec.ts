// The contract test: every endpoint the API documents is called on the fixture database and each answer is checked
// against its contract schema with Ajv in strict mode (a property the schema does not name, a missing one, a null
// where the schema says never-null, or a wrong type all fail). The handler's own value (what the SQL aliases
// produce) is checked before serialization, and the bytes sent after it, and so is the Cache-Control of the
// endpoint's class in the table.
import {
  apiPaths,
  cacheClassOf,
  cacheClassSeconds,
  endpoints,
  type ApiPathName,
  type Endpoint,
} from '@trophy-room/contract';
import { defaultDatasetDir } from '@trophy-room/db';
import type { ApiDb } from '../plugins/db';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPlugin } from '../api';
import { installErrorHandling } from '../plugins/errors';
import { installOpenApi } from '../plugins/openapi';
import { cacheControl, cacheSeconds } from '../http/cache-class';
import { ResponseCache } from '../plugins/response-cache';
import { securitySets } from '../plugins/security';
import { mayBeEmpty, requests } from './contract-requests';
import { buildApp } from '../app';
import { readDataFiles } from '../data-files/catalogue';
import { postgresTestDb, testDb, TODAY } from './test-app';

const toOpenApi = (path: string) => path.replace(/:(\w+)/g, '{$1}');

let app: FastifyInstance;
const sent: { url: string; payload: unknown }[] = [];

/** The API plugin alone, capturing every handler's value before it is serialized. */
async function instrumentedApp(db: ApiDb) {
  const a = Fastify({ routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 } });
  installErrorHandling(a, securitySets());
  a.addHook('preSerialization', async (req, _reply, payload) => {
    sent.push({ url: req.url, payload: structuredClone(payload) });
    return payload;
  });
  await installOpenApi(a);
  await a.register(apiPlugin, {
    prefix: '/api',
    db,
    now: () => TODAY,
    cache: new ResponseCache(),
    dataFiles: readDataFiles(defaultDatasetDir()),
  });
  return a;
}

type Operation = {
  parameters?: { in: string; name: string; required: boolean }[];
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
};

describe('the OpenAPI document', () => {
  it('documents exactly the contract: its paths, every parameter, and each answer', async () => {
    // The document needs the routes, not the data: a database that is never asked.
    const full = await buildApp({
      sitesDir: '/nonexistent',
      rateLimit: false,
      db: { query: () => Promise.reject(new Error('unused')) },
    });
    const doc = (await full.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, { get?: Operation & { operationId?: string; tags?: string[] } }>;
      servers?: unknown[];
      security?: unknown[];
      info: { license?: { name: string } };
      tags: { name: string; description?: string }[];
    };
    await full.close();
    const documented = Object.keys(doc.paths)
      .filter((p) => doc.paths[p].get)
      .sort();
    expect(documented).toEqual(Object.values(apiPaths).map(toOpenApi).sort());
    // What the tools clients use ask of it (Redocly's recommended rules): a name for each operation, where it is
    // served, that it is public, its licence, and what each tag holds.
    expect(doc.servers?.length).toBeGreaterThan(0);
    expect(doc.security).toEqual([]);
    expect(doc.info.license?.name).toBeTruthy();
    for (const tag of doc.tags) expect(tag.description, tag.name).toBeTruthy();
    const tagNames = doc.tags.map((t) => t.name);
    for (const [name, def] of Object.entries(endpoints) as [string, Endpoint][]) {
      const op = doc.paths[toOpenApi(def.path)].get!;
      expect(op.operationId, def.path).toBe(name);
      for (const tag of op.tags ?? []) expect(tagNames, `${def.path} tag ${tag}`).toContain(tag);
    }
    for (const def of Object.values(endpoints) as Endpoint[]) {
      const op = doc.paths[toOpenApi(def.path)].get!;
      const query = (op.parameters ?? []).filter((p) => p.in === 'query');
      const declared = def.querystring.properties as Record<string, unknown>;
      expect(query.map((p) => p.name).sort(), def.path).toEqual(Object.keys(declared).sort());
      const required = (def.querystring.required as string[] | undefined) ?? [];
      expect(
        query.filter((p) => p.required).map((p) => p.name),
        def.path,
      ).toEqual(required);
      expect(Object.keys(op.responses).sort(), def.path).toEqual(['200', '400', '404', '429', '503']);
      const ok = op.responses['200'].content?.['application/json'].schema as { required?: string[] };
      expect(ok.required?.sort(), def.path).toEqual([...((def.response.required as string[]) ?? [])].sort());
    }
  });
});

describe('the cache classes', () => {
  it("sends the contract's durations for each class an answer can have", () => {
    const apiClasses = Object.keys(cacheClassSeconds).filter((c) => c !== 'user');
    expect(Object.keys(cacheSeconds).sort()).toEqual(apiClasses.sort());
    for (const [name, [maxAge, swr]] of Object.entries(cacheSeconds)) {
      const { fresh, keep } = cacheClassSeconds[name as keyof typeof cacheSeconds];
      expect([maxAge, swr], name).toEqual([fresh, keep]);
    }
  });
});

// PGlite always; PostgreSQL too when DATABASE_URL is set (the drivers differ in the JS types they return).
const url = process.env.DATABASE_URL;
type TestDb = ApiDb & { close?: () => Promise<unknown> };
const backends: [string, () => Promise<TestDb>][] = [['PGlite', testDb]];
if (url) backends.push(['PostgreSQL', () => postgresTestDb(url, 'trophy_contract_test')]);

describe.each(backends)('the contract on %s', (kind, open) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await open();
    app = await instrumentedApp(db);
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    if (kind !== 'PGlite') await db?.close?.();
  });

  it('every endpoint answers its contract schema on the fixture database', async () => {
    const ajv = addFormats(new Ajv({ strict: true, allowUnionTypes: true, allErrors: true }));
    const keys = await exampleKeys();
    const failures: string[] = [];
    for (const name of Object.keys(endpoints) as ApiPathName[]) {
      const def = endpoints[name];
      const validate: ValidateFunction = ajv.compile(def.response);
      expect(requests[name].length, `no request for ${name}`).toBeGreaterThan(0);
      let withData = 0;
      for (const req of requests[name]) {
        const filled = req.replace(/\{(\w+)\}/g, (_, k: string) => keys[k]);
        const [key, query = ''] = def.path.includes(':key')
          ? filled.split('?')
          : ['', filled.replace(/^\?/, '')];
        const url = def.path.replace(':key', encodeURIComponent(key)) + (query ? `?${query}` : '');
        sent.length = 0;
        const res = await app.inject({ url });
        if (res.statusCode !== 200) {
          failures.push(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          continue;
        }
        const cls = cacheClassOf(def.cache, Object.fromEntries(new URLSearchParams(query)));
        if (res.headers['cache-control'] !== cacheControl(cls))
          failures.push(`${url}: Cache-Control ${res.headers['cache-control']}, its class is ${cls}`);
        const raw = sent.find((s) => s.url === url)?.payload;
        for (const [what, body] of [
          ['handler value', raw],
          ['response', res.json()],
        ] as const) {
          if (!validate(body))
            failures.push(`${url} (${what}): ${ajv.errorsText(validate.errors?.slice(0, 8))}`);
        }
        if (hasData(res.json())) withData++;
      }
      if (!mayBeEmpty.has(name) && !withData) failures.push(`${name}: every request answered no data`);
    }
    expect(failures).toEqual([]);
  });
});

function hasData(body: { results?: unknown[]; data?: unknown }): boolean {
  if (Array.isArray(body.results)) return body.results.length > 0;
  if (Array.isArray(body.data)) return body.data.length > 0;
  return body.data !== undefined ? body.data !== null : true;
}

/** Keys of resources the fixture has but no fixed slug names: a game, a baseball and a hockey player, a coach. */
async function exampleKeys(): Promise<Record<string, string>> {
  const first = async (url: string) => {
    const body = (await app.inject({ url })).json() as { results: { slug: string; id: number }[] };
    if (!body.results.length) throw new Error(`${url} found nothing`);
    return body.results[0];
  };
  return {
    game: String((await first('/api/games/games/?season=2023&status=final')).id),
    baseballPlayer: (await first('/api/people/players/?sport__slug=baseball&season=2023')).slug,
    hockeyPlayer: (await first('/api/people/players/?sport__slug=hockey')).slug,
    coach: (await first('/api/people/coaches/?sport__slug=hockey')).slug,
  };
}
