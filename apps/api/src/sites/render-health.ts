// How the sites' renderers are doing, for /api/ready: per site, the renders that failed in the last minute — pages the
// renderer could not make at all (a route that failed to load, a worker lost or timed out, a renderer that threw),
// not pages that show an API error with their 503 — and whether the latest renders all failed, so that a load
// balancer can take a replica whose renderer is broken out of rotation. Failures older than a minute are forgotten,
// so a replica taken out comes back by itself (its pool replaces failing workers meanwhile).

const WINDOW_MS = 60_000;
/** Renders of a site that failed one after another (none rendered since) before the site counts as failing. */
const FAILING_AFTER = 3;

/** The render pool's workers, as the pool reports them (render-pool.ts). */
export interface RenderPoolState {
  workers: number;
  /** Workers between a failed start and their next one (their renders answer 503 at once). */
  down: number;
  restarts: number;
}

export interface SiteRenderState {
  failures_last_minute: number;
  /** The latest renders failed, none rendered since, the last within the minute. */
  failing: boolean;
  last_failure: string | null;
}

export interface RenderReport {
  sites: Record<string, SiteRenderState>;
  /** The render workers (absent when pages are rendered on the main thread). */
  workers?: RenderPoolState;
}

interface SiteRecord {
  failures: number[];
  inARow: number;
  lastFailure: string | null;
}

export class RenderHealth {
  private readonly sites = new Map<string, SiteRecord>();
  /** The render pool's state, when there is one (sites-plugin sets it). */
  pool?: () => RenderPoolState;

  private record(site: string): SiteRecord {
    let r = this.sites.get(site);
    if (!r) this.sites.set(site, (r = { failures: [], inARow: 0, lastFailure: null }));
    return r;
  }

  /** The sites with a renderer, so that each is reported before its first render. */
  track(site: string) {
    this.record(site);
  }

  rendered(site: string) {
    this.record(site).inARow = 0;
  }

  failed(site: string, reason: string, now = Date.now()) {
    const r = this.record(site);
    r.failures = r.failures.filter((t) => now - t < WINDOW_MS);
    r.failures.push(now);
    r.inARow++;
    r.lastFailure = reason;
  }

  report(now = Date.now()): RenderReport {
    const sites: Record<string, SiteRenderState> = {};
    for (const [site, r] of [...this.sites].sort(([a], [b]) => a.localeCompare(b))) {
      const recent = r.failures.filter((t) => now - t < WINDOW_MS);
      sites[site] = {
        failures_last_minute: recent.length,
        failing: r.inARow >= FAILING_AFTER && recent.length > 0,
        last_failure: recent.length ? r.lastFailure : null,
      };
    }
    return this.pool ? { sites, workers: this.pool() } : { sites };
  }
}
