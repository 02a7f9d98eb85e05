// Route schemas compiled on a route's first request, not all before the app is ready. Fastify compiles every route's
// validators (Ajv) and response serializers (fast-json-stringify) at start: for the API's routes about 1.2 s of the
// main thread, most of a warm start's wait and of every test that builds the app. Fastify's own compilers are used
// as they are; each hands Fastify a function that compiles on its first call (an Ajv validator's `errors` read
// through). The server compiles the rest between requests once it listens (compileRest), so a visitor's request
// rarely pays for one; a test compiles them all at once (compileAll) to hold every schema to compiling.
import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Fn = (data: unknown) => unknown;
type Build = (...args: unknown[]) => (route: unknown) => Fn;

export interface LazySchemas {
  /** Fastify's `schemaController.compilersFactory`. */
  compilersFactory: NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
  /** Compiles every schema not compiled yet; returns how many. Throws the first compiler error. */
  compileAll(): number;
  /** The same a few at a time, yielding to requests between them (setImmediate). */
  compileRest(): Promise<number>;
}

export function lazySchemas(): LazySchemas {
  const pending = new Set<() => void>();

  /** A function that compiles `route` on its first call, listed in `pending` until then. */
  function lazily(compile: (route: unknown) => Fn, route: unknown): Fn {
    let fn: Fn | undefined;
    const ready = () => {
      pending.delete(ready);
      fn ??= compile(route);
      return fn;
    };
    pending.add(ready);
    const call = (data: unknown) => (fn ?? ready())(data);
    // Fastify reads a failed validation's reasons from the validator (Ajv sets `errors` on each call).
    Object.defineProperty(call, 'errors', { get: () => (fn as { errors?: unknown } | undefined)?.errors });
    return call;
  }

  const wrap =
    (build: Build): Build =>
    (...args) => {
      const compile = build(...args);
      return (route) => lazily(compile, route);
    };

  const compileAll = () => {
    const n = pending.size;
    for (const ready of pending) ready();
    return n;
  };

  return {
    compilersFactory: {
      buildValidator: wrap(AjvCompiler() as unknown as Build) as never,
      buildSerializer: wrap(SerializerSelector() as unknown as Build) as never,
    },
    compileAll,
    async compileRest() {
      let n = 0;
      while (pending.size) {
        const started = performance.now();
        // About 10 ms of compiling per turn of the event loop: a request waits at most that long for it.
        for (const ready of pending) {
          ready();
          n++;
          if (performance.now() - started > 10) break;
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      return n;
    },
  };
}
