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

/**
 * The give-up rule: more than `exits` workers dying within `withinMs` (a release that fails at
 * start, a port or file it cannot have) means replacing them is not helping. The supervisor then
 * drains the workers still alive and exits 1, so the platform restarts it or says it is down.
 */
const GIVE_UP = { exits: 5, withinMs: 60_000 };
/** The pause before a replacement, doubled for each other worker that died within the window. */
const RESTART_DELAY_MS = 1000;
const STOP_TIMEOUT_MS = 12_000;

/**
 * WEB_CONCURRENCY > 1: this process only supervises. Each worker runs the whole site on the
 * shared port (node:cluster hands out connections) and is forked with `env` besides its outbox
 * slot; a worker that dies is replaced after a pause, until the give-up rule above says
 * otherwise. SIGTERM is passed on so every worker drains its requests before the process ends.
 */
export function superviseWorkers(
  workers: number,
  logger: Logger,
  env: Record<string, string> = {},
): void {
  let stopping = false;
  let exitCode = 0;
  let deaths: number[] = [];
  const alive = () => Object.values(cluster.workers ?? {}).filter(Boolean).length;
  // Each worker owns a slot of the file outbox; its replacement gets the slot only once it is gone.
  const slots = new Map<number, number>();
  const fork = (slot: number) => {
    const worker = cluster.fork({ ...env, [OUTBOX_SLOT]: `${slot}/${workers}` });
    slots.set(worker.id, slot);
  };
  for (let slot = 0; slot < workers; slot++) fork(slot);
  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.get(worker.id) ?? 0;
    slots.delete(worker.id);
    if (stopping) {
      if (alive() === 0) process.exit(exitCode);
      return;
    }
    const now = Date.now();
    deaths = [...deaths.filter((time) => time > now - GIVE_UP.withinMs), now];
    const details = { workerPid: worker.process.pid, code, signal, recentDeaths: deaths.length };
    if (deaths.length > GIVE_UP.exits) {
      logger.error(
        { ...details, withinSeconds: GIVE_UP.withinMs / 1000 },
        'workers keep dying: giving up, exit 1',
      );
      return stop('SIGTERM', 1);
    }
    const restartInMs = RESTART_DELAY_MS * 2 ** (deaths.length - 1);
    logger.error({ ...details, restartInMs }, 'worker stopped; starting another');
    // Not unref'd: while every worker is dead, this timer is what keeps the supervisor running.
    setTimeout(() => void (stopping || fork(slot)), restartInMs);
  });
  const stop = (signal: NodeJS.Signals, code = 0) => {
    logger.info({ signal, workers: alive() }, 'stopping workers');
    stopping = true;
    exitCode ||= code;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (alive() === 0) process.exit(exitCode);
    setTimeout(() => process.exit(exitCode), STOP_TIMEOUT_MS).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
