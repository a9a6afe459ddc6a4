import cluster from 'node:cluster';
import type { Logger } from 'pino';

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
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (alive() === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'worker stopped; starting another');
    // A pause keeps a worker that fails at start from spinning the CPU.
    setTimeout(() => void (stopping || cluster.fork()), RESTART_DELAY_MS).unref();
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
