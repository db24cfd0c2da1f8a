import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../errors/app-error.js';
import { readBearerToken } from '../lib/bearer-token.js';
import { isSameSecret } from '../lib/constant-time.js';

// Prometheus metrics of this process (ARCHITECTURE "Observing"). Counters of what happens here (requests,
// callbacks, job failures) live in memory per process; gauges read from the database are collected at scrape
// time, so every process reports the same shared figure (sum the first kind across processes, not the second).

export type Labels = Record<string, string | number>;
export interface Sample {
  labels?: Labels;
  value: number;
}

export interface GaugeSpec {
  name: string;
  help: string;
  labelNames?: readonly string[];
}

export interface Metrics {
  registry: Registry;
  /** Payme and Click calls, by provider, method and our answer (`ok` or the protocol's error code). */
  providerCallbacks: Counter<'provider' | 'method' | 'result'>;
  /** Failed attempts of queued jobs by kind; `final` when the job was given up. */
  jobFailures: Counter<'kind' | 'final'>;
  /** A gauge whose samples `read` answers at each scrape; a read that fails leaves it empty, not the scrape. */
  gauge(spec: GaugeSpec, read: () => Promise<Sample[]> | Sample[]): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export const METRICS_PATH = '/metrics';

/** Seconds; from a cached read to a slow registrar call behind a request. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'];

const isLoopback = (address: string | undefined): boolean => {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
};

/**
 * A scrape from this machine: the socket's peer is loopback AND the request names no forwarded client. nginx
 * runs on this machine too, so its socket is loopback; what it proxies always carries X-Forwarded-For, and a
 * request through it is someone else's, whatever TRUST_PROXY makes of the address.
 */
export const isLocalScrape = (request: FastifyRequest): boolean =>
  isLoopback(request.raw.socket.remoteAddress) &&
  FORWARDING_HEADERS.every((header) => request.headers[header] === undefined);

export interface MetricsPluginOptions {
  /** METRICS_TOKEN: the bearer token a scrape from elsewhere must carry; undefined: loopback only. */
  token: string | undefined;
}

export function createMetrics(log: FastifyInstance['log']): Metrics & { httpDuration: Histogram } {
  const registry = new Registry();
  // The event-loop lag histogram samples on a timer of its own: every 10 ms by default, which alone kept an idle
  // process at a fifth of a per cent of a core. Ten samples a second still show a blocked loop.
  collectDefaultMetrics({ register: registry, prefix: 'portal_', eventLoopMonitoringPrecision: 100 });
  const httpDuration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by method, matched route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const providerCallbacks = new Counter({
    name: 'portal_provider_callbacks_total',
    help: 'Payment provider callbacks by provider, method and result',
    labelNames: ['provider', 'method', 'result'] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'portal_job_failures_total',
    help: 'Failed attempts of queued jobs by kind; final="true" when the job was given up',
    labelNames: ['kind', 'final'] as const,
    registers: [registry],
  });
  return {
    registry,
    httpDuration,
    providerCallbacks,
    jobFailures,
    gauge(spec, read) {
      new Gauge({
        name: spec.name,
        help: spec.help,
        labelNames: spec.labelNames ?? [],
        registers: [registry],
        async collect() {
          this.reset();
          try {
            for (const sample of await read()) this.set(sample.labels ?? {}, sample.value);
          } catch (error) {
            log.warn({ err: error, metric: spec.name }, 'a metric could not be read');
          }
        },
      });
    },
  };
}

/** The registry, the request latency histogram, and GET /metrics for this machine or the token's holder. */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: MetricsPluginOptions) => {
    const metrics = createMetrics(app.log);
    app.decorate('metrics', metrics);

    // A callback hook: synchronous work, so no promise per request.
    app.addHook('onResponse', (request, reply, done) => {
      // The route's pattern, never the URL: ids and query strings would make a series per customer.
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.httpDuration.observe(
        { method: request.method, route, status: reply.statusCode },
        reply.elapsedTime / 1000,
      );
      done();
    });

    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!isLocalScrape(request)) {
        const given = readBearerToken(request.headers.authorization);
        if (!options.token || !given || !isSameSecret(options.token, given)) {
          throw new AppError('UNAUTHENTICATED');
        }
      }
      const text = await metrics.registry.metrics();
      return reply.header('content-type', metrics.registry.contentType).send(text);
    });
  },
  { name: 'metrics' },
);
