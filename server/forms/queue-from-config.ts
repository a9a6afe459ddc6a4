import { join } from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { pgRateLimitStore } from '../db/rate-limit-store';
import type { SharedLimits } from './intake';
import { createOutbox, type Outbox, type OutboxOwner } from './outbox';
import { createPgRelay } from './pg-relay';
import { createRelay, type Deliver, type Readiness } from './relay';
import type { SubmissionRelay } from './submission-handler';
import type { DataDirState } from '../storage/takes-writes';

interface QueueLogger {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}

export interface SubmissionQueue {
  relay: SubmissionRelay;
  /** Rate limits shared by every instance; undefined = counted in this process. */
  limits?: SharedLimits;
  start(): Promise<void>;
  stop(): Promise<void>;
  readiness(): Promise<Readiness>;
}

/** A delivery's submission stays with it this long past its last sign of life (pg-relay.ts). */
export const deliveryLeaseMs = (config: Config) => config.forms.cmsTimeoutMs + 2_000;

/**
 * Where accepted submissions wait: PostgreSQL when DATABASE_URL is set (several instances,
 * ephemeral disks), else the file outbox under DATA_DIR (one server, the embedded default).
 */
export function queueFromConfig(
  config: Config,
  deps: {
    deliver: Deliver;
    logger: QueueLogger;
    database?: Database;
    outbox?: Outbox;
    /** Whether DATA_DIR takes submissions, or why not (unwritable, or low on space). */
    writable: () => Promise<DataDirState>;
    /** This worker's share of the file outbox under WEB_CONCURRENCY (outbox.ts). */
    outboxOwner?: OutboxOwner;
  },
): SubmissionQueue {
  const { deliver, logger, database } = deps;
  const common = { deliver, waitMs: config.forms.relayWaitMs, retry: config.forms.retry, logger };
  if (database) {
    const relay = createPgRelay({
      ...common,
      db: database,
      // Two connections stay free for storing submissions, readiness and the rate limits.
      deliverySlots: Math.max(
        1,
        Math.min(config.forms.retry.concurrency, (database.pool.options.max ?? 10) - 2),
      ),
      parkAfterMs: config.forms.parkAfterMs,
      leaseMs: deliveryLeaseMs(config),
    });
    return {
      relay,
      limits: { store: (prefix) => pgRateLimitStore(database.pool, prefix), logger },
      start: relay.start,
      stop: relay.stop,
      readiness: relay.readiness,
    };
  }
  const relay = createRelay({
    ...common,
    outbox:
      deps.outbox ??
      createOutbox(join(config.dataDir, 'outbox'), join(config.dataDir, 'outbox-parked'), {
        deliveredDir: join(config.dataDir, 'outbox-delivered'),
        owner: deps.outboxOwner,
      }),
    parkAfterMs: config.forms.parkAfterMs,
    leaseMs: deliveryLeaseMs(config),
  });
  return {
    relay,
    start: relay.start,
    stop: relay.stop,
    async readiness() {
      const [parked, dataDir] = await Promise.all([
        relay.parked().catch(() => null),
        deps.writable(),
      ]);
      return {
        ready: dataDir.ok,
        ...(dataDir.ok ? {} : { reason: dataDir.reason }),
        outbox: { pending: relay.pending(), parked, writable: dataDir.ok },
      };
    },
  };
}
