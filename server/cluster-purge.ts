import { randomUUID } from 'node:crypto';
import cluster from 'node:cluster';
import type { PurgeChannel, PurgeHandler } from './db/purge-bus';
import { changeOf, type Change } from './cms/change';

/** The IPC message of a purge; the namespace keeps it apart from any other message. */
const PURGE = 'bank-website:cache-purge';
/** How the primary tells its workers the purge bus origin they share (purge-bus.ts). */
const ORIGIN = 'BANK_PURGE_ORIGIN';

interface PurgeMessage extends Change {
  type: typeof PURGE;
}

const isPurge = (message: unknown): message is PurgeMessage =>
  (message as Partial<PurgeMessage> | null)?.type === PURGE;

/**
 * The primary's half: a purge one worker sends goes to each of the others. Returns what the
 * workers are forked with: one purge bus origin for the whole instance.
 */
export function relayPurges(): Record<string, string> {
  cluster.on('message', (from, message: unknown) => {
    if (!isPurge(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      // A worker on its way out needs no purge; its replacement starts with empty caches.
      if (worker && worker !== from && worker.isConnected()) worker.send(message, () => undefined);
    }
  });
  return { [ORIGIN]: randomUUID() };
}

export interface SiblingWorkers {
  /** The purge bus origin of this instance: the bus leaves out what these workers sent. */
  origin: string;
  /** These workers over IPC and, with a database, the other instances through `bus`. */
  with(bus: PurgeChannel | undefined): PurgeChannel;
}

/**
 * A worker's half: its purges go to the primary, which passes them on. What it hears reaches
 * only its own cache and is never sent on, so nothing goes round. Undefined outside a worker.
 */
export function siblingWorkers(): SiblingWorkers | undefined {
  const origin = process.env[ORIGIN];
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !origin || !send) return undefined;
  const ipc: PurgeChannel = {
    publish: (change) =>
      new Promise((resolve) => {
        const message: PurgeMessage = { type: PURGE, ...change };
        send(message, undefined, {}, (error) => resolve(!error));
      }),
    subscribe: (handler: PurgeHandler) =>
      process.on('message', (message: unknown) => {
        const change = isPurge(message) ? changeOf(message) : null;
        if (change) handler(change);
      }),
  };
  const both = (bus: PurgeChannel): PurgeChannel => ({
    publish: async (change) =>
      (await Promise.all([ipc.publish(change), bus.publish(change)])).every(Boolean),
    subscribe: (handler) => [ipc.subscribe(handler), bus.subscribe(handler)],
  });
  return { origin, with: (bus) => (bus ? both(bus) : ipc) };
}
