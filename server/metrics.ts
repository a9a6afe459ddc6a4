import { timingSafeEqual, createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics, register } from 'prom-client';
import { FORM_KINDS } from '@/lib/forms/form-types';

// The CMS client and its cache exist once per process: their metrics live in the default registry.
collectDefaultMetrics({ prefix: 'bank_' });

export const cmsMetrics = {
  cache: new Counter({
    name: 'bank_cms_cache_requests_total',
    help: 'CMS cache lookups: hit (fresh), miss (loaded from the CMS), stale (served while the CMS failed)',
    labelNames: ['result'] as const,
  }),
  duration: new Histogram({
    name: 'bank_cms_request_duration_seconds',
    help: 'CMS read latency by outcome (ok, empty for a 4xx, error)',
    labelNames: ['outcome'] as const,
    buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  }),
  errors: new Counter({
    name: 'bank_cms_errors_total',
    help: 'CMS reads that failed (5xx, timeout, network, oversized or non-JSON answer)',
  }),
};

/** Equal strings in constant time (hashing first makes the lengths equal too). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Methods a browser or an integrator sends; any other (PROPFIND, MKCOL…) is one label value. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const methodOf = (req: Request) => (KNOWN_METHODS.has(req.method) ? req.method : 'other');

const FIXED_ROUTES = new Set(['/healthz', '/readyz', '/metrics', '/robots.txt', '/sitemap.xml']);

/** A bounded route label: pages name their page module (render-route), the rest a fixed group. */
function routeOf(req: Request, res: Response): string {
  if (typeof res.locals.routeLabel === 'string') return res.locals.routeLabel;
  // originalUrl: inside a mounted router `req.path` is relative to its mount point.
  const path = req.originalUrl.split('?', 1)[0] ?? '';
  if (FIXED_ROUTES.has(path)) return path;
  if (path.startsWith('/assets/')) return '/assets';
  const form = /^\/api\/forms\/([a-z-]+)$/.exec(path)?.[1];
  if (form)
    return (FORM_KINDS as readonly string[]).includes(form) ? `/api/forms/${form}` : '/api/forms';
  return path.startsWith('/api/') ? '/api' : 'other';
}

export interface OutboxGauges {
  readiness(): Promise<{ outbox?: { pending: number; parked: number | null } }>;
}

/** Request timing and the outbox gauges of one app, plus the process-wide metrics, on GET /metrics. */
export function appMetrics(outbox: OutboxGauges, token: string | undefined) {
  // Both gauges read one readiness report per scrape (it probes the disk or the database).
  let last: { at: number; report: ReturnType<OutboxGauges['readiness']> } | null = null;
  const report = () => {
    if (!last || Date.now() - last.at > 1000) last = { at: Date.now(), report: outbox.readiness() };
    return last.report;
  };
  const own = new Registry();
  const duration = new Histogram({
    name: 'bank_http_request_duration_seconds',
    help: 'Request duration by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [own],
  });
  new Gauge({
    name: 'bank_outbox_pending',
    help: 'Form submissions waiting for the CMS',
    registers: [own],
    async collect() {
      this.set((await report()).outbox?.pending ?? Number.NaN);
    },
  });
  new Gauge({
    name: 'bank_outbox_parked',
    help: 'Form submissions in the dead letters (need an operator)',
    registers: [own],
    async collect() {
      this.set((await report()).outbox?.parked ?? Number.NaN);
    },
  });
  const registry = Registry.merge([register, own]);
  const timing: RequestHandler = (req, res, next) => {
    const end = duration.startTimer();
    res.once('finish', () =>
      end({ method: methodOf(req), route: routeOf(req, res), status: String(res.statusCode) }),
    );
    next();
  };
  const endpoint: RequestHandler = async (req, res) => {
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? '';
    if (token && !sameSecret(given, token)) {
      res.status(401).set('WWW-Authenticate', 'Bearer').type('text').send('Unauthorized');
      return;
    }
    res
      .type(registry.contentType)
      .set('Cache-Control', 'no-store')
      .send(await registry.metrics());
  };
  return { timing, endpoint };
}
