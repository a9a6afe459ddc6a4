import cluster from 'node:cluster';
import type { Logger } from 'pino';
import type { OutboxOwner } from './forms/outbox';

/** How the primary tells a worker its outbox slot: `<slot>/<slots>`. */
const OUTBOX_SLOT = 'BANK_OUTBOX_SLOT';

/** The outbox slot the primary gave this worker; undefined in a single process. */
export function outboxOwner(): OutboxOwner | undefined {
  const match = /^(\d+)\/(\d+)$/.exec(process.env[OUTBOX_SLOT] ?? '');
  return match ? { slot: Number(match[1]), slots: Number(match[2]) } : undefined;
}

const RESTART_DELAY_MS = 1000;
const STOP_TIMEOUT_MS = 12_000;

/**
 * WEB_CONCURRENCY > 1: this process only supervises. Each worker runs the whole site on the
 * shared port (node:cluster hands out connections); a worker that dies is replaced after a
 * pause, and SIGTERM is passed on so every worker drains its requests before the process ends.
 */
export function superviseWorkers(workers: number, logger: Logger): void {
  let stopping = false;
  const alive = () => Object.values(cluster.workers ?? {}).filter(Boolean).length;
  // Each worker owns a slot of the file outbox; its replacement gets the slot only once it is gone.
  const slots = new Map<number, number>();
  const fork = (slot: number) => {
    const worker = cluster.fork({ [OUTBOX_SLOT]: `${slot}/${workers}` });
    slots.set(worker.id, slot);
  };
  for (let slot = 0; slot < workers; slot++) fork(slot);
  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.get(worker.id) ?? 0;
    slots.delete(worker.id);
    if (stopping) {
      if (alive() === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'worker stopped; starting another');
    // A pause keeps a worker that fails at start from spinning the CPU.
    setTimeout(() => void (stopping || fork(slot)), RESTART_DELAY_MS).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    logger.info({ signal, workers: alive() }, 'stopping workers');
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (alive() === 0) process.exit(0);
    setTimeout(() => process.exit(0), STOP_TIMEOUT_MS).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
