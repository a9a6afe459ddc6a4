import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { delayAfter } from '../forms/retry-scheduler';
import { changeOf, type Change } from '../cms/change';

/** A CMS change to drop from the caches, or null: purges may have been missed, drop all. */
export type PurgeHandler = (change: Change | null) => void;

export interface PurgeBusLogger {
  warn(details: object, message?: string): void;
}

/** One channel for the database; the schema in each message keeps deployments sharing it apart. */
const CHANNEL = 'bank_website_cache_purge';
const RECONNECT = { baseMs: 500, maxMs: 30_000 };

/** `model` as before entries were sent: an older instance still reads it and drops the model. */
interface Message {
  model: string;
  entries: readonly string[];
  origin: string;
  schema: string;
}

/**
 * Cache purges fanned out to every instance through PostgreSQL LISTEN/NOTIFY. Each bus holds
 * one listening connection of its own (outside the pool), reconnected with backoff; after a
 * reconnect its handlers get `null`, since purges sent meanwhile were missed. A bus never hears
 * messages sent from its `origin`: the workers of one instance share theirs, since they hear of
 * each other's purges over IPC (server/cluster-purge.ts).
 */
export function createPurgeBus(
  pool: pg.Pool,
  logger: PurgeBusLogger,
  origin: string = randomUUID(),
) {
  const handlers = new Set<PurgeHandler>();
  const closing = new AbortController();
  let listener: pg.Client | undefined;
  let listening: Promise<void> | undefined;
  let markListening: () => void = () => undefined;

  function receive(schema: string, payload: string | undefined) {
    let message: Partial<Message>;
    try {
      message = JSON.parse(payload ?? '') as Partial<Message>;
    } catch {
      return; // someone else's message on the channel
    }
    if (message.schema !== schema || message.origin === origin) return;
    const change = changeOf(message);
    if (change) for (const handler of handlers) handler(change);
  }

  /** Connects and listens; resolves when that connection ends. */
  async function listenOnce(missedSome: boolean): Promise<void> {
    const client = new pg.Client(pool.options);
    const ended = new Promise<void>((resolve) => client.once('end', resolve));
    client.on('error', (error) => logger.warn({ err: error }, 'cache purge listener failed'));
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>('SELECT current_schema() AS schema');
      const schema = rows[0]?.schema ?? 'public';
      client.on('notification', (message) => receive(schema, message.payload));
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    listener = client;
    if (closing.signal.aborted) await client.end();
    if (missedSome) for (const handler of handlers) handler(null);
    markListening();
    await ended;
    listener = undefined;
  }

  async function keepListening(): Promise<void> {
    let listened = false;
    for (let failures = 0; !closing.signal.aborted;) {
      try {
        await listenOnce(listened);
        listened = true;
        failures = 0;
      } catch (error) {
        failures += 1;
        logger.warn({ err: error }, 'cache purge listener cannot connect; retrying');
      }
      if (closing.signal.aborted) return;
      await sleep(delayAfter(RECONNECT, Math.max(failures, 1)), undefined, {
        signal: closing.signal,
        ref: false,
      }).catch(() => undefined);
    }
  }

  return {
    /** Tells every other instance (on the same database and schema) of `change`. */
    async publish({ model, entries }: Change): Promise<boolean> {
      try {
        await pool.query(
          `SELECT pg_notify($1, json_build_object('model', $2::text, 'entries', $3::json,
             'origin', $4::text, 'schema', current_schema())::text)`,
          [CHANNEL, model, JSON.stringify(entries), origin],
        );
        return true;
      } catch (error) {
        logger.warn({ err: error, model }, 'cache purge could not be sent to the other instances');
        return false;
      }
    },
    /** Calls `handler` for purges published by other instances; starts listening on first use. */
    subscribe(handler: PurgeHandler): () => void {
      handlers.add(handler);
      listening ??= new Promise<void>((resolve) => {
        markListening = resolve;
        void keepListening();
      });
      return () => handlers.delete(handler);
    },
    /** Resolves once the first LISTEN is in place (after `subscribe`). */
    listening: () => listening ?? Promise.resolve(),
    async close(): Promise<void> {
      closing.abort();
      await listener?.end();
    },
  };
}

export type PurgeBus = ReturnType<typeof createPurgeBus>;

/** Where purges go to and come from: the bus, this instance's other workers, or both. */
export interface PurgeChannel {
  /** Resolves to whether the purge was sent. */
  publish(change: Change): Promise<boolean>;
  subscribe(handler: PurgeHandler): unknown;
}

/**
 * The purge the CMS webhook calls: this process's cache at once, then every other's through
 * `bus` (other instances, this instance's other workers); purges from them reach `local` too.
 */
export function sharedPurge(bus: PurgeChannel, local: (change: Change | null) => number) {
  bus.subscribe(local);
  /** Resolves to the number of entries this instance dropped, once the others are told. */
  return async (change: Change): Promise<number> => {
    const purged = local(change);
    await bus.publish(change);
    return purged;
  };
}
