// The few autocannon types the benchmark uses (the package ships none).
declare module 'autocannon' {
  namespace autocannon {
    interface Histogram {
      average: number;
      p50: number;
      p97_5: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      non2xx: number;
      /** Answers by status code. */
      statusCodeStats?: Record<string, { count: number }>;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      headers?: Record<string, string>;
      requests?: { method?: string; path: string }[];
    }
  }
  function autocannon(
    opts: autocannon.Options,
    cb: (err: Error | null, res: autocannon.Result) => void,
  ): unknown;
  export = autocannon;
}
